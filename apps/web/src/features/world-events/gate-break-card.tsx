import type { Contributors, WorldEvent } from "@repgate/contracts/world-events";
import { Link, useLocation } from "wouter";
import { GamePicture } from "../../components/game-picture.tsx";
import { Button, buttonClasses } from "../../components/ui/button.tsx";
import { Panel, PanelHeading } from "../../components/ui/panel.tsx";
import { Progress } from "../../components/ui/progress.tsx";
import { serverMessageOr } from "../../lib/api-client.ts";
import { formatNumber, formatTimeLeft } from "../../lib/format.ts";
import { useTableText } from "../../lib/i18n/content-text.ts";
import { useT } from "../../lib/i18n/i18n.ts";
import { useNow } from "../../lib/use-now.ts";
import { useContributors, useCurrentWorldEvent, useJoinWorldEvent } from "./api.ts";
import { useBossHp } from "./use-boss-hp.ts";

/** How many of the top contributors the home lists (the hunter's own place comes after). */
const LISTED = 5;

/**
 * The Gate Break on home (issue 48): while one is open, its boss, the one HP bar every hunter
 * sees fall live, the time left, one tap to join and the top contributors with the hunter's own
 * place. Before it opens, when it starts; once over, how it ended. Nothing when there is none.
 */
export function GateBreakCard() {
  const { data } = useCurrentWorldEvent();
  const event = data?.event;
  if (!event) return null;
  return <GateBreak event={event} />;
}

function GateBreak({ event }: { event: WorldEvent }) {
  const hp = useBossHp(event);
  const now = useNow(1_000, event.state === "open" || event.state === "scheduled");
  const open = event.state === "open";
  const t = useT();
  const tt = useTableText();
  return (
    <Panel aria-labelledby="gate-break-title" className="border-red-500/70">
      <PanelHeading id="gate-break-title" className="text-red-200">
        {event.name}
      </PanelHeading>
      <div className="mt-3 flex items-center gap-3">
        <div className="grid size-20 shrink-0 place-items-center rounded-xl border-2 border-red-400/80 bg-gradient-to-b from-red-500/20 to-slate-950 text-red-100 shadow-[0_0_18px_rgb(239_68_68/0.5)]">
          <GamePicture glyph={event.bossPicture} label={tt(event.bossName)} className="size-4/5" />
        </div>
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-slate-50">
            {tt(event.bossName)}{" "}
            <span className="text-xs text-slate-300">
              {t("worldEvent.rank", { rank: event.rank })}
            </span>
          </p>
          <p className="text-xs text-slate-300 tabular-nums" data-testid="world-boss-hp">
            {t("worldEvent.hp", { hp: formatNumber(hp), max: formatNumber(event.maxHP) })}
          </p>
          <Progress
            label={t("worldEvent.bossHp", { boss: tt(event.bossName) })}
            value={hp}
            max={event.maxHP}
            className="mt-1.5 h-3"
            barClassName="bg-red-500 shadow-[0_0_10px_rgb(239_68_68/0.7)]"
          />
          <p className="mt-1 text-xs text-slate-300 tabular-nums">
            <EventTime event={event} now={now} />
          </p>
        </div>
      </div>
      {open ? <JoinOrContinue event={event} /> : null}
      {event.state !== "scheduled" ? <ContributorList event={event} /> : null}
    </Panel>
  );
}

function EventTime({ event, now }: { event: WorldEvent; now: number }) {
  const t = useT();
  switch (event.state) {
    case "scheduled":
      return t("worldEvent.opensIn", { time: formatTimeLeft(Date.parse(event.startsAt) - now) });
    case "open":
      return t("worldEvent.left", { time: formatTimeLeft(Date.parse(event.endsAt) - now) });
    case "won":
      return t("worldEvent.won");
    case "lost":
      return t("worldEvent.lost");
  }
}

/** One tap: the server opens the hunter's battle against the boss and the battle screen shows it. */
function JoinOrContinue({ event }: { event: WorldEvent }) {
  const [, navigate] = useLocation();
  const join = useJoinWorldEvent();
  const t = useT();
  if (event.battleId) {
    return (
      <Link href="/battle" className={`${buttonClasses("primary")} mt-3 w-full`}>
        {t("worldEvent.continue")}
      </Link>
    );
  }
  return (
    <div className="mt-3">
      <Button
        className="w-full"
        disabled={join.isPending}
        onClick={() => join.mutate(event, { onSuccess: () => navigate("/battle") })}
      >
        {join.isPending ? t("worldEvent.joining") : t("worldEvent.join")}
      </Button>
      {join.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-300">
          {serverMessageOr(join.error, t("worldEvent.joinFailed"))}
        </p>
      ) : null}
    </div>
  );
}

function ContributorList({ event }: { event: WorldEvent }) {
  const { data } = useContributors(event);
  const t = useT();
  if (!data) return null;
  if (data.contributors.length === 0) {
    return <p className="mt-3 text-sm text-slate-300">{t("worldEvent.noDamage")}</p>;
  }
  const top = data.contributors.slice(0, LISTED);
  const ownListed = data.own && top.some((c) => c.hunterId === data.own?.hunterId);
  return (
    <div className="mt-3">
      <h3 className="text-sm font-semibold text-slate-200">{t("worldEvent.top")}</h3>
      <ol className="mt-1 flex flex-col gap-1 text-sm">
        {top.map((c) => (
          <ContributorRow
            key={c.hunterId}
            contributor={c}
            own={c.hunterId === data.own?.hunterId}
          />
        ))}
        {data.own && !ownListed ? <ContributorRow contributor={data.own} own /> : null}
      </ol>
    </div>
  );
}

function ContributorRow({
  contributor,
  own,
}: {
  contributor: Contributors["contributors"][number];
  own: boolean;
}) {
  const t = useT();
  return (
    <li
      className={`flex items-baseline gap-2 rounded px-2 py-1 tabular-nums ${own ? "bg-sky-950/70 text-sky-100" : "text-slate-200"}`}
    >
      <span className="w-8 shrink-0 text-slate-400">#{contributor.place}</span>
      <span className="min-w-0 flex-1 truncate">
        {contributor.displayName}
        {own ? <span className="ml-1 text-xs text-sky-300">{t("worldEvent.you")}</span> : null}
      </span>
      <span className="shrink-0 text-xs text-slate-300">
        {t("worldEvent.contribution", {
          damage: formatNumber(contributor.damage),
          reps: formatNumber(contributor.reps),
        })}
      </span>
    </li>
  );
}
