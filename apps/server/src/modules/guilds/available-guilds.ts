import { type Guild, MAX_GUILD_MEMBERS } from "@repgate/contracts/guilds";
import type { Db } from "../../db/connect.ts";
import { presentGuilds } from "./present.ts";
import * as repo from "./repo.ts";

export async function availableGuilds(db: Db): Promise<Guild[]> {
  const all = await presentGuilds(db, await repo.listGuilds(db));
  return all.filter((g) => g.memberCount < MAX_GUILD_MEMBERS);
}
