import type { User } from "@repgate/contracts/user";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../lib/api-client.ts";
import { optionalQueryOptions } from "../../lib/optional-query.ts";
import { applyUserReply } from "../auth/api.ts";

/*
 * Quests and parties belong to later issues and their contracts do not exist yet. Until they
 * do, these reads treat a 404 as "none" and parse the reply leniently, keeping only what the
 * dashboard shows. Nothing here is ever made up.
 */

const id = z.union([z.string(), z.number()]).transform(String);

const questSchema = z.object({
  id,
  name: z.string().optional(),
  title: z.string().optional(),
  description: z.string().optional(),
  difficulty: z.string().optional(),
  isCompleted: z.boolean().optional(),
});
export type QuestPreview = z.infer<typeof questSchema>;

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

export function useActiveQuestPreview() {
  return useQuery({
    ...optionalQueryOptions("/api/quests"),
    select: (data) =>
      parseList(questSchema, data)
        .filter((q) => !q.isCompleted)
        .slice(0, 3),
  });
}

export function useDailyQuest() {
  return useQuery({
    ...optionalQueryOptions("/api/quests/daily"),
    select: (data) => {
      const quest = z.object({ quest: questSchema.nullable() }).safeParse(data);
      return quest.success ? quest.data.quest : null;
    },
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
