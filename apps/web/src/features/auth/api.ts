import type { LoginRequest, RegisterRequest } from "@repgate/contracts/auth";
import { type User, userSchema } from "@repgate/contracts/user";
import {
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { useLocation } from "wouter";
import { apiRequest, getJson, isApiStatus } from "../../lib/api-client.ts";
import { leaveTo } from "../../lib/browser.ts";

export const userQueryKey = ["/api/auth/user"] as const;

/** The signed-in hunter, or null when the server answers 401 (logged out). */
export async function fetchCurrentUser(): Promise<User | null> {
  try {
    return await getJson("/api/auth/user", userSchema);
  } catch (error) {
    if (isApiStatus(error, 401)) return null;
    throw error;
  }
}

/** A 401 is an answer, not a failure; other failures are not retried either (section 4). */
export const userQueryOptions = queryOptions({
  queryKey: userQueryKey,
  queryFn: fetchCurrentUser,
  retry: false,
});

export function useUser() {
  return useQuery(userQueryOptions);
}

/** Takes a reply that carries the whole user into the cache, then refetches the user anyway. */
export function applyUserReply(queryClient: QueryClient, reply: unknown): Promise<void> {
  const parsed = userSchema.safeParse(reply);
  if (parsed.success) queryClient.setQueryData(userQueryKey, parsed.data);
  return queryClient.invalidateQueries({ queryKey: userQueryKey });
}

async function postForUser(path: string, body: unknown): Promise<User> {
  return userSchema.parse(await apiRequest("POST", path, body));
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginRequest) => postForUser("/api/auth/login", body),
    onSuccess: (user) => applyUserReply(queryClient, user),
  });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterRequest) => postForUser("/api/auth/register", body),
    onSuccess: (user) => applyUserReply(queryClient, user),
  });
}

/**
 * Ends the session. On success the app goes to "/"; on failure the browser goes to the
 * server's logout address, which clears the cookie and redirects home.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: () => apiRequest("POST", "/api/auth/logout"),
    onSuccess: () => {
      navigate("/");
      queryClient.setQueryData(userQueryKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== userQueryKey[0] });
    },
    onError: () => leaveTo("/api/logout"),
  });
}

export function useUpdateTimezone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (timezone: string) => apiRequest("PATCH", "/api/user/timezone", { timezone }),
    onSuccess: (reply) => applyUserReply(queryClient, reply),
  });
}
