import { defineEndpoint } from "../endpoint.ts";
import { exerciseListSchema } from "../exercises.ts";

export const exerciseEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/api/exercises",
    token: "read",
    reply: exerciseListSchema,
  }),
};
