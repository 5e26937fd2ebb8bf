import type { Dungeon } from "@repgate/contracts/dungeons";
import { type DungeonTemplate, enemiesOf } from "@repgate/game/content/dungeons";
import type { DungeonRow } from "../../db/schema/dungeons.ts";

/** A spawned gate as the API shows it: the row's identity and lifetime, the template's rest. */
export function presentDungeon(row: DungeonRow, template: DungeonTemplate): Dungeon {
  const combat = template.type === "combat";
  return {
    id: row.id,
    templateId: template.id,
    name: template.name,
    description: template.description,
    rank: template.rank,
    type: template.type,
    requiredDistance: combat ? null : template.requiredDistance,
    enemySequence: combat ? enemiesOf(template).map((m) => m.name) : [],
    recommendedCP: template.recommendedCP,
    bossName: combat ? template.bossName : null,
    bossRank: combat ? template.bossRank : null,
    rewards: { ...template.rewards },
    estimatedTime: template.estimatedTime,
    magicalBeasts: [...template.magicalBeasts],
    imageUrl: template.imageUrl,
    expiresAt: row.expiresAt.toISOString(),
  };
}
