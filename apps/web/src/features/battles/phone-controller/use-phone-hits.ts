import type { Battle } from "@repgate/contracts/battles";
import { useEffect, useRef } from "react";
import type { Hit } from "../hit-effects.tsx";

/**
 * The hits a paired phone lands, as the server tells this screen of them: the battle read
 * again after its runChanged grew a log line. They play the screen's own effects (the floating
 * number, the flinch, the counter's shake) from the server's figures, as if struck here.
 */
export function usePhoneHits(battle: Battle, phoneCounts: boolean, play: (hit: Hit) => void) {
  const seen = useRef({ id: battle.id, lines: battle.log.length, hp: battle.playerCurrentHP });
  useEffect(() => {
    const before = seen.current;
    seen.current = { id: battle.id, lines: battle.log.length, hp: battle.playerCurrentHP };
    if (!phoneCounts || before.id !== battle.id || battle.log.length <= before.lines) return;
    const fresh = battle.log.slice(before.lines);
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
