import type { NextBattle } from "@repgate/contracts/battles";
import { Swords } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { buttonClasses } from "../../components/ui/button.tsx";
import { ScreenLoadError, ScreenLoading } from "../../components/ui/load-states.tsx";
import { Panel } from "../../components/ui/panel.tsx";
import { toast } from "../../components/ui/toast-store.ts";
import { t, useT } from "../../lib/i18n/i18n.ts";
import { useUser } from "../auth/api.ts";
import { isBattleLive, useActiveBattle, usePendingNext } from "./api.ts";
import { BattleOutcome, nextEnemyDeadline, type Outcome } from "./battle-outcome.tsx";
import { BattleView } from "./battle-view.tsx";

/**
 * The toast's body under the title 'Defeat!': the server's messages start ("Defeat! Goblin
 * struck you down.") or end ("... Defeat!") with the word, which read "Defeat! Defeat!".
 */
function defeatText(message: string): string {
  const body = message
    .replace(/^Defeat!\s*/, "")
    .replace(/\s*Defeat!$/, "")
    .trim();
  return body || t("battle.defeat.fallback");
}

function NoActiveBattle() {
  const t = useT();
  return (
    <Panel aria-labelledby="no-battle-title" className="mx-auto mt-6 max-w-lg text-center">
      <Swords aria-hidden="true" className="mx-auto size-10 text-sky-300" />
      <h1 id="no-battle-title" className="glow-text mt-3 text-2xl font-bold text-sky-50">
        {t("battle.noActive.title")}
      </h1>
      <p className="mt-2 text-slate-300">{t("battle.noActive.text")}</p>
      <div className="mt-5 flex flex-col justify-center gap-2 sm:flex-row">
        <Link href="/dungeons" className={buttonClasses("primary", "lg")}>
          {t("battle.noActive.explore")}
        </Link>
        <Link href="/" className={buttonClasses("secondary", "lg")}>
          {t("battle.returnHome")}
        </Link>
      </div>
    </Panel>
  );
}

/**
 * The rest between two monsters, picked up from the server (a reload, another tab, a reopened
 * app): the countdown runs for the seconds the server says are left, then the next battle.
 */
function ResumedCountdown({ next }: { next: NextBattle }) {
  const [deadline] = useState(() => nextEnemyDeadline(next));
  // Nothing to do when it is over: the new battle is in the cache, or the run has ended and
  // the pending query says so (api.ts), and this page follows.
  const followTheCache = () => {};
  return (
    <BattleOutcome
      outcome={{ kind: "next", next, message: "", deadline }}
      onNextBattle={followTheCache}
    />
  );
}

/** /battle: the active battle, the next monster on its way, or the way to find one. */
export function BattlePage() {
  const { data: user } = useUser();
  const active = useActiveBattle();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // With no battle to show, the server may still have the run's next monster waiting.
  const idle = active.isSuccess && !isBattleLive(active.data);
  const pending = usePendingNext(idle && outcome === null);
  const t = useT();

  function finish(next: Outcome) {
    if (next.kind === "defeat" || next.kind === "time-up") {
      toast(
        next.kind === "defeat"
          ? {
              title: t("battle.defeat.title"),
              description: defeatText(next.message),
              variant: "destructive",
            }
          : {
              title: t("battle.timeUp.title"),
              description: t("battle.timeUp.message"),
              variant: "destructive",
            },
      );
      // The defeat (by a move, or by the run's job at its time limit) announces the run and
      // the hunter; those events read the battle and the hunter again.
    }
    setOutcome(next);
  }

  if (outcome) {
    return <BattleOutcome outcome={outcome} onNextBattle={() => setOutcome(null)} />;
  }
  if (!user || active.isPending) return <ScreenLoading>{t("battle.loading")}</ScreenLoading>;
  if (active.isError) {
    return (
      <ScreenLoadError onRetry={() => void active.refetch()}>
        {t("battle.loadError")}
      </ScreenLoadError>
    );
  }
  const battle = active.data;
  if (isBattleLive(battle)) {
    return <BattleView key={battle.id} battle={battle} onOutcome={finish} />;
  }
  // Only this visit's answer counts: a cached one would restart an old countdown.
  if (!pending.isFetchedAfterMount) return <ScreenLoading>{t("battle.loading")}</ScreenLoading>;
  if (pending.data) return <ResumedCountdown key={pending.data.battleId} next={pending.data} />;
  return <NoActiveBattle />;
}
