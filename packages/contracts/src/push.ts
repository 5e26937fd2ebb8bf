import { z } from "zod";

const localTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: "Quiet hours are a time like 22:00." });

export const pushSettingsSchema = z
  .object({
    dailyQuest: z.boolean({ error: "dailyQuest must be true or false." }),
    dailyQuestHoursLeft: z
      .number({ error: "Choose how many hours before the daily quest closes." })
      .int({ error: "Choose a whole number of hours." })
      .min(1, { error: "Choose between 1 and 12 hours." })
      .max(12, { error: "Choose between 1 and 12 hours." }),
    partyConfirmation: z.boolean({ error: "partyConfirmation must be true or false." }),
    friendRequest: z.boolean({ error: "friendRequest must be true or false." }),
    directMessage: z.boolean({ error: "directMessage must be true or false." }),
    quietStart: localTime.nullable(),
    quietEnd: localTime.nullable(),
  })
  .refine((s) => (s.quietStart === null) === (s.quietEnd === null), {
    error: "Quiet hours need both a start and an end.",
    path: ["quietEnd"],
  });
export type PushSettings = z.infer<typeof pushSettingsSchema>;

const base64url = (what: string) =>
  z
    .string({ error: `The subscription's ${what} key is missing.` })
    .regex(/^[A-Za-z0-9_-]+=*$/, { error: `The subscription's ${what} key is not base64url.` });

/** A browser's PushSubscription.toJSON(), as the Push API hands it over. */
export const pushSubscribeBodySchema = z.object({
  endpoint: z
    .url({ error: "The subscription's endpoint is not a URL." })
    .max(2000, { error: "The subscription's endpoint is too long." }),
  keys: z.object(
    {
      p256dh: base64url("p256dh").length(87, {
        error: "The subscription's p256dh key is not a P-256 public key.",
      }),
      auth: base64url("auth").length(22, {
        error: "The subscription's auth secret must be 16 bytes.",
      }),
    },
    { error: "The subscription's keys are missing." },
  ),
});
export type PushSubscribeBody = z.infer<typeof pushSubscribeBodySchema>;

export const pushUnsubscribeBodySchema = z.object({
  endpoint: z.string({ error: "Say which subscription to remove." }).min(1).max(2000),
});

export const pushPublicKeyReplySchema = z.object({
  /** The VAPID public key (base64url), the applicationServerKey of pushManager.subscribe(). */
  publicKey: z.string(),
});

/** What a push carries to the service worker: it shows `title`/`body` and opens `url`. */
export const pushPayloadSchema = z.object({
  kind: z.enum(["dailyQuest", "partyConfirmation", "friendRequest", "directMessage"]),
  title: z.string(),
  body: z.string(),
  url: z.string(),
  /** For a party confirmation: what the Confirm and Decline actions answer (respondConfirmation's id). */
  confirmationId: z.string().optional(),
  tag: z.string().optional(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
