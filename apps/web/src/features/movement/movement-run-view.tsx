import type { MovementRun } from "@repgate/contracts/movement";
import { formatDistance, formatPace, movementProgressPercent } from "@repgate/game/rules/movement";
import { useQueryClient } from "@tanstack/react-query";
import { Footprints, LocateFixed, MapPinOff } from "lucide-react";
import { useEffect, useState } from "react";
import { useLocation } from "wouter";
import { Button } from "../../components/ui/button.tsx";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { Panel, PanelHeading } from "../../components/ui/panel.tsx";
import { Progress } from "../../components/ui/progress.tsx";
import { toast, toastFailure } from "../../components/ui/toast-store.ts";
import { serverMessageOr } from "../../lib/api-client.ts";
import { formatClock } from "../../lib/format.ts";
import { useServerCountdown } from "../../lib/use-now.ts";
import { activeRunQueryKey, useAbandonRun } from "./api.ts";
import { LOCATION_HELP, useGeolocationWatch } from "./use-geolocation-watch.ts";
import { useSampleUploader } from "./use-sample-uploader.ts";
import { useScreenWakeLock } from "./use-screen-wake-lock.ts";

/** Why the server set the last reading aside, in plain words. */
const SAMPLE_REASONS: Record<string, string> = {
  inaccurate: "The GPS signal is too vague right now (worse than 50 m). Keep moving in the open.",
  "too-fast": "That jump was faster than anyone can run or cycle, so it did not count.",
  "too-close": "Less than 10 m since the last counted point. Keep moving.",
  "not-after": "A reading arrived out of order and was skipped.",
  invalid: "A reading was not a valid position and was skipped.",
};

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-md border border-slate-700 bg-slate-950/60 px-3 py-2">
      <dt className="text-xs text-slate-400">{label}</dt>
      <dd className="text-xl font-bold text-slate-50 tabular-nums">{value}</dd>
    </div>
  );
}

interface MovementRunViewProps {
  run: MovementRun;
  /** The server says the run is over (cleared, expired or abandoned). */
  onFinished: (run: MovementRun) => void;
}

/** A movement run in progress: the position watch, the distance, the pace and the time left. */
export function MovementRunView({ run, onFinished }: MovementRunViewProps) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [sendProblem, setSendProblem] = useState<string | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const abandon = useAbandonRun();

  const send = useSampleUploader(run.id, {
    onRun: (next) => {
      setSendProblem(null);
      queryClient.setQueryData(activeRunQueryKey, next);
      if (next.status !== "active") onFinished(next);
    },
    onError: (error) =>
      setSendProblem(serverMessageOr(error, "Your last position could not be sent. Retrying.")),
  });
  const geo = useGeolocationWatch(true, (position) =>
    send({
      lat: position.coords.latitude,
      lon: position.coords.longitude,
      accuracy: position.coords.accuracy,
      timestamp: Math.round(position.timestamp),
    }),
  );
  useScreenWakeLock(true);

  const left = useServerCountdown(run.secondsLeft);

  // Out of time: the server decides what happened; ask it.
  useEffect(() => {
    if (left === 0) void queryClient.invalidateQueries({ queryKey: activeRunQueryKey });
  }, [left, queryClient]);

  const help = LOCATION_HELP[geo];
  const percent = movementProgressPercent(run.distanceCovered, run.requiredDistance);

  function confirmAbandon() {
    abandon.mutate(run, {
      onSuccess: () => {
        setConfirmOpen(false);
        toast({
          title: "Run Abandoned",
          description: "You left the dungeon. No rewards this time.",
        });
        navigate("/");
      },
      onError: (error) => {
        setConfirmOpen(false);
        toastFailure("Failed to Abandon Run", error, "Could not abandon the run. Try again.");
      },
    });
  }

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4">
      <Panel aria-labelledby="run-title" className="flex flex-col gap-4">
        <div className="flex items-center gap-3">
          <Footprints aria-hidden="true" className="size-8 shrink-0 text-sky-300" />
          <div className="min-w-0">
            <p className="system-heading">Movement Dungeon</p>
            <h1 id="run-title" className="glow-text text-2xl font-bold text-sky-50">
              {run.dungeonName}
            </h1>
          </div>
        </div>

        {help ? (
          <div
            role="alert"
            className="flex gap-3 rounded-md border border-amber-300/70 bg-amber-400/10 p-3 text-sm text-amber-50"
          >
            <MapPinOff aria-hidden="true" className="size-5 shrink-0 text-amber-300" />
            <div className="flex flex-col gap-2">
              <p>{help}</p>
              {geo === "denied" ? (
                <Button
                  variant="secondary"
                  size="sm"
                  className="self-start"
                  onClick={() => window.location.reload()}
                >
                  Reload
                </Button>
              ) : null}
            </div>
          </div>
        ) : (
          <p role="status" className="flex items-center gap-2 text-sm text-slate-300">
            <LocateFixed aria-hidden="true" className="size-4 text-emerald-300" />
            {geo === "tracking"
              ? "Tracking your position. Keep this screen open while you move."
              : "Looking for your location..."}
          </p>
        )}

        <div>
          <PanelHeading>Distance</PanelHeading>
          <p className="mt-1 text-4xl font-black text-sky-50 tabular-nums">
            {formatDistance(run.distanceCovered)}
            <span className="text-lg font-semibold text-slate-300">
              {" "}
              / {formatDistance(run.requiredDistance)}
            </span>
          </p>
          <Progress label="Distance covered" value={percent} max={100} className="mt-2 h-3" />
        </div>

        <dl className="grid grid-cols-2 gap-2">
          <Figure label="Pace" value={formatPace(run.paceSecondsPerKm)} />
          <Figure label="Time Left" value={formatClock(left)} />
        </dl>

        {run.lastSampleAccepted === false && run.lastSampleReason ? (
          <p className="text-sm text-slate-300">
            {SAMPLE_REASONS[run.lastSampleReason] ?? "The last reading did not count."}
          </p>
        ) : null}
        {sendProblem ? <p className="text-sm text-amber-200">{sendProblem}</p> : null}
        {left === 0 ? (
          <p className="text-sm font-semibold text-red-300">Time is up for this run.</p>
        ) : null}

        <Button variant="destructive" onClick={() => setConfirmOpen(true)} className="self-start">
          Abandon
        </Button>
      </Panel>
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title="Abandon this run?"
        description="You will leave the dungeon with no rewards. The distance covered is lost."
        confirmLabel="Abandon Run"
        pendingLabel="Abandoning..."
        pending={abandon.isPending}
        onConfirm={confirmAbandon}
        confirmVariant="destructive"
      />
    </div>
  );
}
