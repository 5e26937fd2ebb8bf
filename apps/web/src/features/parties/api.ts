import { partyEndpoints } from "@repgate/contracts/endpoints/parties";
import type { RespondConfirmationReply } from "@repgate/contracts/parties";
import {
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";
import { queryKeyOf } from "../../lib/query-keys.ts";
import { userQueryKey } from "../auth/api.ts";
import { activeBattleQueryKey } from "../battles/api.ts";

export const partyQueryKey = queryKeyOf(partyEndpoints.party);
export const partyPermissionsQueryKey = queryKeyOf(partyEndpoints.permissions);

export const partyQueryOptions = queryOptions({
  queryKey: partyQueryKey,
  queryFn: () => call(partyEndpoints.party),
});

/** The hunter's party (null without one); read only when the hunter has a partyId. */
export function useParty(enabled = true) {
  return useQuery({ ...partyQueryOptions, enabled });
}

export function usePartyPermissions(enabled = true) {
  return useQuery({
    queryKey: partyPermissionsQueryKey,
    queryFn: () => call(partyEndpoints.permissions),
    enabled,
  });
}

/** Membership changed: the party, the permissions and the hunter (partyId) are stale. */
function refreshParty(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: partyQueryKey }),
    queryClient.invalidateQueries({ queryKey: partyPermissionsQueryKey }),
    queryClient.invalidateQueries({ queryKey: userQueryKey }),
  ]);
}

export function useCreateParty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => call(partyEndpoints.create, { body: { name } }),
    onSuccess: (party) => {
      queryClient.setQueryData(partyQueryKey, party);
      void refreshParty(queryClient);
    },
  });
}

/** Invites by id (profile button) or by hunter name (party panel). */
export function useInviteToParty() {
  return useMutation({
    mutationFn: (who: { inviteeId: string } | { hunterName: string }) =>
      call(partyEndpoints.invite, { body: who }),
  });
}

export function useRespondPartyInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: "accepted" | "declined" }) =>
      call(partyEndpoints.respondInvitation, { params: { id }, body: { status } }),
    onSuccess: () => refreshParty(queryClient),
  });
}

export function useLeaveParty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(partyEndpoints.leave),
    onSuccess: () => {
      queryClient.setQueryData(partyQueryKey, null);
      void refreshParty(queryClient);
    },
  });
}

export function useRequestPartyDungeon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dungeonId: string) =>
      call(partyEndpoints.requestConfirmation, { body: { dungeonId } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: partyQueryKey }),
  });
}

export function useRespondPartyDungeon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, confirmed }: { id: string; confirmed: boolean }) =>
      call(partyEndpoints.respondConfirmation, { params: { id }, body: { confirmed } }),
    onSuccess: (reply: RespondConfirmationReply) => {
      void queryClient.invalidateQueries({ queryKey: partyQueryKey });
      if (reply.status === "entered") {
        void queryClient.invalidateQueries({ queryKey: activeBattleQueryKey });
        void queryClient.invalidateQueries({ queryKey: userQueryKey });
      }
    },
  });
}
