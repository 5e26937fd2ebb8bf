import { defineEndpoint } from "../endpoint.ts";
import { movementRunSchema, positionSampleRequestSchema, runIdParamSchema } from "../movement.ts";

export const movementEndpoints = {
  /** The run in progress, or null (never a 404). */
  active: defineEndpoint({
    method: "GET",
    path: "/api/movement/active",
    token: "read",
    reply: movementRunSchema.nullable(),
  }),
  recordSample: defineEndpoint({
    method: "POST",
    path: "/api/movement/:runId/samples",
    token: "play",
    params: runIdParamSchema,
    body: positionSampleRequestSchema,
    reply: movementRunSchema,
  }),
  abandon: defineEndpoint({
    method: "POST",
    path: "/api/movement/:runId/abandon",
    token: "play",
    params: runIdParamSchema,
    reply: movementRunSchema,
  }),
};
