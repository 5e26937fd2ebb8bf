import { defineEndpoint, noContentSchema } from "../endpoint.ts";
import {
  customQuestRequestSchema,
  dailyQuestReplySchema,
  energySchema,
  questIdParamSchema,
  questListSchema,
  questSchema,
  taskUpdateReplySchema,
  taskUpdateRequestSchema,
} from "../quests.ts";
import { trainingSetReplySchema, trainingSetRequestSchema } from "../training.ts";

export const questEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/api/quests",
    token: "read",
    reply: questListSchema,
  }),
  daily: defineEndpoint({
    method: "GET",
    path: "/api/quests/daily",
    token: "read",
    reply: dailyQuestReplySchema,
  }),
  acknowledgePenalty: defineEndpoint({
    method: "POST",
    path: "/api/quests/daily/acknowledge-penalty",
    token: "play",
    reply: noContentSchema,
    replyKind: "empty",
  }),
  weekly: defineEndpoint({
    method: "GET",
    path: "/api/quests/weekly",
    token: "read",
    reply: questSchema,
  }),
  energy: defineEndpoint({
    method: "GET",
    path: "/api/quests/energy",
    token: "read",
    reply: energySchema,
  }),
  /** Replies 201 with the new quest, paid with energy. */
  createCustom: defineEndpoint({
    method: "POST",
    path: "/api/quests/custom",
    token: "play",
    body: customQuestRequestSchema,
    reply: questSchema,
  }),
  updateTask: defineEndpoint({
    method: "PATCH",
    path: "/api/quests/:id/tasks",
    token: "play",
    params: questIdParamSchema,
    body: taskUpdateRequestSchema,
    reply: taskUpdateReplySchema,
  }),
  /** One set of reps for a task that names a count; the task ticks itself at its count. */
  addSet: defineEndpoint({
    method: "POST",
    path: "/api/quests/:id/sets",
    params: questIdParamSchema,
    body: trainingSetRequestSchema,
    reply: trainingSetReplySchema,
  }),
  complete: defineEndpoint({
    method: "POST",
    path: "/api/quests/:id/complete",
    token: "play",
    params: questIdParamSchema,
    reply: taskUpdateReplySchema,
  }),
};
