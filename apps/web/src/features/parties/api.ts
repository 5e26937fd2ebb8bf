import { partyEndpoints } from "@repgate/contracts/endpoints/parties";
import { PARTY_ENTRY_CANCELLED } from "@repgate/contracts/parties";
import {
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { useLocation } from "wouter";
import { toast, toastFailure } from "../../components/ui/toast-store.ts";
import { call } from "../../lib/api-client.ts";
import { t } from "../../lib/i18n/i18n.ts";
import { queryKeyOf } from "../../lib/query-keys.ts";
import { expectEcho } from "../../lib/reply-echoes.ts";

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

/**
 * The one refresh rule for the party: every change the server makes announces partyChanged to
 * each member (the party and its permissions), and a membership change hunterChanged (partyId)
 * and partyRunStarted when the party enters. A reply that carries the party is stored, and
 * its own partyChanged reads the party no more; the rest arrives by those events. A refusal
 * announces nothing and usually means the screen was stale: then read the party here.
 */
function readPartyAgain(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: partyQueryKey }),
    queryClient.invalidateQueries({ queryKey: partyPermissionsQueryKey }),
  ]);
}

export function useCreateParty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => call(partyEndpoints.create, { body: { name } }),
    onMutate: () => expectEcho(queryClient, "partyChanged", partyQueryKey),
    onSuccess: (party) => queryClient.setQueryData(partyQueryKey, party),
    onSettled: (_party, error, _name, echo) => echo?.settled(error === null),
    onError: () => readPartyAgain(queryClient),
  });
}

/** Invites by id (profile button) or by hunter name (party panel). */
export function useInviteToParty() {
  return useMutation({
    mutationFn: (who: { inviteeId: string } | { hunterName: string }) =>
      call(partyEndpoints.invite, { body: who }),
  });
}

/** Accepting stores the party the reply carries; declining changes no party of the hunter's. */
export function useRespondPartyInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: "accepted" | "declined" }) =>
      call(partyEndpoints.respondInvitation, { params: { id }, body: { status } }),
    onMutate: () => expectEcho(queryClient, "partyChanged", partyQueryKey),
    onSuccess: (reply) => {
      if (reply.party) queryClient.setQueryData(partyQueryKey, reply.party);
    },
    onSettled: (reply, error, _answer, echo) => echo?.settled(error === null && !!reply?.party),
    onError: () => readPartyAgain(queryClient),
  });
}

export function useLeaveParty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(partyEndpoints.leave),
    onMutate: () => expectEcho(queryClient, "partyChanged", partyQueryKey),
    onSuccess: () => queryClient.setQueryData(partyQueryKey, null),
    onSettled: (_reply, error, _none, echo) => echo?.settled(error === null),
    onError: () => readPartyAgain(queryClient),
  });
}

/** The confirmation the party waits on arrives by the request's partyChanged. */
export function useRequestPartyDungeon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dungeonId: string) =>
      call(partyEndpoints.requestConfirmation, { body: { dungeonId } }),
    onError: () => readPartyAgain(queryClient),
  });
}

/**
 * An answer's partyChanged reads the party; when everyone is in, partyRunStarted reads the
 * battle and the hunter (use-party-run-follow.ts takes them there).
 */
function useRespondPartyDungeon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, confirmed }: { id: string; confirmed: boolean }) =>
      call(partyEndpoints.respondConfirmation, { params: { id }, body: { confirmed } }),
    onError: () => readPartyAgain(queryClient),
  });
}

/**
 * Confirm or Decline of the leader's dungeon request, wherever it is answered (the bell, the
 * member's dialog): the same toasts, and the battle when the answer completed the party.
 */
export function useAnswerPartyDungeon({ onEntered }: { onEntered?: () => void } = {}) {
  const respond = useRespondPartyDungeon();
  const [, navigate] = useLocation();
  const answer = (id: string, confirmed: boolean, onSettled?: () => void) =>
    respond.mutate(
      { id, confirmed },
      {
        onSettled,
        onSuccess: (reply) => {
          if (reply.status === "entered") {
            toast({ title: t("party.entered"), description: t("party.entered.text") });
            onEntered?.();
            navigate("/battle");
          } else if (reply.status === "cancelled") {
            toast({
              title:
                reply.message === PARTY_ENTRY_CANCELLED ? PARTY_ENTRY_CANCELLED : reply.message,
              variant: "destructive",
            });
          } else {
            toast({ title: t("party.confirmed"), description: reply.message });
          }
        },
        onError: (error) => toastFailure(t("party.error"), error, t("party.confirm.failed")),
      },
    );
  return { answer, pending: respond.isPending };
}

/** The leader removes a member: the party is read again by the reply's partyChanged. */
export function useRemovePartyMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: string) => call(partyEndpoints.removeMember, { params: { memberId } }),
    onSettled: () => readPartyAgain(queryClient),
  });
}
