import { worldEventEndpoints } from "@repgate/contracts/endpoints/world-events";
import type { WorldEvent } from "@repgate/contracts/world-events";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { preloadGamePicture } from "../../components/game-picture.tsx";
import { call } from "../../lib/api-client.ts";
import { LIVE_STATE_REUSE_MS } from "../../lib/query-client.ts";
import { queryKeyOf } from "../../lib/query-keys.ts";
import { activeBattleQueryKey } from "../battles/api.ts";

// The Gate Break's queries (issue 48). The socket makes them stale when an event opens, falls,
// closes or pays (app/realtime/event-query-keys.ts); the HP between those comes live
// (use-boss-hp.ts).
export const currentWorldEventQueryKey = queryKeyOf(worldEventEndpoints.current);
/** Every page of every event's contributors: what a worldEventChanged makes stale. */
export const contributorsQueryKey = queryKeyOf(worldEventEndpoints.contributors);

/**
 * The Gate Break of the moment. The home reads it with its page (app/routes.ts) and waits for it
 * before it shows the dashboard: a card arriving later pushed the dungeons down (a layout shift
 * of 0.23 on a phone, Lighthouse). The cache reuses it briefly, so the prefetch is not read twice.
 */
export const currentWorldEventQueryOptions = queryOptions({
  queryKey: currentWorldEventQueryKey,
  queryFn: async () => {
    const reply = await call(worldEventEndpoints.current, {}, { cache: "no-store" });
    // The boss's picture is fetched with the answer, while the home still waits for its other
    // reads and code, not once the card has rendered (decision 050).
    if (reply.event) void preloadGamePicture(reply.event.bossPicture);
    return reply;
  },
  staleTime: LIVE_STATE_REUSE_MS,
});

export function useCurrentWorldEvent() {
  return useQuery(currentWorldEventQueryOptions);
}

/** The first page of the ranked contributors, with the hunter's own place. */
export function useContributors(event: Pick<WorldEvent, "id">) {
  const id = event.id;
  return useQuery({
    queryKey: queryKeyOf(worldEventEndpoints.contributors, { id }),
    queryFn: () =>
      call(worldEventEndpoints.contributors, { params: { id }, query: {} }, { cache: "no-store" }),
  });
}

/** Joins the open Gate Break: the server opens the hunter's battle against its boss. */
export function useJoinWorldEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (event: Pick<WorldEvent, "id">) =>
      call(worldEventEndpoints.join, { params: { id: event.id } }),
    // The battle screen reads the battle the join opened.
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: activeBattleQueryKey });
      await queryClient.invalidateQueries({ queryKey: currentWorldEventQueryKey });
    },
  });
}
