import type { Endpoint } from "../endpoint.ts";
import { accessTokenEndpoints } from "./access-tokens.ts";
import { accountEndpoints } from "./accounts.ts";
import { apiDocsEndpoints } from "./api-docs.ts";
import { authEndpoints } from "./auth.ts";
import { battleEndpoints } from "./battles.ts";
import { chatEndpoints } from "./chat.ts";
import { controllerEndpoints } from "./controllers.ts";
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
import { restDayEndpoints } from "./rest-days.ts";
import { safetyEndpoints } from "./safety.ts";
import { shopEndpoints } from "./shop.ts";
import { trainingEndpoints } from "./training.ts";
import { userEndpoints } from "./users.ts";
import { watchEndpoints } from "./watching.ts";
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
  controllerEndpoints,
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
  watchEndpoints,
  accessTokenEndpoints,
  apiDocsEndpoints,
  trainingEndpoints,
  restDayEndpoints,
  worldEventEndpoints,
].flatMap((area) => Object.values(area) as Endpoint[]);
