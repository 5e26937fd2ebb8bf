import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";

export const healthEndpoints = {
  /**
   * For load balancers: 200 while the database answers, 503 otherwise, and 503 while the
   * instance drains before a shutdown. `jobs` is this instance's share of the job queue since it
   * started (decision 025): whether it runs jobs, how many it finished, how many attempts failed
   * (each also a warn line in the log; normal use has none). `load` is what a request of this
   * instance may queue behind: the database pool (connections open, idle, requests waiting for
   * one) and the event loop's delay over the last 10 to 20 s.
   */
  health: defineEndpoint({
    method: "GET",
    path: "/healthz",
    reply: z.object({
      status: z.literal("ok"),
      jobs: z.object({
        running: z.boolean(),
        completed: z.number().int(),
        failed: z.number().int(),
      }),
      load: z
        .object({
          pool: z.object({
            max: z.number().int(),
            open: z.number().int(),
            idle: z.number().int(),
            waiting: z.number().int(),
          }),
          eventLoopDelayMs: z.object({ p99: z.number(), max: z.number() }),
        })
        .optional(),
    }),
    auth: false,
  }),
};
