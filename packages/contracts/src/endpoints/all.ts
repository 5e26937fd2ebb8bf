import type { Endpoint } from "../endpoint.ts";
import { accountEndpoints } from "./accounts.ts";
import { authEndpoints } from "./auth.ts";
import { battleEndpoints } from "./battles.ts";
import { chatEndpoints } from "./chat.ts";
import { dungeonEndpoints } from "./dungeons.ts";
import { exerciseEndpoints } from "./exercises.ts";
import { friendEndpoints } from "./friends.ts";
import { guildEndpoints } from "./guilds.ts";
import { healthEndpoints } from "./health.ts";
import { heartRateEndpoints } from "./heart-rate.ts";
import { inventoryEndpoints } from "./inventory.ts";
import { leaderboardEndpoints } from "./leaderboard.ts";
import { messageEndpoints } from "./messages.ts";
import { movementEndpoints } from "./movement.ts";
import { notificationEndpoints } from "./notifications.ts";
import { onboardingEndpoints } from "./onboarding.ts";
import { partyEndpoints } from "./parties.ts";
import { profileEndpoints } from "./profiles.ts";
import { pushEndpoints } from "./push.ts";
import { questEndpoints } from "./quests.ts";
import { safetyEndpoints } from "./safety.ts";
import { shopEndpoints } from "./shop.ts";
import { userEndpoints } from "./users.ts";
import { worldEventEndpoints } from "./world-events.ts";

/**
 * Every HTTP endpoint of the server. A test proves the app registers exactly these (no more
 * under /api), so this list is safe to fuzz and to document from.
 */
export const allEndpoints: readonly Endpoint[] = [
  authEndpoints,
  accountEndpoints,
  userEndpoints,
  onboardingEndpoints,
  notificationEndpoints,
  dungeonEndpoints,
  battleEndpoints,
  heartRateEndpoints,
  inventoryEndpoints,
  movementEndpoints,
  leaderboardEndpoints,
  chatEndpoints,
  questEndpoints,
  shopEndpoints,
  partyEndpoints,
  guildEndpoints,
  healthEndpoints,
  friendEndpoints,
  messageEndpoints,
  profileEndpoints,
  safetyEndpoints,
  pushEndpoints,
  exerciseEndpoints,
  worldEventEndpoints,
].flatMap((area) => Object.values(area) as Endpoint[]);
