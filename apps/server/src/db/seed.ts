import { HUNTER_CLASSES } from "@repgate/game/content/classes";
import { TITLES } from "@repgate/game/content/titles";
import { sql } from "drizzle-orm";
import type { Db } from "./connect.ts";
import { hunterClasses, titles } from "./schema/reference.ts";

/** Writes the reference data from packages/game; safe to run on every boot and concurrently. */
export async function seedReferenceData(db: Db): Promise<void> {
  await db
    .insert(hunterClasses)
    .values(
      // The picture is the web's to draw from packages/game; the table keeps the class's rules.
      HUNTER_CLASSES.map(({ picture: _picture, ...c }) => ({
        ...c,
        primaryStats: [...c.primaryStats],
      })),
    )
    .onConflictDoUpdate({
      target: hunterClasses.name,
      set: {
        description: sql`excluded.description`,
        primaryStats: sql`excluded.primary_stats`,
        damageBonus: sql`excluded.damage_bonus`,
      },
    });
  await db
    .insert(titles)
    .values(TITLES.map((t) => ({ ...t })))
    .onConflictDoUpdate({ target: titles.name, set: { description: sql`excluded.description` } });
}
