import { movementEndpoints } from "@repgate/contracts/endpoints/movement";
import type { MovementRun, PositionSampleRequest } from "@repgate/contracts/movement";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";
import { LIVE_STATE_REUSE_MS } from "../../lib/query-client.ts";
import { queryKeyOf } from "../../lib/query-keys.ts";
import { expectEcho } from "../../lib/reply-echoes.ts";

export const activeRunQueryKey = queryKeyOf(movementEndpoints.active);

/** The movement run in progress, or null; like the battle, reused only briefly. */
export const activeRunQueryOptions = queryOptions({
  queryKey: activeRunQueryKey,
  queryFn: (): Promise<MovementRun | null> =>
    call(movementEndpoints.active, {}, { cache: "no-store" }),
  staleTime: LIVE_STATE_REUSE_MS,
});

export function useActiveRun() {
  return useQuery(activeRunQueryOptions);
}

/** One Geolocation reading; the reply is the run as the server now counts it. */
export function sendPositionSample(runId: string, sample: PositionSampleRequest) {
  return call(movementEndpoints.recordSample, { params: { runId }, body: sample });
}

export function useAbandonRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (run: Pick<MovementRun, "id">) =>
      call(movementEndpoints.abandon, { params: { runId: run.id } }),
    // The run is over: stored, so the abandon's runChanged reads it no more; its
    // hunterChanged reads the hunter (out of the gate).
    onMutate: () => expectEcho(queryClient, "runChanged", activeRunQueryKey),
    onSuccess: () => queryClient.setQueryData(activeRunQueryKey, null),
    onSettled: (_reply, error, _run, echo) => echo?.settled(error === null),
  });
}
