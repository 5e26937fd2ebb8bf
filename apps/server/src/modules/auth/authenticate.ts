import { requireUser } from "../../lib/auth-hook.ts";
import type { AppDeps } from "../../lib/deps.ts";
import { findSessionUser } from "./service.ts";

/** The preHandler every signed-in route uses: loads the hunter from the session cookie or 401s. */
export function authenticate({ db, clock }: AppDeps) {
  return requireUser((token) => findSessionUser(db, clock, token));
}
