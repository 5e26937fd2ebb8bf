import type { TeammateHit } from "@repgate/contracts/battles";
import { useEffect, useRef, useState } from "react";
import type { TeammateBlow } from "./hit-effects.tsx";

/** How many teammates' numbers may be in the air at once (four hunters strike together). */
const BLOWS_IN_THE_AIR = 3;

/**
 * The teammates' blows heard since the screen opened: each hit of the roster's list that this
 * screen has not seen yet, once. The hits already there on the first read are the past, not
 * news, and rise no number.
 */
export function useTeammateBlows(hits: readonly TeammateHit[] | undefined): TeammateBlow[] {
  const seen = useRef<Set<string> | null>(null);
  const [blows, setBlows] = useState<TeammateBlow[]>([]);
  useEffect(() => {
    if (!hits) return;
    if (seen.current === null) {
      seen.current = new Set(hits.map((h) => h.id));
      return;
    }
    const known = seen.current;
    const fresh = hits.filter((h) => !known.has(h.id));
    if (fresh.length === 0) return;
    for (const h of fresh) known.add(h.id);
    setBlows((shown) =>
      [
        ...shown,
        ...fresh.map((h) => ({ id: h.id, hunterName: h.hunterName, damage: h.damage })),
      ].slice(-BLOWS_IN_THE_AIR),
    );
  }, [hits]);
  return blows;
}
