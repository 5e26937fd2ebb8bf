import { guildEndpoints } from "@repgate/contracts/endpoints/guilds";
import type { CreateGuildRequest, RankFields } from "@repgate/contracts/guilds";
import {
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";
import { queryKeyOf } from "../../lib/query-keys.ts";
import { expectEcho } from "../../lib/reply-echoes.ts";
import { userQueryKey } from "../auth/api.ts";

export const myGuildQueryKey = queryKeyOf(guildEndpoints.myGuild);
export const availableGuildsQueryKey = queryKeyOf(guildEndpoints.available);
export const guildPermissionsQueryKey = queryKeyOf(guildEndpoints.permissions);
/** Who the guild kicked; guildMembersChanged (a kick, an unban) makes it stale. */
export const guildBansQueryKey = queryKeyOf(guildEndpoints.bans);

export const myGuildQueryOptions = queryOptions({
  queryKey: myGuildQueryKey,
  queryFn: () => call(guildEndpoints.myGuild),
});

export function useMyGuild() {
  return useQuery(myGuildQueryOptions);
}

/** GET /api/guilds/available: only asked for when the hunter has no guild (spec section 7). */
export function useAvailableGuilds(enabled: boolean) {
  return useQuery({
    queryKey: availableGuildsQueryKey,
    queryFn: () => call(guildEndpoints.available),
    enabled,
  });
}

/** GET /api/guild/permissions: shows controls; the server still decides every action. */
export function useGuildPermissions(enabled = true) {
  return useQuery({
    queryKey: guildPermissionsQueryKey,
    queryFn: () => call(guildEndpoints.permissions),
    enabled,
  });
}

/**
 * The one refresh rule for the guild: every change the server makes is announced to the
 * guild's members (guildDetailsChanged, guildMembersChanged, guildRanksChanged,
 * guildAnnouncementSent read my-guild and the permissions) and a membership change to the
 * hunter (hunterChanged reads the hunter, my-guild and the permissions). The replies carry a
 * message, so a success reads none of that here. A refusal announces nothing and usually
 * means the screen was stale: then it is read again.
 */
function readGuildAgain(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: myGuildQueryKey }),
    queryClient.invalidateQueries({ queryKey: guildPermissionsQueryKey }),
  ]);
}

/**
 * `movesMembership`: joining, creating or leaving changes the list of guilds to join (their
 * member counts, the guild created), which no event announces: it is read again.
 * Reads are started, not awaited: joining or creating swaps the no-guild view for the member
 * view when my-guild refetches, which unmounts the caller, and TanStack drops a
 * `mutate(..., {onSuccess})` callback of an unmounted observer (so the toast would be lost).
 */
function useGuildMutation<T, R>(
  mutationFn: (input: T) => Promise<R>,
  { movesMembership = false }: { movesMembership?: boolean } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      if (movesMembership)
        void queryClient.invalidateQueries({ queryKey: availableGuildsQueryKey });
    },
    onError: () => {
      void readGuildAgain(queryClient);
      if (movesMembership)
        void queryClient.invalidateQueries({ queryKey: availableGuildsQueryKey });
    },
  });
}

export const useCreateGuild = () =>
  useGuildMutation(
    (request: CreateGuildRequest) => call(guildEndpoints.create, { body: request }),
    { movesMembership: true },
  );
export const useUploadInsignia = () =>
  useMutation({
    mutationFn: (image: string) => call(guildEndpoints.uploadInsignia, { body: { image } }),
  });
export const useJoinGuild = () =>
  useGuildMutation((guildId: string) => call(guildEndpoints.join, { body: { guildId } }), {
    movesMembership: true,
  });
export const useLeaveGuild = () =>
  useGuildMutation(() => call(guildEndpoints.leave), { movesMembership: true });
export const useAnnounce = () =>
  useGuildMutation((message: string) => call(guildEndpoints.announce, { body: { message } }));
/** GET /api/guild/bans: asked only by whoever may kick (the server refuses the rest). */
export function useGuildBans(enabled: boolean) {
  return useQuery({
    queryKey: guildBansQueryKey,
    queryFn: () => call(guildEndpoints.bans),
    enabled,
  });
}
export function useUnban() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: string) => call(guildEndpoints.unban, { params: { memberId } }),
    onError: () => void queryClient.invalidateQueries({ queryKey: guildBansQueryKey }),
  });
}
export const useKickMember = () =>
  useGuildMutation((memberId: string) => call(guildEndpoints.kick, { params: { memberId } }));
/**
 * A new name costs gold: the reply's gold goes into the hunter, so the wallet's event for it
 * reads nothing again; the name arrives by guildDetailsChanged.
 */
export function useRenameGuild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => call(guildEndpoints.rename, { body: { name } }),
    onMutate: () => expectEcho(queryClient, "walletChanged", userQueryKey),
    onSuccess: (reply) =>
      queryClient.setQueryData(userQueryKey, (user) => user && { ...user, gold: reply.gold }),
    onSettled: (_reply, error, _name, echo) => echo?.settled(error === null),
    onError: () => void readGuildAgain(queryClient),
  });
}
export const useDescribeGuild = () =>
  useGuildMutation((description: string) =>
    call(guildEndpoints.describe, { body: { description } }),
  );
export const useMemberRank = () =>
  useGuildMutation((input: { memberId: string; rankId: string }) =>
    call(guildEndpoints.memberRank, { body: input }),
  );
export const useCreateRank = () =>
  useGuildMutation((rank: RankFields) => call(guildEndpoints.createRank, { body: rank }));
export const useUpdateRank = () =>
  useGuildMutation((input: { rankId: string; patch: Partial<RankFields> }) =>
    call(guildEndpoints.updateRank, { params: { rankId: input.rankId }, body: input.patch }),
  );
export const useDeleteRank = () =>
  useGuildMutation((rankId: string) => call(guildEndpoints.deleteRank, { params: { rankId } }));
export const useInviteToGuild = () =>
  useGuildMutation((inviteeId: string) => call(guildEndpoints.invite, { body: { inviteeId } }));
export const useAnswerInvitation = () =>
  useGuildMutation(
    (input: { invitationId: string; accept: boolean }) =>
      call(input.accept ? guildEndpoints.acceptInvitation : guildEndpoints.declineInvitation, {
        params: { invitationId: input.invitationId },
      }),
    { movesMembership: true },
  );
