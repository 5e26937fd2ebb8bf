import { defineEndpoint, noContentSchema } from "../endpoint.ts";
import {
  planRestDayRequestSchema,
  planTimeAwayRequestSchema,
  restDayDateParamSchema,
  restDayListSchema,
  restDaySchema,
  streakSchema,
  timeAwayFromParamSchema,
} from "../rest-days.ts";

export const restDayEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/api/training/rest-days",
    reply: restDayListSchema,
  }),
  /** Replies 201 with the planned rest day. */
  planRestDay: defineEndpoint({
    method: "POST",
    path: "/api/training/rest-days",
    body: planRestDayRequestSchema,
    reply: restDaySchema,
  }),
  cancelRestDay: defineEndpoint({
    method: "DELETE",
    path: "/api/training/rest-days/:date",
    params: restDayDateParamSchema,
    reply: noContentSchema,
    replyKind: "empty",
  }),
  /** Replies 201 with the planned time away. */
  planTimeAway: defineEndpoint({
    method: "POST",
    path: "/api/training/time-away",
    body: planTimeAwayRequestSchema,
    reply: restDaySchema,
  }),
  cancelTimeAway: defineEndpoint({
    method: "DELETE",
    path: "/api/training/time-away/:from",
    params: timeAwayFromParamSchema,
    reply: noContentSchema,
    replyKind: "empty",
  }),
  streak: defineEndpoint({ method: "GET", path: "/api/training/streak", reply: streakSchema }),
};
