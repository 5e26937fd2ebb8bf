import { messageEndpoints } from "@repgate/contracts/endpoints/messages";

/**
 * Prefix of every messages read (the thread list and each thread's pages): a
 * directMessagesChanged event makes them stale. The Messages screen's hooks come with it.
 */
export const messagesQueryKey = [messageEndpoints.threads.path] as const;
