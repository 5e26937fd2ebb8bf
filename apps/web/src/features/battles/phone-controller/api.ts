import type { ControllerState, ControllerStatus } from "@repgate/contracts/controllers";
import { controllerEndpoints } from "@repgate/contracts/endpoints/controllers";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api-client.ts";
import { queryKeyOf } from "../../../lib/query-keys.ts";

/**
 * The big screen hears the controller's changes as they happen (controllerChanged); it reads
 * again meanwhile only to see a waiting code expire, or a phone whose server went away.
 */
const WAITING_POLL_MS = 5000;
const CONNECTED_POLL_MS = 30_000;

/** The big screen's controller status: what a controllerChanged event makes stale. */
export const controllerStatusQueryKey = queryKeyOf(controllerEndpoints.current);
/** The phone's own state: read again when its socket says "changed". */
export const controllerStateQueryKey = queryKeyOf(controllerEndpoints.state);

/** The big screen's controller: waiting for the phone, connected, disconnected or none. */
export function useControllerStatus(enabled: boolean) {
  return useQuery({
    queryKey: controllerStatusQueryKey,
    queryFn: (): Promise<ControllerStatus> =>
      call(controllerEndpoints.current, {}, { cache: "no-store" }),
    enabled,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      if (status === "waiting") return WAITING_POLL_MS;
      return status === "connected" ? CONNECTED_POLL_MS : false;
    },
  });
}

export function useCreatePairing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(controllerEndpoints.create),
    onSuccess: () => void client.invalidateQueries({ queryKey: controllerStatusQueryKey }),
  });
}

export function useEndController() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(controllerEndpoints.end),
    onSuccess: () => void client.invalidateQueries({ queryKey: controllerStatusQueryKey }),
  });
}

/** The phone: claims a pairing by its link's token or by the typed code. */
export function useClaimController() {
  return useMutation({
    mutationFn: (by: { token: string } | { code: string }) =>
      "token" in by
        ? call(controllerEndpoints.claim, { params: { token: by.token } })
        : call(controllerEndpoints.claimByCode, { body: { code: by.code } }),
  });
}

/** The phone's battle: read once, then again whenever its socket says it changed. */
export function useControllerState(enabled: boolean) {
  return useQuery({
    queryKey: controllerStateQueryKey,
    queryFn: (): Promise<ControllerState> =>
      call(controllerEndpoints.state, {}, { cache: "no-store" }),
    enabled,
    retry: false,
  });
}

export function useReleaseController() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(controllerEndpoints.release),
    onSuccess: () => void client.invalidateQueries({ queryKey: controllerStateQueryKey }),
  });
}
