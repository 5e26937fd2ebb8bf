import type { Db } from "../db/connect.ts";
import type { Clock } from "./clock.ts";

/** What every module's routes are given; tests build the app with their own. */
export interface AppDeps {
  db: Db;
  clock: Clock;
  /** Sign-in and sign-up attempts one client may make per minute. */
  authRateLimit: number;
}
