import type { NextBattle } from "@repgate/contracts/battles";
import { DEFEAT_REDIRECT_SECONDS } from "@repgate/game/rules/combat";
import { Hourglass, Skull } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useLocation } from "wouter";
import { Button } from "../../components/ui/button.tsx";
import { Panel } from "../../components/ui/panel.tsx";
import { toastFailure } from "../../components/ui/toast-store.ts";
import { isApiStatus } from "../../lib/api-client.ts";
import { useTableText } from "../../lib/i18n/content-text.ts";
import { useT } from "../../lib/i18n/i18n.ts";
import { richText } from "../../lib/i18n/rich-text.tsx";
import { useNow } from "../../lib/use-now.ts";
import { useCreateNextBattle } from "./api.ts";
import { ClearedSummary, type DungeonReward } from "./cleared-summary.tsx";

/** How a battle ended, when the screen has more to show than the battle itself. */
export type Outcome =
  /** `deadline`: epoch ms when the countdown ends and the next battle is created. */
  | { kind: "next"; next: NextBattle; message: string; deadline: number }
  | { kind: "cleared"; reward: DungeonReward; message: string }
  | { kind: "defeat"; message: string }
  | { kind: "time-up" };

/** Whole seconds until `deadline` (epoch ms). */
function useSecondsUntil(deadline: number): number {
  const now = useNow(250);
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/**
 * When the next-enemy countdown ends, counted from now: `countdownSeconds` is what the server
 * says is left (30 on a fresh claim, fewer when resumed; 0 summons at once).
 */
export function nextEnemyDeadline(next: NextBattle, now: number = Date.now()): number {
  return now + Math.max(0, next.countdownSeconds) * 1000;
}

/** Focus lands on a new screen's heading, so keyboard and screen reader users start there. */
function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

function OutcomePanel({ titleId, children }: { titleId: string; children: ReactNode }) {
  return (
    <Panel
      aria-labelledby={titleId}
      className="mx-auto mt-4 flex max-w-lg flex-col items-center gap-3 text-center"
    >
      {children}
    </Panel>
  );
}

/** The 30-second rest between monsters, then the next battle (docs/game-rules/screens.md). */
function NextEnemyCountdown({
  next,
  message,
  deadline,
  onDone,
}: {
  next: NextBattle;
  message: string;
  deadline: number;
  onDone: () => void;
}) {
  const left = useSecondsUntil(deadline);
  const createNext = useCreateNextBattle();
  const summoned = useRef(false);
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const t = useT();
  const tt = useTableText();

  function summon() {
    createNext.mutate(next, {
      onSuccess: () => onDone(),
      onError: (error) => {
        toastFailure(t("battle.next.failed"), error, t("battle.next.failedText"));
        // 409: the server has no next monster for this run (it ended meanwhile): stop here.
        if (isApiStatus(error, 404, 409)) onDone();
      },
    });
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: fires once, when the count ends.
  useEffect(() => {
    if (left > 0 || summoned.current) return;
    summoned.current = true;
    summon();
  }, [left]);

  return (
    <OutcomePanel titleId="next-enemy-title">
      <Hourglass aria-hidden="true" className="size-10 text-sky-300" />
      <h1
        ref={headingRef}
        tabIndex={-1}
        id="next-enemy-title"
        className="glow-text text-2xl font-bold text-sky-50"
      >
        {t("battle.next.title")}
      </h1>
      {message ? <p className="text-slate-300">{message}</p> : null}
      <p className="text-slate-200">
        {richText("battle.next.arrives", {
          monster: <strong className="text-slate-50">{tt(next.monsterName)}</strong>,
        })}
      </p>
      <p className="text-7xl font-black text-sky-100 tabular-nums">
        <span role="timer">{left}</span>
        <span className="sr-only">{t("battle.next.seconds", { count: left })}</span>
      </p>
      <p className="text-sm text-slate-300">{t("battle.next.rest")}</p>
      {createNext.isPending ? <p role="status">{t("battle.next.summoning")}</p> : null}
      {createNext.isError ? (
        <Button onClick={summon} size="lg">
          {t("battle.tryAgain")}
        </Button>
      ) : null}
    </OutcomePanel>
  );
}

/** Defeat or time up: say so, then go home after 3 seconds (docs/game-rules/screens.md). */
function ReturningHome({ title, message }: { title: string; message: string }) {
  const [deadline] = useState(() => Date.now() + DEFEAT_REDIRECT_SECONDS * 1000);
  const left = useSecondsUntil(deadline);
  const [, navigate] = useLocation();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const t = useT();
  useEffect(() => {
    if (left === 0) navigate("/");
  }, [left, navigate]);
  return (
    <OutcomePanel titleId="battle-lost-title">
      <Skull aria-hidden="true" className="size-12 text-red-400" />
      <h1
        ref={headingRef}
        tabIndex={-1}
        id="battle-lost-title"
        className="text-2xl font-bold text-red-300"
      >
        {title}
      </h1>
      <p className="text-slate-200">{message}</p>
      <p className="text-sm text-slate-400">{t("battle.returningHome", { left })}</p>
    </OutcomePanel>
  );
}

export function BattleOutcome({
  outcome,
  onNextBattle,
}: {
  outcome: Outcome;
  /** The countdown is over: a new battle is in the cache, or there is none to start. */
  onNextBattle: () => void;
}) {
  const t = useT();
  switch (outcome.kind) {
    case "next":
      return (
        <NextEnemyCountdown
          next={outcome.next}
          message={outcome.message}
          deadline={outcome.deadline}
          onDone={onNextBattle}
        />
      );
    case "cleared":
      return <ClearedSummary reward={outcome.reward} message={outcome.message} />;
    case "defeat":
      return (
        <ReturningHome
          title={t("battle.fallen.title")}
          message={outcome.message || t("battle.fallen.fallback")}
        />
      );
    case "time-up":
      return (
        <ReturningHome title={t("battle.outOfTime.title")} message={t("battle.outOfTime.text")} />
      );
  }
}
