import { z } from "zod";

/** Tokens one hunter may hold at once (docs/api.md). */
export const MAX_ACCESS_TOKENS = 10;

/** Every token this server issues begins so, for secret scanners and for people. */
export const ACCESS_TOKEN_PREFIX = "rg_";

const accessTokenScopeSchema = z
  .enum(["read", "play"])
  .describe('"read": GET calls only; "play": GET calls and game actions.');

export const createAccessTokenRequestSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Give the token a name.")
    .max(60, "A token's name is at most 60 characters."),
  scope: accessTokenScopeSchema,
});

const accessTokenSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  scope: accessTokenScopeSchema,
  createdAt: z.iso.datetime(),
  /** Recorded at most once a minute. */
  lastUsedAt: z.iso.datetime().nullable(),
});
export type AccessToken = z.infer<typeof accessTokenSchema>;

export const accessTokenListSchema = z.array(accessTokenSchema);

/** The only time the token itself is ever shown. */
export const createdAccessTokenSchema = z.object({
  accessToken: accessTokenSchema,
  token: z.string().startsWith(ACCESS_TOKEN_PREFIX),
});
export type CreatedAccessToken = z.infer<typeof createdAccessTokenSchema>;

export const accessTokenIdParamsSchema = z.object({ id: z.uuid("Unknown token.") });
