import { friendEndpoints } from "@repgate/contracts/endpoints/friends";
import { POLL_MS } from "@repgate/contracts/polling";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";
import { t } from "../../lib/i18n/i18n.ts";
import { queryKeyOf } from "../../lib/query-keys.ts";

export const friendsQueryKey = queryKeyOf(friendEndpoints.list);
export const friendRequestsQueryKey = queryKeyOf(friendEndpoints.requests);
/** Prefix of every friend-status read (one per hunter). */
export const friendStatusQueryKey = [friendEndpoints.status.path] as const;

/** Presence changes without an event (time passes): the list is read again every 30 s. */
const FRIENDS_POLL_MS = POLL_MS.friends;

export function useFriends() {
  return useQuery({
    queryKey: friendsQueryKey,
    queryFn: () => call(friendEndpoints.list),
    refetchInterval: FRIENDS_POLL_MS,
  });
}

export function useFriendRequests() {
  return useQuery({
    queryKey: friendRequestsQueryKey,
    queryFn: () => call(friendEndpoints.requests),
  });
}

export function useFriendStatus(userId: string) {
  return useQuery({
    queryKey: queryKeyOf(friendEndpoints.status, { userId }),
    queryFn: () => call(friendEndpoints.status, { params: { userId } }),
  });
}

/**
 * Every friend change the server makes announces friendsChanged to both hunters, and that event
 * reads these lists again (the one refresh rule). A refusal announces nothing and usually means
 * the screen was stale ("already friends", a request withdrawn meanwhile): then read them here.
 */
function useFriendMutation<T, R>(request: (arg: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onError: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: friendsQueryKey }),
        queryClient.invalidateQueries({ queryKey: friendRequestsQueryKey }),
        queryClient.invalidateQueries({ queryKey: friendStatusQueryKey }),
      ]);
    },
  });
}

export function useSendFriendRequest() {
  return useFriendMutation((friendId: string) =>
    call(friendEndpoints.request, { body: { friendId } }),
  );
}

/** Looks a hunter up by name, then asks them: the add-friend dialog's one step. */
export function useAddFriendByName() {
  return useFriendMutation(async (username: string) => {
    const found = await call(friendEndpoints.search, { query: { username } });
    return call(friendEndpoints.request, { body: { friendId: found.id } });
  });
}

export function useAcceptFriend() {
  return useFriendMutation((friendshipId: string) =>
    call(friendEndpoints.accept, { params: { friendshipId } }),
  );
}

export function useDeclineFriend() {
  return useFriendMutation((friendshipId: string) =>
    call(friendEndpoints.decline, { params: { friendshipId } }),
  );
}

export function useUnfriend() {
  return useFriendMutation((userId: string) =>
    call(friendEndpoints.unfriend, { params: { userId } }),
  );
}

/** What Unfriend asks, wherever the button is (the friends list, the hunter's profile). */
export function unfriendQuestion(name: string) {
  return {
    title: t("friends.unfriend.title", { name }),
    description: t("friends.unfriend.text", { name }),
    confirmLabel: t("friends.unfriend"),
    pendingLabel: t("friends.unfriend.pending"),
  };
}
