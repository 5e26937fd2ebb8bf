import { useQueryClient } from "@tanstack/react-query";
import { Swords } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { Button, buttonClasses } from "../../components/ui/button.tsx";
import { Panel } from "../../components/ui/panel.tsx";
import { toast } from "../../components/ui/toast-store.ts";
import { userQueryKey, useUser } from "../auth/api.ts";
import { activeBattleQueryKey, isBattleLive, useActiveBattle } from "./api.ts";
import { BattleOutcome, type Outcome, TIME_UP_MESSAGE } from "./battle-outcome.tsx";
import { BattleView } from "./battle-view.tsx";
import { clearPendingNext, loadPendingNext, savePendingNext } from "./pending-next.ts";

function NoActiveBattle() {
  return (
    <Panel aria-labelledby="no-battle-title" className="mx-auto mt-6 max-w-lg text-center">
      <Swords aria-hidden="true" className="mx-auto size-10 text-sky-300" />
      <h1 id="no-battle-title" className="glow-text mt-3 text-2xl font-bold text-sky-50">
        No Active Battle
      </h1>
      <p className="mt-2 text-slate-300">Enter a dungeon to start a fight.</p>
      <div className="mt-5 flex flex-col justify-center gap-2 sm:flex-row">
        <Link href="/dungeons" className={buttonClasses("primary", "lg")}>
          Explore Dungeons
        </Link>
        <Link href="/" className={buttonClasses("secondary", "lg")}>
          Return Home
        </Link>
      </div>
    </Panel>
  );
}

/** /battle: the active battle, or the way to find one. */
export function BattlePage() {
  const { data: user } = useUser();
  const active = useActiveBattle();
  const queryClient = useQueryClient();
  // A reload during the rest between monsters comes back to its countdown.
  const [outcome, setOutcome] = useState<Outcome | null>(() => {
    const pending = loadPendingNext();
    return pending && { kind: "next", message: "", ...pending };
  });

  function finish(next: Outcome) {
    if (next.kind === "next") savePendingNext(next.next, next.deadline);
    else clearPendingNext();
    if (next.kind === "defeat" || next.kind === "time-up") {
      toast(
        next.kind === "defeat"
          ? { title: "Defeat!", description: next.message, variant: "destructive" }
          : { title: "Time's Up!", description: TIME_UP_MESSAGE, variant: "destructive" },
      );
      void queryClient.invalidateQueries({ queryKey: activeBattleQueryKey });
      void queryClient.invalidateQueries({ queryKey: userQueryKey });
    }
    setOutcome(next);
  }

  if (outcome) {
    const nextBattleStarted = () => {
      clearPendingNext();
      setOutcome(null);
    };
    return <BattleOutcome outcome={outcome} onNextBattle={nextBattleStarted} />;
  }
  if (!user || active.isPending) {
    return (
      <p role="status" className="py-16 text-center text-slate-300">
        Loading battle...
      </p>
    );
  }
  if (active.isError) {
    return (
      <Panel className="mx-auto mt-6 max-w-lg text-center">
        <p className="text-slate-200">Could not load your battle right now.</p>
        <Button variant="secondary" className="mt-3" onClick={() => void active.refetch()}>
          Try Again
        </Button>
      </Panel>
    );
  }
  const battle = active.data;
  if (!isBattleLive(battle)) return <NoActiveBattle />;
  return <BattleView key={battle.id} battle={battle} onOutcome={finish} />;
}
