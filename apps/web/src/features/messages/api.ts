import { messageEndpoints } from "@repgate/contracts/endpoints/messages";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";

/** Prefix of every messages read: the thread list and each thread's pages. */
export const messagesQueryKey = [messageEndpoints.threads.path] as const;

export function useThreads() {
  return useQuery({
    queryKey: messagesQueryKey,
    queryFn: () => call(messageEndpoints.threads),
  });
}

export function useReadThread() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (peerId: string) => call(messageEndpoints.read, { params: { peerId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesQueryKey }),
  });
}
