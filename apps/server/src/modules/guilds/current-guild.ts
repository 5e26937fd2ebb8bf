import type { Guild } from "@repgate/contracts/guilds";
import type { Db } from "../../db/connect.ts";
import { presentGuild } from "./present.ts";
import * as repo from "./repo.ts";

export async function currentGuild(db: Db, userId: string): Promise<Guild | null> {
  const membership = await repo.findMembership(db, userId);
  const row = membership && (await repo.findGuild(db, membership.guildId));
  return row ? presentGuild(db, row) : null;
}
