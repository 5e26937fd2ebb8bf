import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import {
  assessmentReplySchema,
  assessmentRequestSchema,
  assignClassRequestSchema,
  hunterClassSchema,
} from "../onboarding.ts";
import { userSchema } from "../user.ts";

/** Any string: the server answers 403 unless it is the caller's own id. */
const assignClassParamsSchema = z.object({ id: z.string() });

export const onboardingEndpoints = {
  acceptPlayer: defineEndpoint({
    method: "PATCH",
    path: "/api/user/accept-player",
    reply: userSchema,
  }),
  completeAssessment: defineEndpoint({
    method: "POST",
    path: "/api/user/complete-assessment",
    body: assessmentRequestSchema,
    reply: assessmentReplySchema,
  }),
  listClasses: defineEndpoint({
    method: "GET",
    path: "/api/user-classes",
    token: "read",
    reply: z.array(hunterClassSchema),
  }),
  assignClass: defineEndpoint({
    method: "POST",
    path: "/api/user/:id/assign-class",
    params: assignClassParamsSchema,
    body: assignClassRequestSchema,
    reply: userSchema,
  }),
  completeProfile: defineEndpoint({
    method: "POST",
    path: "/api/user/complete-profile",
    reply: userSchema,
  }),
};
