import type { MovementRun } from "@repgate/contracts/movement";
import { formatDistance } from "@repgate/game/rules/movement";
import { Flag, Footprints, Trophy } from "lucide-react";
import { useState } from "react";
import { Link, Redirect } from "wouter";
import { buttonClasses } from "../../components/ui/button.tsx";
import { ScreenLoadError, ScreenLoading } from "../../components/ui/load-states.tsx";
import { Panel } from "../../components/ui/panel.tsx";
import { formatNumber } from "../../lib/format.ts";
import { useTableText } from "../../lib/i18n/content-text.ts";
import { useT } from "../../lib/i18n/i18n.ts";
import { CLEARED_REDIRECT_SECONDS, useReturnHome } from "../../lib/use-return-home.ts";
import { useActiveBattle } from "../battles/api.ts";
import { usePreloadBattle } from "../battles/use-preload-battle.ts";
import { useActiveRun } from "./api.ts";
import { MovementRunView } from "./movement-run-view.tsx";

function Reward({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-md border border-slate-700 bg-slate-950/60 px-3 py-2">
      <dt className="text-xs text-slate-400">{label}</dt>
      <dd className="font-bold text-slate-50 tabular-nums">{value}</dd>
    </div>
  );
}

/** A cleared run goes home on its own, as the spec says of a cleared dungeon. */
function ReturningHome() {
  const left = useReturnHome(CLEARED_REDIRECT_SECONDS);
  const t = useT();
  return <p className="text-sm text-slate-400">{t("movement.returningHome", { left })}</p>;
}

/** A finished run: the rewards of a cleared one, or what happened. */
function RunFinished({ run }: { run: MovementRun }) {
  const cleared = run.status === "completed";
  const t = useT();
  const tt = useTableText();
  const title = cleared
    ? t("movement.cleared")
    : run.status === "expired"
      ? t("movement.timeRanOut")
      : t("movement.abandoned");
  return (
    <Panel
      aria-labelledby="run-finished-title"
      className="mx-auto mt-4 flex max-w-lg flex-col items-center gap-3 text-center"
    >
      {cleared ? (
        <Trophy aria-hidden="true" className="size-12 text-amber-300" />
      ) : (
        <Flag aria-hidden="true" className="size-12 text-slate-300" />
      )}
      <h1 id="run-finished-title" className="glow-text text-2xl font-bold text-sky-50">
        {title}
      </h1>
      <p className="text-slate-200">
        {t("movement.covered", {
          dungeon: tt(run.dungeonName),
          covered: formatDistance(run.distanceCovered),
          required: formatDistance(run.requiredDistance),
        })}
      </p>
      {cleared && run.rewards ? (
        <dl className="grid w-full grid-cols-3 gap-2">
          <Reward label={t("movement.xp")} value={`+${formatNumber(run.rewards.xp)}`} />
          <Reward label={t("movement.gold")} value={`+${formatNumber(run.rewards.gold)}`} />
          <Reward
            label={t("movement.item")}
            value={run.rewards.itemDropped ?? t("movement.none")}
          />
        </dl>
      ) : null}
      <Link href="/" className={buttonClasses("primary", "lg")}>
        {t("movement.returnHome")}
      </Link>
      {cleared ? <ReturningHome /> : null}
    </Panel>
  );
}

function NoActiveRun() {
  const t = useT();
  return (
    <Panel aria-labelledby="no-run-title" className="mx-auto mt-6 max-w-lg text-center">
      <Footprints aria-hidden="true" className="mx-auto size-10 text-sky-300" />
      <h1 id="no-run-title" className="glow-text mt-3 text-2xl font-bold text-sky-50">
        {t("movement.noRun.title")}
      </h1>
      <p className="mt-2 text-slate-300">{t("movement.noRun.text")}</p>
      <div className="mt-5 flex flex-col justify-center gap-2 sm:flex-row">
        <Link href="/dungeons" className={buttonClasses("primary", "lg")}>
          {t("movement.explore")}
        </Link>
        <Link href="/" className={buttonClasses("secondary", "lg")}>
          {t("movement.returnHome")}
        </Link>
      </div>
    </Panel>
  );
}

/**
 * /dungeon/{dungeonId}: a movement run's screen. A combat dungeon's id leads to its battle
 * (the spec's second reading of this route).
 */
export function DungeonRunPage({ dungeonId }: { dungeonId: string }) {
  const active = useActiveRun();
  const battle = useActiveBattle();
  // A run's dungeon can turn into a battle: have its screen ready.
  usePreloadBattle(true);
  const [finished, setFinished] = useState<MovementRun | null>(null);
  const t = useT();

  if (finished) return <RunFinished run={finished} />;
  if (active.isPending || (active.data == null && battle.isPending)) {
    return <ScreenLoading>{t("movement.loading")}</ScreenLoading>;
  }
  if (active.isError) {
    return (
      <ScreenLoadError onRetry={() => void active.refetch()}>
        {t("movement.loadError")}
      </ScreenLoadError>
    );
  }
  const run = active.data;
  if (run && run.dungeonId === dungeonId) {
    if (run.status !== "active") return <RunFinished run={run} />;
    return <MovementRunView key={run.id} run={run} onFinished={setFinished} />;
  }
  if (battle.data && battle.data.dungeonId === dungeonId) return <Redirect to="/battle" />;
  return <NoActiveRun />;
}
