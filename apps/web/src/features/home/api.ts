import { userEndpoints } from "@repgate/contracts/endpoints/users";
import type { User } from "@repgate/contracts/user";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";
import { expectEcho } from "../../lib/reply-echoes.ts";
import { applyUserReply, userQueryKey } from "../auth/api.ts";

export function useUpdateTitle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (currentTitle: User["currentTitle"]) =>
      call(userEndpoints.setTitle, { body: { currentTitle } }),
    // The reply is the hunter: stored, so the title's hunterChanged reads it no more.
    onMutate: () => expectEcho(queryClient, "hunterChanged", userQueryKey),
    onSuccess: (reply) => applyUserReply(queryClient, reply),
    onSettled: (_reply, error, _title, echo) => echo?.settled(error === null),
  });
}
