import type { Db } from "../../db/connect.ts";
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
 * Everything `GET /api/user/export` puts in the file, in this order. A module that stores
 * something about a hunter adds a section here.
 */
export const EXPORT_SECTIONS: ExportSection[] = [
  { key: "profile", read: repo.exportProfile },
  { key: "sessions", read: repo.exportSessions },
  { key: "quests", read: repo.exportQuests },
  { key: "dailyPenalties", read: repo.exportDailyPenalties },
  { key: "battles", read: repo.exportBattles },
  { key: "heartRate", read: repo.exportHeartRates },
  { key: "movementRuns", read: repo.exportMovementRuns },
  { key: "inventory", read: repo.exportInventory },
  { key: "ledger", read: repo.exportLedger },
  { key: "notifications", read: repo.exportNotifications },
  { key: "auctionListings", read: repo.exportListingsSold },
  { key: "auctionPurchases", read: repo.exportListingsBought },
  { key: "passwordResetRequests", read: repo.exportResetRequests },
  { key: "friends", read: repo.exportFriends },
  { key: "chatMessages", read: repo.exportChatMessages },
  { key: "party", read: repo.exportPartyMembership },
  { key: "guild", read: repo.exportGuildMembership },
];
