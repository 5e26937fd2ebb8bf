import {
  type MovementRun,
  movementRunSchema,
  type PositionSampleRequest,
} from "@repgate/contracts/movement";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, sendJson } from "../../lib/api-client.ts";
import { userQueryKey } from "../auth/api.ts";

export const activeRunQueryKey = ["/api/movement/active"] as const;

export const runPath = (runId: string, action: string) =>
  `/api/movement/${encodeURIComponent(runId)}/${action}`;

/** The movement run in progress, or null; like the battle, never reused from a cache. */
export const activeRunQueryOptions = queryOptions({
  queryKey: activeRunQueryKey,
  queryFn: async (): Promise<MovementRun | null> => {
    const reply = await apiRequest("GET", "/api/movement/active", undefined, {
      cache: "no-store",
    });
    return reply === null ? null : movementRunSchema.parse(reply);
  },
  staleTime: 0,
  refetchOnMount: "always",
});

export function useActiveRun() {
  return useQuery(activeRunQueryOptions);
}

/** One Geolocation reading; the reply is the run as the server now counts it. */
export function sendPositionSample(runId: string, sample: PositionSampleRequest) {
  return sendJson("POST", runPath(runId, "samples"), movementRunSchema, sample);
}

export function useAbandonRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (run: Pick<MovementRun, "id">) => apiRequest("POST", runPath(run.id, "abandon")),
    onSuccess: () => {
      queryClient.setQueryData(activeRunQueryKey, null);
      void queryClient.invalidateQueries({ queryKey: userQueryKey });
    },
  });
}
