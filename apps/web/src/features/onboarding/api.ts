import {
  type AssessmentRequest,
  assessmentReplySchema,
  hunterClassSchema,
} from "@repgate/contracts/onboarding";
import type { ClassName } from "@repgate/game/classes";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest, getJson } from "../../lib/api-client.ts";
import { leaveTo } from "../../lib/browser.ts";
import { applyUserReply } from "../auth/api.ts";

function useUserMutation<T>(request: (arg: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (reply) => applyUserReply(queryClient, reply),
  });
}

export function useAcceptPlayer() {
  return useUserMutation<void>(() => apiRequest("PATCH", "/api/user/accept-player"));
}

/** Declining the Player role deletes the account; either way the browser then logs out. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: () => apiRequest("DELETE", "/api/user/account"),
    onSettled: () => leaveTo("/api/logout"),
  });
}

export function useCompleteAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AssessmentRequest) =>
      assessmentReplySchema.parse(await apiRequest("POST", "/api/user/complete-assessment", body)),
    onSuccess: () => applyUserReply(queryClient, null),
  });
}

export const userClassesQueryOptions = queryOptions({
  queryKey: ["/api/user-classes"],
  queryFn: () => getJson("/api/user-classes", z.array(hunterClassSchema)),
});

export function useUserClasses() {
  return useQuery(userClassesQueryOptions);
}

/** Marks the profile as ready; the request has no body at all. */
export function useCompleteProfile() {
  return useUserMutation<void>(() => apiRequest("POST", "/api/user/complete-profile"));
}

export function useAssignClass() {
  return useUserMutation(({ userId, className }: { userId: string; className: ClassName }) =>
    apiRequest("POST", `/api/user/${encodeURIComponent(userId)}/assign-class`, { className }),
  );
}
