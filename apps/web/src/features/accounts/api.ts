import {
  type ChangePasswordRequest,
  exportFileName,
  type PasswordResetConfirm,
  type PasswordResetRequest,
} from "@repgate/contracts/accounts";
import { accountEndpoints } from "@repgate/contracts/endpoints/accounts";
import { userEndpoints } from "@repgate/contracts/endpoints/users";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";
import { leaveTo, saveJsonFile } from "../../lib/browser.ts";
import { queryKeyOf } from "../../lib/query-keys.ts";
import { applyUserReply, userQueryKey } from "../auth/api.ts";

export const sessionsQueryKey = queryKeyOf(accountEndpoints.listSessions);

const sessionsQueryOptions = queryOptions({
  queryKey: sessionsQueryKey,
  queryFn: () => call(accountEndpoints.listSessions),
});

export function useSessions() {
  return useQuery(sessionsQueryOptions);
}

/**
 * 'Download my data': each export counts against the hunter's hourly allowance, so it is a
 * POST whose reply the page saves as a file, and a refusal can say why.
 */
export function useDownloadData() {
  return useMutation({
    mutationFn: async (hunterName: string) => {
      const document = await call(accountEndpoints.exportAccount);
      saveJsonFile(document, exportFileName(hunterName, new Date(document.exportedAt)));
    },
  });
}

/** The sessions it ends reach the list by their event (sessionsChanged), as for the two below. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordRequest) => call(accountEndpoints.changePassword, { body }),
  });
}

/**
 * The list reads again on the session's end event (sessionsChanged), in every tab. A refusal
 * sent none: the list shown was stale (that session had already ended), so read it here.
 */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(accountEndpoints.endSession, { params: { id } }),
    onError: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(accountEndpoints.endOtherSessions),
    onError: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (body: PasswordResetRequest) =>
      call(accountEndpoints.requestPasswordReset, { body }),
  });
}

/** Sets the new password; the reply is the signed-in hunter, taken into the cache. */
export function useConfirmPasswordReset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PasswordResetConfirm) =>
      call(accountEndpoints.confirmPasswordReset, { body }),
    onSuccess: async (user) => {
      // Whatever was cached belonged to the session that just ended.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== userQueryKey[0] });
      await applyUserReply(queryClient, user);
    },
  });
}

/**
 * Settings' "Delete account": the password confirms it (decision 019). Once the server has
 * deleted the hunter (and cleared the cookie), the whole app starts again signed out.
 */
export function useDeleteOwnAccount() {
  return useMutation({
    mutationFn: (password: string) => call(userEndpoints.deleteAccount, { body: { password } }),
    onSuccess: () => leaveTo("/"),
  });
}
