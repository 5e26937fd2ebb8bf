import {
  HIDDEN_CHARACTERS_MESSAGE,
  hasHiddenCharacters,
  normalizeHunterName,
} from "@repgate/game/rules/hunter-name";
import { z } from "zod";

/** Upper bound on password length: argon2 hashes anything, but a megabyte password is an attack. */
export const PASSWORD_MAX = 200;
export const PASSWORD_MIN = 6;
export const HUNTER_NAME_MAX = 32;
/** Said by the server and, before sending, by every field where a hunter name is typed. */
export const HUNTER_NAME_TOO_LONG = `Hunter name must be at most ${HUNTER_NAME_MAX} characters.`;

const email = z
  .string({ error: "Please enter a valid email address." })
  .trim()
  .toLowerCase()
  .max(254, { error: "Email address is too long." })
  .pipe(z.email({ error: "Please enter a valid email address." }));

export const loginRequestSchema = z.object({
  email: z.string({ error: "Please enter both email and password." }).trim().min(1, {
    error: "Please enter both email and password.",
  }),
  password: z
    .string({ error: "Please enter both email and password." })
    .min(1, { error: "Please enter both email and password." })
    .max(PASSWORD_MAX, { error: "Invalid email or password." }),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const registerRequestSchema = z.object({
  email: z
    .string({ error: "Please fill in all fields." })
    .trim()
    .min(1, { error: "Please fill in all fields." })
    .pipe(email),
  hunterName: z
    .string({ error: "Please fill in all fields." })
    // Before trimming: trim() drops a BOM at either end, and it is refused wherever it stands.
    .refine((name) => !hasHiddenCharacters(name), { error: HIDDEN_CHARACTERS_MESSAGE })
    .trim()
    .min(1, { error: "Please fill in all fields." })
    .max(HUNTER_NAME_MAX, { error: HUNTER_NAME_TOO_LONG })
    // Stored in NFKC form, so what is shown is what is compared
    // (see @repgate/game/rules/hunter-name).
    .transform(normalizeHunterName)
    .pipe(z.string().min(1, { error: "Please fill in all fields." })),
  password: z
    .string({ error: "Please fill in all fields." })
    .min(1, { error: "Please fill in all fields." })
    .min(PASSWORD_MIN, { error: "Password must be at least 6 characters long." })
    .max(PASSWORD_MAX, { error: `Password must be at most ${PASSWORD_MAX} characters long.` }),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** Same rule as the server's: no spaces, something@something.something. */
export function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}
