import { worldEventEndpoints } from "@repgate/contracts/endpoints/world-events";
import type { Contributors, CurrentWorldEvent } from "@repgate/contracts/world-events";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";
import { queryKeyOf } from "../../lib/query-keys.ts";
import { activeBattleQueryKey } from "../battles/api.ts";

export const currentWorldEventQueryKey = queryKeyOf(worldEventEndpoints.current);
/** Every page of every event's contributors: what a worldEventChanged makes stale. */
export const contributorsQueryKey = queryKeyOf(worldEventEndpoints.contributors);

export const currentWorldEventQueryOptions = queryOptions({
  queryKey: currentWorldEventQueryKey,
  queryFn: (): Promise<CurrentWorldEvent> =>
    call(worldEventEndpoints.current, {}, { cache: "no-store" }),
});

export function useCurrentWorldEvent() {
  return useQuery(currentWorldEventQueryOptions);
}

export function useContributors(eventId: string | undefined) {
  return useQuery({
    queryKey: [...contributorsQueryKey, eventId],
    enabled: eventId !== undefined,
    queryFn: (): Promise<Contributors> =>
      call(worldEventEndpoints.contributors, { params: { id: eventId as string }, query: {} }),
  });
}

/** Joins the Gate Break: the hunter's battle against the boss begins. */
export function useJoinWorldEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (eventId: string) => call(worldEventEndpoints.join, { params: { id: eventId } }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: activeBattleQueryKey });
      void client.invalidateQueries({ queryKey: currentWorldEventQueryKey });
    },
  });
}
