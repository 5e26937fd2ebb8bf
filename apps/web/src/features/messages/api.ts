import { friendEndpoints } from "@repgate/contracts/endpoints/friends";
import { messageEndpoints } from "@repgate/contracts/endpoints/messages";
import type { Notification } from "@repgate/contracts/notifications";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";
import { queryKeyOf } from "../../lib/query-keys.ts";

/**
 * Prefix of every messages read (the thread list and each thread's pages): a
 * directMessagesChanged event makes them stale, on every device of both hunters.
 */
export const messagesQueryKey = [messageEndpoints.threads.path] as const;

const threadsQueryKey = queryKeyOf(messageEndpoints.threads);

/** Under the threads' prefix, so the same event refreshes an open thread. */
function threadQueryKey(peerId: string) {
  return [messageEndpoints.threads.path, { peerId }] as const;
}

export function useThreads() {
  return useQuery({ queryKey: threadsQueryKey, queryFn: () => call(messageEndpoints.threads) });
}

/**
 * A thread, paged backwards: the first page is the newest messages, each next page the ones
 * before it (docs/game-rules/messages.md). A refresh reads the pages again from the newest.
 */
export function useThread(peerId: string) {
  return useInfiniteQuery({
    queryKey: threadQueryKey(peerId),
    queryFn: ({ pageParam }) =>
      call(messageEndpoints.thread, {
        params: { peerId },
        query: pageParam ? { before: pageParam } : {},
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextBefore,
  });
}

/** Marks the peer's messages read; the server tells the hunter's other devices. */
export function useMarkThreadRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (peerId: string) => call(messageEndpoints.read, { params: { peerId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: threadsQueryKey }),
  });
}

/**
 * Sends through the spec's call (POST /api/friends/message). The thread reads itself again
 * when the reply is in, even if this device's socket is away.
 */
export function useSendDirectMessage(peerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) =>
      call(friendEndpoints.message, { body: { friendId: peerId, message } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesQueryKey }),
  });
}

/**
 * How many conversations have unread messages, from the bell the frame reads anyway: the
 * server keeps one direct-message item per sender, unread while their thread is (reading the
 * thread reads it), so the navigation's badge costs no read of its own.
 */
export function countUnreadThreads(notifications: readonly Notification[] | undefined): number {
  return (
    notifications?.filter((n) => n.type === "direct_message" && !n.isRead && n.resolution === null)
      .length ?? 0
  );
}
