import { and, eq, gt } from "drizzle-orm";
import type { Queryable } from "../db/connect.ts";
import { hunterBlocks } from "../db/schema/safety.ts";
import { sessions } from "../db/schema/sessions.ts";
import { users } from "../db/schema/users.ts";
import type { RoomFacts } from "./room-policy.ts";

export interface SocketSession extends RoomFacts {
  sessionId: string;
  expiresAt: Date;
}

const roomFacts = {
  userId: users.id,
  region: users.region,
  partyId: users.partyId,
  guildId: users.guildId,
};

/** The live session behind a socket's cookie, with what its rooms depend on. */
export async function findSocketSession(
  db: Queryable,
  tokenHash: string,
  now: Date,
): Promise<SocketSession | null> {
  const [row] = await db
    .select({ sessionId: sessions.id, expiresAt: sessions.expiresAt, ...roomFacts })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

export async function findRoomFacts(db: Queryable, userId: string): Promise<RoomFacts | null> {
  const [row] = await db.select(roomFacts).from(users).where(eq(users.id, userId)).limit(1);
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
