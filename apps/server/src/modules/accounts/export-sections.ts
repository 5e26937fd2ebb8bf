import type { Db } from "../../db/connect.ts";
import * as accessTokensRepo from "../access-tokens/repo.ts";
import * as runsRepo from "../battles/repo.ts";
import * as chatRepo from "../chat/repo.ts";
import * as friendsRepo from "../friends/repo.ts";
import * as guildsRepo from "../guilds/repo.ts";
import * as heartRateRepo from "../heart-rate/repo.ts";
import * as inventoryRepo from "../inventory/repo.ts";
import * as notificationsRepo from "../notifications/repo.ts";
import * as partiesRepo from "../parties/repo.ts";
import * as questsRepo from "../quests/repo.ts";
import * as sessionsRepo from "../sessions/repo.ts";
import * as shopRepo from "../shop/repo.ts";
import * as trainingRepo from "../training/repo.ts";
import * as walletRepo from "../wallet/repo.ts";
import * as repo from "./repo.ts";

/**
 * One part of a hunter's data export: `key` names it in the file, `read` gathers what is stored
 * about `userId` and nothing about anyone else (another hunter appears at most by the name
 * they show publicly, never by their private data).
 */
export interface ExportSection {
  key: string;
  read(db: Db, userId: string): Promise<unknown>;
}

/**
 * Everything `POST /api/user/export` puts in the file, in this order. A module that stores
 * something about a hunter adds a section here, reading its rows with a query of its own
 * repo.ts (the one place this file may call another module's repo: repo-owners.test.ts).
 */
export const EXPORT_SECTIONS: ExportSection[] = [
  { key: "profile", read: repo.exportProfile },
  { key: "sessions", read: sessionsRepo.exportSessions },
  { key: "accessTokens", read: accessTokensRepo.exportAccessTokens },
  { key: "quests", read: questsRepo.exportQuests },
  { key: "dailyPenalties", read: questsRepo.exportDailyPenalties },
  { key: "restDays", read: questsRepo.exportRestDays },
  { key: "trainingSets", read: trainingRepo.exportTrainingSets },
  { key: "battles", read: runsRepo.exportBattles },
  { key: "heartRate", read: heartRateRepo.exportHeartRates },
  { key: "movementRuns", read: runsRepo.exportMovementRuns },
  { key: "inventory", read: inventoryRepo.exportInventory },
  { key: "ledger", read: walletRepo.exportLedger },
  { key: "notifications", read: notificationsRepo.exportNotifications },
  { key: "auctionListings", read: shopRepo.exportListingsSold },
  { key: "auctionPurchases", read: shopRepo.exportListingsBought },
  { key: "passwordResetRequests", read: repo.exportResetRequests },
  { key: "friends", read: friendsRepo.exportFriends },
  { key: "chatMessages", read: chatRepo.exportChatMessages },
  { key: "directMessages", read: friendsRepo.exportDirectMessages },
  { key: "party", read: partiesRepo.exportPartyMembership },
  { key: "guild", read: guildsRepo.exportGuildMembership },
];
