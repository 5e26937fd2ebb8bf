import type { Leaderboard } from "@repgate/contracts/leaderboard";
import type { Rank } from "@repgate/game/ranks";
import type { Db } from "../../db/connect.ts";
import * as repo from "./repo.ts";

/** How many hunters the first version of the leaderboard lists. */
export const LEADERBOARD_SIZE = 100;

/** The top hunters and the caller's position (null until they finish onboarding). */
export async function loadLeaderboard(db: Db, userId: string): Promise<Leaderboard> {
  const rows = await repo.rankHunters(db, userId, LEADERBOARD_SIZE);
  const mine = rows.find((r) => r.id === userId);
  const total = rows[0]?.total ?? (await repo.countOnboarded(db));
  return {
    hunters: rows
      .filter((r) => r.position <= LEADERBOARD_SIZE)
      .map(({ total: _total, ...entry }) => ({ ...entry, rank: entry.rank as Rank })),
    total,
    myPosition: mine?.position ?? null,
  };
}
