import type { QueryClient } from "@tanstack/react-query";
import { userQueryOptions } from "../features/auth/api.ts";
import { activeBattleQueryOptions, pendingNextQueryOptions } from "../features/battles/api.ts";
import { dungeonsQueryOptions } from "../features/dungeons/api.ts";
import { myGuildQueryOptions } from "../features/guild/api.ts";
import { inventoryQueryOptions } from "../features/inventory/api.ts";
import { leaderboardQueryOptions } from "../features/leaderboard/api.ts";
import { activeRunQueryOptions } from "../features/movement/api.ts";
import { partyQueryOptions } from "../features/parties/api.ts";
import { dailyQuestQueryOptions, questsQueryOptions } from "../features/quests/api.ts";
import { auctionQueryOptions, shopItemsQueryOptions } from "../features/shop/api.ts";

/**
 * A read a screen shows first. Each uses the screen's own typed query options, so the prefetch
 * fills the very cache entry the screen reads; prefetchQuery never throws (failures stay
 * silent, the screen shows them) and leaves fresh data alone.
 */
type Prefetch = (client: QueryClient) => Promise<void>;

const dungeons: Prefetch = (client) => client.prefetchQuery(dungeonsQueryOptions);
const inventory: Prefetch = (client) => client.prefetchQuery(inventoryQueryOptions);
const leaderboard: Prefetch = (client) => client.prefetchQuery(leaderboardQueryOptions);
const quests: Prefetch = (client) => client.prefetchQuery(questsQueryOptions);
const dailyQuest: Prefetch = (client) => client.prefetchQuery(dailyQuestQueryOptions);
const shopItems: Prefetch = (client) => client.prefetchQuery(shopItemsQueryOptions);
const myGuild: Prefetch = (client) => client.prefetchQuery(myGuildQueryOptions);
const auction: Prefetch = (client) => client.prefetchQuery(auctionQueryOptions);
const activeBattle: Prefetch = (client) => client.prefetchQuery(activeBattleQueryOptions);
const activeRun: Prefetch = (client) => client.prefetchQuery(activeRunQueryOptions);
/** Read alongside the battle rather than after it: the home asks for it when there is none. */
const pendingNext: Prefetch = (client) => client.prefetchQuery(pendingNextQueryOptions);
/** Only a hunter in a party has one to read. */
const party: Prefetch = async (client) => {
  if (client.getQueryData(userQueryOptions.queryKey)?.partyId) {
    await client.prefetchQuery(partyQueryOptions);
  }
};

const READS: Record<string, readonly Prefetch[]> = {
  "/": [activeBattle, pendingNext, activeRun, dailyQuest, dungeons, quests, leaderboard, party],
  "/inventory": [inventory],
  "/dungeons": [dungeons],
  "/quests": [quests, dailyQuest],
  "/shop": [shopItems, auction],
  "/leaderboard": [leaderboard],
  "/social": [leaderboard],
  "/guild": [myGuild],
};

/**
 * Starts the reads of the screen at `path`, alongside its code: when a tab is under the
 * pointer (spec part 1, section 7), and when the app opens on that screen, so the first
 * screen's data and code download together instead of one after the other.
 */
export function prefetchScreenReads(client: QueryClient, path: string): void {
  for (const read of READS[path] ?? []) void read(client);
}
