import { BATTLE_TIMER_WARNING_SECONDS } from "@repgate/game/rules/combat";
import { Timer } from "lucide-react";
import { useEffect, useRef } from "react";
import { cx } from "../../lib/cx.ts";
import { formatClock } from "../../lib/format.ts";
import { useT } from "../../lib/i18n/i18n.ts";
import { useServerCountdown } from "../../lib/use-now.ts";

interface BattleTimerProps {
  /** The server's seconds left on the run's 1800-second timer when it answered. */
  secondsLeft: number;
  /** Called once when the countdown reaches 0. */
  onExpire: () => void;
}

/** The battle countdown: red from 5 minutes left (docs/game-rules/screens.md). */
export function BattleTimer({ secondsLeft, onExpire }: BattleTimerProps) {
  const t = useT();
  const left = useServerCountdown(secondsLeft);
  const warning = left <= BATTLE_TIMER_WARNING_SECONDS;
  const expired = left === 0;
  const onExpireRef = useRef(onExpire);
  useEffect(() => {
    onExpireRef.current = onExpire;
  });

  useEffect(() => {
    if (expired) onExpireRef.current();
  }, [expired]);

  return (
    <div
      data-warning={warning}
      className={cx(
        "flex items-center gap-1.5 rounded-md border px-2.5 py-1 font-mono text-lg font-bold tabular-nums",
        warning
          ? "border-red-400 bg-red-500/15 text-red-300 shadow-[0_0_12px_rgb(248_113_113/0.45)]"
          : "border-sky-400/50 text-sky-100",
      )}
    >
      <Timer aria-hidden="true" className="size-4" />
      <span className="sr-only">{t("battle.timer.left")}</span>
      <span role="timer">{formatClock(left)}</span>
    </div>
  );
}
