import type { Tx } from "../../db/connect.ts";
import { guildIdOfMember, insertXpGrant } from "./repo.ts";

/** A guild earns this share of the XP its members earn (rounded down). */
const GUILD_XP_SHARE = 0.1;

/**
 * Adds the guild's share of a member's XP, inside the payment's transaction. Called only from
 * payHunter (rewards/pay.ts), the one place rewards are paid, so every battle, dungeon, quest
 * and movement reward counts once. An insert (no update of the guild row), so payments never
 * wait on guild management.
 */
export async function shareXpWithGuild(tx: Tx, userId: string, xp: number): Promise<void> {
  const amount = Math.floor(xp * GUILD_XP_SHARE);
  if (amount <= 0) return;
  const guildId = await guildIdOfMember(tx, userId);
  if (!guildId) return;
  await insertXpGrant(tx, { guildId, userId, amount });
}
