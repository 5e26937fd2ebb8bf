import type { Battle, BattleLogEntry } from "@repgate/contracts/battles";
import type { BattleStrike } from "@repgate/contracts/events";
import type { QueryClient } from "@tanstack/react-query";
import { activeBattleQueryKey } from "./api.ts";

function sameLine(a: BattleLogEntry, b: BattleLogEntry): boolean {
  return a.at === b.at && a.kind === b.kind && a.text === b.text;
}

/** Whether the log already ends with the strike's lines (its own reply was stored first). */
function endsWith(log: readonly BattleLogEntry[], lines: readonly BattleLogEntry[]): boolean {
  if (lines.length === 0 || lines.length > log.length) return false;
  const tail = log.slice(-lines.length);
  return lines.every((line, i) => {
    const held = tail[i];
    return held !== undefined && sameLine(held, line);
  });
}

/**
 * A strike the hunter's runChanged carried (a hit from the phone, or from another tab), put
 * into the cached battle at once: the monster's and the hunter's HP, the figures and the new
 * log lines are the server's own, so the screen paints the hit without reading the battle
 * first (issue 47). False when the cache holds no such battle (another monster, none yet):
 * then the battle is read again as for any runChanged. A read already on its way may have
 * left before the strike's commit: it is replaced by a fresh one, which cannot undo the paint.
 */
export function paintStrike(queryClient: QueryClient, strike: BattleStrike): boolean {
  const battle = queryClient.getQueryData<Battle | null>(activeBattleQueryKey);
  if (!battle || battle.id !== strike.battleId) return false;
  if (endsWith(battle.log, strike.lines)) return true;
  const reading = queryClient.isFetching({ queryKey: activeBattleQueryKey }) > 0;
  const { battleId: _id, lines, ...figures } = strike;
  const painted: Battle = { ...battle, ...figures, log: [...battle.log, ...lines] };
  queryClient.setQueryData<Battle | null>(activeBattleQueryKey, painted);
  if (reading) void queryClient.invalidateQueries({ queryKey: activeBattleQueryKey });
  return true;
}
