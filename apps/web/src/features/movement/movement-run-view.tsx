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
import { useTableText } from "../../lib/i18n/content-text.ts";
import { type MessageId, useT } from "../../lib/i18n/i18n.ts";
import { useServerCountdown } from "../../lib/use-now.ts";
import { activeRunQueryKey, useAbandonRun } from "./api.ts";
import { locationHelp, useGeolocationWatch } from "./use-geolocation-watch.ts";
import { useSampleUploader } from "./use-sample-uploader.ts";
import { useScreenWakeLock } from "./use-screen-wake-lock.ts";

/** Why the server set the last reading aside, in plain words. */
const SAMPLE_REASONS: Record<string, MessageId> = {
  inaccurate: "movementRun.reason.inaccurate",
  "too-fast": "movementRun.reason.tooFast",
  "too-close": "movementRun.reason.tooClose",
  "not-after": "movementRun.reason.notAfter",
  invalid: "movementRun.reason.invalid",
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
  const t = useT();
  const tt = useTableText();
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
    onError: (error) => setSendProblem(serverMessageOr(error, t("movementRun.sendFailed"))),
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

  const help = locationHelp(geo);
  const percent = movementProgressPercent(run.distanceCovered, run.requiredDistance);

  function confirmAbandon() {
    abandon.mutate(run, {
      onSuccess: () => {
        setConfirmOpen(false);
        toast({
          title: t("movement.abandoned"),
          description: t("movementRun.abandonedText"),
        });
        navigate("/");
      },
      onError: (error) => {
        setConfirmOpen(false);
        toastFailure(t("movementRun.abandonFailed"), error, t("movementRun.abandonFailedText"));
      },
    });
  }

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4">
      <Panel aria-labelledby="run-title" className="flex flex-col gap-4">
        <div className="flex items-center gap-3">
          <Footprints aria-hidden="true" className="size-8 shrink-0 text-sky-300" />
          <div className="min-w-0">
            <p className="system-heading">{t("movementRun.kind")}</p>
            <h1 id="run-title" className="glow-text text-2xl font-bold text-sky-50">
              {tt(run.dungeonName)}
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
                  {t("movementRun.reload")}
                </Button>
              ) : null}
            </div>
          </div>
        ) : (
          <p role="status" className="flex items-center gap-2 text-sm text-slate-300">
            <LocateFixed aria-hidden="true" className="size-4 text-emerald-300" />
            {geo === "tracking" ? t("movementRun.tracking") : t("movementRun.looking")}
          </p>
        )}

        <div>
          <PanelHeading>{t("movementRun.distance")}</PanelHeading>
          <p className="mt-1 text-4xl font-black text-sky-50 tabular-nums">
            {formatDistance(run.distanceCovered)}
            <span className="text-lg font-semibold text-slate-300">
              {" "}
              / {formatDistance(run.requiredDistance)}
            </span>
          </p>
          <Progress
            label={t("movementRun.covered")}
            value={percent}
            max={100}
            className="mt-2 h-3"
          />
        </div>

        <dl className="grid grid-cols-2 gap-2">
          <Figure label={t("movementRun.pace")} value={formatPace(run.paceSecondsPerKm)} />
          <Figure label={t("movementRun.timeLeft")} value={formatClock(left)} />
        </dl>

        {run.lastSampleAccepted === false && run.lastSampleReason ? (
          <p className="text-sm text-slate-300">
            {t(SAMPLE_REASONS[run.lastSampleReason] ?? "movementRun.reason.other")}
          </p>
        ) : null}
        {sendProblem ? <p className="text-sm text-amber-200">{sendProblem}</p> : null}
        {left === 0 ? (
          <p className="text-sm font-semibold text-red-300">{t("movementRun.timeUp")}</p>
        ) : null}

        <Button variant="destructive" onClick={() => setConfirmOpen(true)} className="self-start">
          {t("movementRun.abandon")}
        </Button>
      </Panel>
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={t("movementRun.abandonTitle")}
        description={t("movementRun.abandonText")}
        confirmLabel={t("movementRun.abandonConfirm")}
        pendingLabel={t("movementRun.abandoning")}
        pending={abandon.isPending}
        onConfirm={confirmAbandon}
        confirmVariant="destructive"
      />
    </div>
  );
}
