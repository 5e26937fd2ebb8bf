import { userEndpoints } from "@repgate/contracts/endpoints/users";
import type { User } from "@repgate/contracts/user";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";
import { applyUserReply } from "../auth/api.ts";

export function useUpdateTitle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (currentTitle: User["currentTitle"]) =>
      call(userEndpoints.setTitle, { body: { currentTitle } }),
    onSuccess: (reply) => applyUserReply(queryClient, reply),
  });
}
