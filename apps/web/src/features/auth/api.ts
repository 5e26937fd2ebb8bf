import type { LoginRequest, RegisterRequest } from "@repgate/contracts/auth";
import { authEndpoints } from "@repgate/contracts/endpoints/auth";
import { userEndpoints } from "@repgate/contracts/endpoints/users";
import { type User, userSchema } from "@repgate/contracts/user";
import {
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { useLocation } from "wouter";
import { endSessionToasts } from "../../components/ui/toast-store.ts";
import { call, hrefOf, isApiStatus } from "../../lib/api-client.ts";
import { leaveTo } from "../../lib/browser.ts";
import { queryKeyOf } from "../../lib/query-keys.ts";

export const userQueryKey = queryKeyOf(authEndpoints.currentUser);

/** The signed-in hunter, or null when the server answers 401 (logged out). */
async function fetchCurrentUser(): Promise<User | null> {
  try {
    return await call(authEndpoints.currentUser);
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

/**
 * Takes a reply that carries the whole user into the cache (the one refresh rule: it is not
 * read again); a reply that does not carry it (an assessment's result) reads the user.
 */
export function applyUserReply(queryClient: QueryClient, reply: unknown): Promise<void> {
  const parsed = userSchema.safeParse(reply);
  if (!parsed.success) return queryClient.invalidateQueries({ queryKey: userQueryKey });
  queryClient.setQueryData(userQueryKey, parsed.data);
  return Promise.resolve();
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginRequest) => call(authEndpoints.login, { body }),
    onSuccess: (user) => applyUserReply(queryClient, user),
  });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: RegisterRequest) => {
      try {
        return await call(authEndpoints.register, { body });
      } catch (error) {
        // A 409 can be this very sign-up done already (the form sent twice, or its first reply
        // lost): if this browser is now signed in to the account with that email, it worked.
        if (!isApiStatus(error, 409)) throw error;
        const signedIn = await fetchCurrentUser().catch(() => null);
        if (signedIn && signedIn.email.toLowerCase() === body.email.trim().toLowerCase()) {
          return signedIn;
        }
        throw error;
      }
    },
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
    mutationFn: () => call(authEndpoints.logout),
    onSuccess: () => {
      endSessionToasts();
      navigate("/");
      queryClient.setQueryData(userQueryKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== userQueryKey[0] });
    },
    onError: () => leaveTo(hrefOf(authEndpoints.logoutRedirect)),
  });
}

export function useUpdateTimezone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (timezone: string) => call(userEndpoints.setTimezone, { body: { timezone } }),
    onSuccess: (reply) => applyUserReply(queryClient, reply),
  });
}
