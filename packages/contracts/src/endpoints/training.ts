import { defineEndpoint } from "../endpoint.ts";
import { trainingRecordsSchema } from "../training.ts";

export const trainingEndpoints = {
  records: defineEndpoint({
    method: "GET",
    path: "/api/training/records",
    reply: trainingRecordsSchema,
  }),
};
