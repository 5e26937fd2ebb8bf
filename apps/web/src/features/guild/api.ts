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
import { userQueryKey } from "../auth/api.ts";

export const myGuildQueryKey = queryKeyOf(guildEndpoints.myGuild);
const availableGuildsQueryKey = queryKeyOf(guildEndpoints.available);
export const guildPermissionsQueryKey = queryKeyOf(guildEndpoints.permissions);

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

/** After a success: guild and user data (docs/game-rules/screens.md). */
function refreshGuild(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: myGuildQueryKey }),
    queryClient.invalidateQueries({ queryKey: availableGuildsQueryKey }),
    queryClient.invalidateQueries({ queryKey: guildPermissionsQueryKey }),
    queryClient.invalidateQueries({ queryKey: queryKeyOf(guildEndpoints.current) }),
    queryClient.invalidateQueries({ queryKey: userQueryKey }),
  ]);
}

/**
 * The refresh is started, not awaited: joining or creating swaps the no-guild view for the
 * member view when my-guild refetches, which unmounts the caller, and TanStack drops a
 * `mutate(..., {onSuccess})` callback of an unmounted observer (so the toast would be lost).
 */
function useGuildMutation<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => {
      void refreshGuild(queryClient);
    },
  });
}

export const useCreateGuild = () =>
  useGuildMutation((request: CreateGuildRequest) => call(guildEndpoints.create, { body: request }));
export const useUploadInsignia = () =>
  useMutation({
    mutationFn: (image: string) => call(guildEndpoints.uploadInsignia, { body: { image } }),
  });
export const useJoinGuild = () =>
  useGuildMutation((guildId: string) => call(guildEndpoints.join, { body: { guildId } }));
export const useLeaveGuild = () => useGuildMutation(() => call(guildEndpoints.leave));
export const useAnnounce = () =>
  useGuildMutation((message: string) => call(guildEndpoints.announce, { body: { message } }));
export const useKickMember = () =>
  useGuildMutation((memberId: string) => call(guildEndpoints.kick, { params: { memberId } }));
export const useRenameGuild = () =>
  useGuildMutation((name: string) => call(guildEndpoints.rename, { body: { name } }));
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
  useGuildMutation((input: { invitationId: string; accept: boolean }) =>
    call(input.accept ? guildEndpoints.acceptInvitation : guildEndpoints.declineInvitation, {
      params: { invitationId: input.invitationId },
    }),
  );
