import { isSupportedLanguage, type Language } from "@repgate/contracts/languages";
import { eq } from "drizzle-orm";
import type { Queryable } from "../db/connect.ts";
import { hunterBlocks } from "../db/schema/safety.ts";
import { users } from "../db/schema/users.ts";
import type { RoomFacts } from "./room-policy.ts";

/**
 * The columns that decide a hunter's rooms. Parties and guilds keep membership in
 * `users.party_id` / `guild_id`; chat's sender query selects these same columns.
 */
export const roomFactColumns = {
  userId: users.id,
  region: users.region,
  partyId: users.partyId,
  guildId: users.guildId,
};

/** A socket's hunter: their rooms and the language they picked (null: their browser's). */
export async function findSocketHunter(
  db: Queryable,
  userId: string,
): Promise<(RoomFacts & { language: Language | null }) | null> {
  const [row] = await db
    .select({ ...roomFactColumns, language: users.language })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  return { ...row, language: isSupportedLanguage(row.language) ? row.language : null };
}

export async function findRoomFacts(db: Queryable, userId: string): Promise<RoomFacts | null> {
  const [row] = await db.select(roomFactColumns).from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

/** The authors whose chat messages the hunter muted or blocked. */
export async function findHiddenAuthors(db: Queryable, userId: string): Promise<string[]> {
  const rows = await db
    .select({ otherId: hunterBlocks.otherId })
    .from(hunterBlocks)
    .where(eq(hunterBlocks.userId, userId));
  return rows.map((r) => r.otherId);
}

/** The language the hunter picked for the server's words, or null to follow their browser. */
export async function findPickedLanguage(db: Queryable, userId: string): Promise<Language | null> {
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return isSupportedLanguage(row?.language) ? row.language : null;
}
