import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";

export const healthEndpoints = {
  /**
   * For load balancers: 200 while the database answers, 503 otherwise, and 503 while the
   * instance drains before a shutdown.
   */
  health: defineEndpoint({
    method: "GET",
    path: "/healthz",
    reply: z.object({ status: z.literal("ok") }),
    auth: false,
  }),
};
