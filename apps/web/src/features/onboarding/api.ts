import { authEndpoints } from "@repgate/contracts/endpoints/auth";
import { onboardingEndpoints } from "@repgate/contracts/endpoints/onboarding";
import { userEndpoints } from "@repgate/contracts/endpoints/users";
import type { AssessmentRequest } from "@repgate/contracts/onboarding";
import type { ClassName } from "@repgate/game/content/classes";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call, hrefOf } from "../../lib/api-client.ts";
import { leaveTo } from "../../lib/browser.ts";
import { queryKeyOf } from "../../lib/query-keys.ts";
import { applyUserReply } from "../auth/api.ts";

function useUserMutation<T>(request: (arg: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (reply) => applyUserReply(queryClient, reply),
  });
}

export function useAcceptPlayer() {
  return useUserMutation<void>(() => call(onboardingEndpoints.acceptPlayer));
}

/** Declining the Player role deletes the account; either way the browser then logs out. */
export function useDeleteAccount() {
  return useMutation({
    // The spec's call: no body. A hunter who has not yet accepted needs no password.
    mutationFn: () => call(userEndpoints.deleteAccount, { body: undefined }),
    onSettled: () => leaveTo(hrefOf(authEndpoints.logoutRedirect)),
  });
}

export function useCompleteAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AssessmentRequest) => call(onboardingEndpoints.completeAssessment, { body }),
    onSuccess: () => applyUserReply(queryClient, null),
  });
}

const userClassesQueryOptions = queryOptions({
  queryKey: queryKeyOf(onboardingEndpoints.listClasses),
  queryFn: () => call(onboardingEndpoints.listClasses),
});

export function useUserClasses() {
  return useQuery(userClassesQueryOptions);
}

/** Marks the profile as ready; the request has no body at all. */
export function useCompleteProfile() {
  return useUserMutation<void>(() => call(onboardingEndpoints.completeProfile));
}

export function useAssignClass() {
  return useUserMutation(({ userId, className }: { userId: string; className: ClassName }) =>
    call(onboardingEndpoints.assignClass, { params: { id: userId }, body: { className } }),
  );
}
