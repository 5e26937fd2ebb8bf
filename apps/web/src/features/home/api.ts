import type { User } from "@repgate/contracts/user";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../lib/api-client.ts";
import { optionalQueryOptions } from "../../lib/optional-query.ts";
import { applyUserReply } from "../auth/api.ts";

/*
 * Parties belong to a later issue and their contract does not exist yet. Until it does, this
 * read treats a 404 as "none" and parses the reply leniently, keeping only what the dashboard
 * shows. Nothing here is ever made up. Quests are read through their contract (quests/api.ts).
 */

const id = z.union([z.string(), z.number()]).transform(String);

const memberSchema = z.object({
  id,
  hunterName: z.string(),
  level: z.number().optional(),
  vitality: z.number().optional(),
});
export type PartyMember = z.infer<typeof memberSchema>;

/** The items of a list reply that can be read; anything that is not a list counts as empty. */
export function parseList<T>(schema: z.ZodType<T>, data: unknown): T[] {
  if (!Array.isArray(data)) return [];
  return data.flatMap((item) => {
    const parsed = schema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

export function usePartyMembers(partyId: string | null) {
  return useQuery({
    ...optionalQueryOptions("/api/party"),
    enabled: partyId !== null,
    select: (data) => {
      const party = z.object({ members: z.array(z.unknown()) }).safeParse(data);
      return party.success ? parseList(memberSchema, party.data.members) : [];
    },
  });
}

export function useUpdateTitle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (currentTitle: User["currentTitle"]) =>
      apiRequest("PATCH", "/api/user/title", { currentTitle }),
    onSuccess: (reply) => applyUserReply(queryClient, reply),
  });
}
