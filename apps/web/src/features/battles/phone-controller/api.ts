import type { ControllerState, ControllerStatus } from "@repgate/contracts/controllers";
import { controllerEndpoints } from "@repgate/contracts/endpoints/controllers";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api-client.ts";
import { queryKeyOf } from "../../../lib/query-keys.ts";

/** How often the phone checks in (and reads its battle); the big screen reads its status as often. */
const CONTROLLER_POLL_MS = 2000;

/** The big screen's controller status: what a controllerChanged event makes stale. */
export const controllerStatusQueryKey = queryKeyOf(controllerEndpoints.current);
const stateKey = queryKeyOf(controllerEndpoints.state);

/** The big screen's controller: waiting for the phone, connected, disconnected or none. */
export function useControllerStatus(enabled: boolean) {
  return useQuery({
    queryKey: controllerStatusQueryKey,
    queryFn: (): Promise<ControllerStatus> =>
      call(controllerEndpoints.current, {}, { cache: "no-store" }),
    enabled,
    refetchInterval: (query) =>
      query.state.data && query.state.data.status !== "none" ? CONTROLLER_POLL_MS : false,
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

/** The phone's battle, read every poll: it is also the phone's heartbeat. */
export function useControllerState(enabled: boolean) {
  return useQuery({
    queryKey: stateKey,
    queryFn: (): Promise<ControllerState> =>
      call(controllerEndpoints.state, {}, { cache: "no-store" }),
    enabled,
    refetchInterval: (query) => (query.state.data?.endedReason ? false : CONTROLLER_POLL_MS),
    retry: false,
  });
}

export function useControllerStrike() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (
      move:
        | { kind: "attack"; attack: "light" | "heavy" | "combo"; reps: number }
        | { kind: "skill"; reps: number },
    ) =>
      move.kind === "attack"
        ? call(controllerEndpoints.attack, { body: { attack: move.attack, reps: move.reps } })
        : call(controllerEndpoints.castSkill, { body: { reps: move.reps } }),
    onSettled: () => void client.invalidateQueries({ queryKey: stateKey }),
  });
}

export function useReleaseController() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(controllerEndpoints.release),
    onSuccess: () => void client.invalidateQueries({ queryKey: stateKey }),
  });
}
