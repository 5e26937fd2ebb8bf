import type { Db } from "../../db/connect.ts";
import type { JobStats } from "../../jobs/runner.ts";
import type { Mailer } from "../../modules/accounts/mailer.ts";
import type { PushConfig } from "../../modules/push/service.ts";
import type { EventBus } from "../../realtime/bus.ts";
import type { Clock } from "./clock.ts";
import type { LoadGauge } from "./load-gauge.ts";

/** What every module's routes are given; tests build the app with their own. */
export interface AppDeps {
  db: Db;
  clock: Clock;
  /** Sign-in and sign-up attempts one client may make per minute. */
  /** Sign-in and sign-up attempts per client per minute, unless the two below say otherwise. */
  authRateLimit: number;
  /** Sign-in attempts (and wrong current passwords) per client per minute. */
  signInRateLimit?: number;
  /** Sign-up attempts per client per minute. */
  signUpRateLimit?: number;
  /**
   * Where the game's dice come from: a number in [0, 1) per roll (counter-attacks, escapes,
   * drops). Defaults to Math.random; tests pass their own to force each branch.
   */
  random?: () => number;
  /**
   * Every committed domain event, from every instance. Without one, /ws sockets hear
   * nothing (only tests that do not look at realtime leave it out).
   */
  bus?: EventBus;
  /** Where password-reset mail goes; without one, mail is printed (development). */
  mailer?: Mailer;
  /** The app's address as hunters reach it (PUBLIC_URL), for links in mail. */
  publicUrl?: string;
  /** Web Push (VAPID keys and who may be reached); without it, nothing is pushed. */
  push?: PushConfig;
  /** This instance's job runner's counts, for the health output; none where no runner runs. */
  jobs?: JobStats;
  /** This instance's pool and event loop, for the health output; none in most tests. */
  load?: LoadGauge;
}

/** The dice of `deps`, Math.random unless a test injected its own. */
export function diceOf(deps: AppDeps): () => number {
  return deps.random ?? Math.random;
}
