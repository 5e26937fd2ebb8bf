import type { AccessToken } from "@repgate/contracts/access-tokens";
import { accessTokenEndpoints } from "@repgate/contracts/endpoints/access-tokens";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";
import { queryKeyOf } from "../../lib/query-keys.ts";

const accessTokensQueryKey = queryKeyOf(accessTokenEndpoints.list);

export function useAccessTokens() {
  return useQuery({
    queryKey: accessTokensQueryKey,
    queryFn: () => call(accessTokenEndpoints.list),
  });
}

/** The reply holds the token itself, the only time it is ever sent; the list reads again. */
export function useCreateAccessToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; scope: AccessToken["scope"] }) =>
      call(accessTokenEndpoints.create, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accessTokensQueryKey }),
  });
}

export function useRevokeAccessToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(accessTokenEndpoints.revoke, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accessTokensQueryKey }),
  });
}
