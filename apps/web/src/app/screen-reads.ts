import type { QueryClient } from "@tanstack/react-query";
import { userQueryOptions } from "../features/auth/api.ts";
import { activeBattleQueryOptions, pendingNextQueryOptions } from "../features/battles/api.ts";
import { dungeonsQueryOptions } from "../features/dungeons/api.ts";
import { myGuildQueryOptions } from "../features/guilds/api.ts";
import { inventoryQueryOptions } from "../features/inventory/api.ts";
import { leaderboardQueryOptions } from "../features/leaderboard/api.ts";
import { activeRunQueryOptions } from "../features/movement/api.ts";
import { notificationsQueryOptions } from "../features/notifications/api.ts";
import { partyQueryOptions } from "../features/parties/api.ts";
import { dailyQuestQueryOptions, questsQueryOptions } from "../features/quests/api.ts";
import { streakQueryOptions } from "../features/rest-days/api.ts";
import { auctionQueryOptions, shopItemsQueryOptions } from "../features/shop/api.ts";
import { currentWorldEventQueryOptions } from "../features/world-events/api.ts";

/**
 * A read a screen shows first. Each uses the screen's own typed query options, so the prefetch
 * fills the very cache entry the screen reads; prefetchQuery never throws (failures stay
 * silent, the screen shows them) and leaves fresh data alone.
 */
export type ScreenRead = (client: QueryClient) => Promise<void>;

/**
 * The reads a route (or the frame around every route) may name (routes.ts). A chunk of its own, loaded when the app opens: the
 * query options it imports would otherwise grow the landing page's script.
 */
export const SCREEN_READS = {
  dungeons: (client) => client.prefetchQuery(dungeonsQueryOptions),
  inventory: (client) => client.prefetchQuery(inventoryQueryOptions),
  leaderboard: (client) => client.prefetchQuery(leaderboardQueryOptions),
  quests: (client) => client.prefetchQuery(questsQueryOptions),
  dailyQuest: (client) => client.prefetchQuery(dailyQuestQueryOptions),
  /** The home's streak badge. */
  streak: (client) => client.prefetchQuery(streakQueryOptions),
  shopItems: (client) => client.prefetchQuery(shopItemsQueryOptions),
  myGuild: (client) => client.prefetchQuery(myGuildQueryOptions),
  auction: (client) => client.prefetchInfiniteQuery(auctionQueryOptions),
  activeBattle: (client) => client.prefetchQuery(activeBattleQueryOptions),
  activeRun: (client) => client.prefetchQuery(activeRunQueryOptions),
  /** Read alongside the battle rather than after it: the home asks for it when there is none. */
  pendingNext: (client) => client.prefetchQuery(pendingNextQueryOptions),
  /** The home's Gate Break card. */
  worldEvent: (client) => client.prefetchQuery(currentWorldEventQueryOptions),
  /** The bell's unread count, in the frame of every signed-in screen. */
  notifications: (client) => client.prefetchQuery(notificationsQueryOptions),
  /** Only a hunter in a party has one to read. */
  party: async (client) => {
    if (client.getQueryData(userQueryOptions.queryKey)?.partyId) {
      await client.prefetchQuery(partyQueryOptions);
    }
  },
} satisfies Record<string, ScreenRead>;

export type ScreenReads = typeof SCREEN_READS;
