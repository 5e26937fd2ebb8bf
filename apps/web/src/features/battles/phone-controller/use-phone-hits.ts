import type { Battle, BattleLogEntry } from "@repgate/contracts/battles";
import { useEffect, useRef } from "react";
import type { Hit } from "../hit-effects.tsx";

/**
 * The hits a paired phone lands, as the server tells this screen of them: the battle's log grew
 * (painted from the strike's runChanged, or read again). They play the screen's own effects (the floating
 * number, the flinch, the counter's shake) from the server's figures, as if struck here.
 */
export function usePhoneHits(battle: Battle, phoneCounts: boolean, play: (hit: Hit) => void) {
  const seen = useRef({ id: battle.id, last: battle.log.at(-1), hp: battle.playerCurrentHP });
  useEffect(() => {
    const before = seen.current;
    seen.current = { id: battle.id, last: battle.log.at(-1), hp: battle.playerCurrentHP };
    if (!phoneCounts || before.id !== battle.id) return;
    const fresh = linesAfter(battle.log, before.last);
    const strikes = fresh.filter((line) => line.kind === "attack" || line.kind === "skill");
    if (strikes.length === 0) return;
    const taken = before.hp - battle.playerCurrentHP;
    play({
      id: Date.now(),
      damage: strikes.reduce((sum, line) => sum + (line.damage ?? 0), 0),
      kind: strikes.some((line) => line.kind === "skill") ? "skill" : "attack",
      counter: taken > 0 ? taken : null,
    });
  }, [battle, phoneCounts, play]);
}

/**
 * The log's lines after `last` (the newest line seen before). Found by the line itself, not by
 * the log's length: a long fight's log keeps its newest 100 lines only, so its length stops
 * growing.
 */
function linesAfter(
  log: readonly BattleLogEntry[],
  last: BattleLogEntry | undefined,
): BattleLogEntry[] {
  if (!last) return [...log];
  for (let i = log.length - 1; i >= 0; i -= 1) {
    const line = log[i];
    if (line && line.at === last.at && line.kind === last.kind && line.text === last.text) {
      return log.slice(i + 1);
    }
  }
  return [];
}
