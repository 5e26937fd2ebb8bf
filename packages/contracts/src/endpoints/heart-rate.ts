import { battleIdParamSchema } from "../battles.ts";
import { defineEndpoint } from "../endpoint.ts";
import { heartRateRecordedSchema, heartRateSummarySchema } from "../heart-rate.ts";

export const heartRateEndpoints = {
  /**
   * The battle's heart-rate summary, once, by the battle's own hunter (201; a second one is
   * a 409). Not in the spec; it gives no damage, XP or gold (docs/decisions/022).
   */
  record: defineEndpoint({
    method: "POST",
    path: "/api/battles/:id/heart-rate",
    token: "play",
    params: battleIdParamSchema,
    body: heartRateSummarySchema,
    reply: heartRateRecordedSchema,
  }),
};
