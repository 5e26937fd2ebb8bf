import type { Queryable } from "../../db/connect.ts";
import { periodStarts } from "./progress.ts";
import { addWorldStatistics } from "./repo.ts";

/**
 * Counts slain monsters (and the dungeons they cleared) in the world's statistics, all-time and
 * this month, in the transaction that pays for them. A party's monster is paid once per member
 * and counted only with the first (battles/settle.ts decides), so four hunters' one kill is one
 * beast in the global and monthly statistics.
 */
export async function countForWorld(
  tx: Queryable,
  { beasts, dungeons, now }: { beasts: number; dungeons: number; now: Date },
): Promise<void> {
  if (beasts === 0 && dungeons === 0) return;
  await addWorldStatistics(tx, { month: periodStarts(now).monthly, beasts, dungeons });
}
