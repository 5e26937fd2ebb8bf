import type { Rank } from "../rules/ranks.ts";
import { getMonster, type Monster } from "./monsters.ts";

/**
 * Dungeon templates: what a gate holds. A spawned dungeon (a database row) copies one template
 * and adds its own id and expiresAt (see dungeon-spawns.ts).
 */
export const DUNGEON_TYPES = ["combat", "movement"] as const;
export type DungeonType = (typeof DUNGEON_TYPES)[number];

/** What kind of inventory item the dungeon's drop roll can give (the inventory item types). */
export const DROP_TYPES = ["weapon", "item", "potion"] as const;
export type DropType = (typeof DROP_TYPES)[number];

export interface DungeonRewards {
  type: DropType;
  xp: number;
  gold: number;
  /** Chance of one item drop on clearing, as a fraction 0..1 (the screen shows a percentage). */
  itemDropChance: number;
}

interface DungeonBase {
  /** Slug, also the image's file name. */
  id: string;
  name: string;
  description: string;
  rank: Rank;
  recommendedCP: number;
  /** Minutes a hunter of the dungeon's rank needs, countdowns included. */
  estimatedTime: number;
  rewards: DungeonRewards;
  magicalBeasts: string[];
  /** `/dungeons/<id>.svg`, served from apps/web/public. */
  imageUrl: string;
}

export interface CombatDungeon extends DungeonBase {
  type: "combat";
  /** Monster ids in fighting order; the last one is the boss. */
  enemySequence: string[];
  bossName: string;
  bossRank: Rank;
}

export interface MovementDungeon extends DungeonBase {
  type: "movement";
  /** Kilometres to cover (GPS, haversine) within the movement time limit. */
  requiredDistance: number;
}

export type DungeonTemplate = CombatDungeon | MovementDungeon;

type Common = Pick<DungeonBase, "id" | "name" | "description" | "rank" | "recommendedCP">;
type Reward = [type: DropType, xp: number, gold: number, itemDropChance: number];

/** A combat template; the beasts, boss name and rank are read from the monster catalogue. */
function combat(
  common: Common,
  enemySequence: string[],
  estimatedTime: number,
  reward: Reward,
): CombatDungeon {
  const monsters = enemySequence.map(getMonster);
  const boss = monsters.at(-1) as Monster;
  return {
    ...common,
    type: "combat",
    enemySequence,
    bossName: boss.name,
    bossRank: boss.rank,
    estimatedTime,
    rewards: toRewards(reward),
    magicalBeasts: [...new Set(monsters.map((m) => m.name))],
    imageUrl: dungeonImageUrl(common.id),
  };
}

function movement(
  common: Common,
  requiredDistance: number,
  magicalBeasts: string[],
  estimatedTime: number,
  reward: Reward,
): MovementDungeon {
  return {
    ...common,
    type: "movement",
    requiredDistance,
    estimatedTime,
    rewards: toRewards(reward),
    magicalBeasts,
    imageUrl: dungeonImageUrl(common.id),
  };
}

function toRewards([type, xp, gold, itemDropChance]: Reward): DungeonRewards {
  return { type, xp, gold, itemDropChance };
}

function dungeonImageUrl(id: string): string {
  return `/dungeons/${id}.svg`;
}

/** Every template, weakest rank first. */
export const DUNGEON_TEMPLATES: readonly DungeonTemplate[] = [
  // E — a fresh hunter (CP 60, no weapon) clears these in 130–170 reps.
  combat(
    {
      id: "goblin-warren",
      name: "Goblin Warren",
      description: "A blue gate opened under an old bridge. Goblins have dug in behind it.",
      rank: "E",
      recommendedCP: 55,
    },
    ["goblin-scout", "goblin-scout", "goblin-spearman", "chieftain-grukk"],
    11,
    ["potion", 300, 60, 0.15],
  ),
  combat(
    {
      id: "wolf-den",
      name: "Grey Wolf Den",
      description: "Howls echo from a cave mouth glowing faint blue. The pack hunts together.",
      rank: "E",
      recommendedCP: 60,
    },
    ["grey-cave-wolf", "grey-cave-wolf", "stone-beetle", "grey-wolf-alpha"],
    11,
    ["potion", 320, 70, 0.15],
  ),
  combat(
    {
      id: "slime-cellar",
      name: "Slime Cellar",
      description: "A flooded cellar where mana pools into slimes. Slow, soft, and many.",
      rank: "E",
      recommendedCP: 65,
    },
    ["mana-slime", "mana-slime", "goblin-scout", "stone-beetle", "chieftain-grukk"],
    12,
    ["item", 350, 80, 0.12],
  ),
  movement(
    {
      id: "riverside-patrol",
      name: "Riverside Patrol",
      description: "Sweep the riverside path before the gate's scouts reach the town.",
      rank: "E",
      recommendedCP: 50,
    },
    1,
    ["Goblin Scout", "Grey Cave Wolf"],
    12,
    ["potion", 250, 50, 0.15],
  ),
  movement(
    {
      id: "park-gate-run",
      name: "Park Gate Run",
      description: "A gate flickers in the park. Circle it at a run to seal its edges.",
      rank: "E",
      recommendedCP: 60,
    },
    1.5,
    ["Mana Slime", "Goblin Spearman"],
    18,
    ["potion", 320, 70, 0.15],
  ),
  // D — a hunter around CP 85 with a sword; a fresh hunter finds them 'Challenging'.
  combat(
    {
      id: "spider-nest",
      name: "Spider Nest",
      description: "Silk covers every wall of this gate. Something large waits at its heart.",
      rank: "D",
      recommendedCP: 85,
    },
    ["giant-cave-spider", "giant-cave-spider", "swamp-lizardman", "broodmother-silkwyn"],
    14,
    ["item", 700, 180, 0.2],
  ),
  combat(
    {
      id: "hobgoblin-fort",
      name: "Hobgoblin Fort",
      description:
        "Hobgoblins have built a palisade inside the gate and trained wolves to guard it.",
      rank: "D",
      recommendedCP: 95,
    },
    ["hobgoblin-brute", "ironhide-wolf", "hobgoblin-brute", "skeleton-soldier", "warlord-razz"],
    17,
    ["weapon", 850, 220, 0.2],
  ),
  combat(
    {
      id: "sunken-crypt",
      name: "Sunken Crypt",
      description: "Water drips through a crypt where the dead still stand their watch.",
      rank: "D",
      recommendedCP: 90,
    },
    ["skeleton-soldier", "swamp-lizardman", "skeleton-soldier", "crypt-lord-morvane"],
    15,
    ["item", 750, 200, 0.2],
  ),
  movement(
    {
      id: "old-town-loop",
      name: "Old Town Loop",
      description: "Monsters leak from a gate in the old town. Run the loop to drive them back.",
      rank: "D",
      recommendedCP: 80,
    },
    2.5,
    ["Ironhide Wolf", "Swamp Lizardman"],
    28,
    ["potion", 650, 170, 0.2],
  ),
  // C
  combat(
    {
      id: "orc-stronghold",
      name: "Orc Stronghold",
      description: "War drums beat behind a red-rimmed gate. The orcs here answer to one chief.",
      rank: "C",
      recommendedCP: 140,
    },
    ["orc-raider", "orc-raider", "orc-shaman", "ogre-bruiser", "warchief-gorrath"],
    17,
    ["weapon", 1800, 500, 0.3],
  ),
  combat(
    {
      id: "sealed-vault",
      name: "Sealed Vault",
      description: "An ancient vault of golems and fallen knights, sealed until today.",
      rank: "C",
      recommendedCP: 145,
    },
    ["stone-golem", "undead-knight", "stone-golem", "vault-warden"],
    15,
    ["item", 1700, 480, 0.3],
  ),
  combat(
    {
      id: "ogre-quarry",
      name: "Ogre Quarry",
      description: "Ogres haul stone in a quarry that should not exist. Their chief is watching.",
      rank: "C",
      recommendedCP: 135,
    },
    ["ogre-bruiser", "orc-raider", "ogre-bruiser", "warchief-gorrath"],
    15,
    ["weapon", 1600, 450, 0.3],
  ),
  movement(
    {
      id: "ridge-march",
      name: "Ridge March",
      description: "Carry the warning along the ridge before the orc raiders crest it.",
      rank: "C",
      recommendedCP: 125,
    },
    4,
    ["Orc Raider", "Ogre Bruiser"],
    45,
    ["potion", 1500, 420, 0.3],
  ),
  // B
  combat(
    {
      id: "frozen-citadel",
      name: "Frozen Citadel",
      description:
        "Ice elves hold a citadel of glass-blue ice. Their queen never leaves the throne.",
      rank: "B",
      recommendedCP: 215,
    },
    ["ice-elf-archer", "ice-elf-sentinel", "ice-elf-archer", "snow-wraith", "queen-sylvaine"],
    16,
    ["weapon", 4200, 1300, 0.4],
  ),
  combat(
    {
      id: "ant-hive",
      name: "Ant Hive",
      description: "A gate on an island has become a hive. The soldiers guard their matriarch.",
      rank: "B",
      recommendedCP: 205,
    },
    ["giant-soldier-ant", "giant-soldier-ant", "giant-soldier-ant", "hive-matriarch"],
    14,
    ["item", 3800, 1200, 0.4],
  ),
  combat(
    {
      id: "frost-hollow",
      name: "Frost Hollow",
      description: "Bears and wraiths roam a snowed-in hollow below the elves' citadel.",
      rank: "B",
      recommendedCP: 200,
    },
    ["frost-bear", "snow-wraith", "frost-bear", "queen-sylvaine"],
    14,
    ["weapon", 3700, 1150, 0.4],
  ),
  movement(
    {
      id: "glacier-trek",
      name: "Glacier Trek",
      description: "Cross the glacier on foot before the frost closes the gate behind you.",
      rank: "B",
      recommendedCP: 195,
    },
    6,
    ["Frost Bear", "Snow Wraith"],
    65,
    ["potion", 3500, 1100, 0.4],
  ),
  // A
  combat(
    {
      id: "giants-pass",
      name: "Giants' Pass",
      description: "Giants block a mountain pass under a storm of wyverns. Their jarl waits above.",
      rank: "A",
      recommendedCP: 310,
    },
    ["hill-giant", "hill-giant", "wyvern", "jarl-hrodvar"],
    14,
    ["weapon", 9000, 3000, 0.5],
  ),
  combat(
    {
      id: "demon-keep",
      name: "Demon Keep",
      description: "A keep of black stone where demon knights and hounds serve a baron.",
      rank: "A",
      recommendedCP: 330,
    },
    ["demon-hound", "demon-knight", "demon-hound", "demon-knight", "baron-malgrith"],
    17,
    ["weapon", 10000, 3500, 0.5],
  ),
  combat(
    {
      id: "ember-caldera",
      name: "Ember Caldera",
      description:
        "Salamanders swim in lava under a caldera sky. The baron's hounds patrol its rim.",
      rank: "A",
      recommendedCP: 325,
    },
    ["lava-salamander", "demon-hound", "lava-salamander", "wyvern", "baron-malgrith"],
    17,
    ["item", 9800, 3300, 0.5],
  ),
  movement(
    {
      id: "summit-ascent",
      name: "Summit Ascent",
      description: "The gate sits on a summit. Climb to it and back before the giants wake.",
      rank: "A",
      recommendedCP: 300,
    },
    10,
    ["Hill Giant", "Cliff Wyvern"],
    110,
    ["potion", 9000, 3000, 0.5],
  ),
  // S — only a hunter near CP 500 should open these.
  combat(
    {
      id: "dragon-lair",
      name: "Dragon's Lair",
      description: "Heat pours from a crimson gate. An ancient dragon sleeps on its hoard.",
      rank: "S",
      recommendedCP: 500,
    },
    ["shadow-drake", "elder-wyrmling", "shadow-drake", "ignivar"],
    14,
    ["weapon", 24000, 9000, 0.75],
  ),
  combat(
    {
      id: "frost-throne",
      name: "Throne of Frost",
      description: "Storm giants kneel before a throne of ice. Its sovereign has waited an age.",
      rank: "S",
      recommendedCP: 480,
    },
    ["storm-giant", "abyssal-knight", "storm-giant", "hrimgard"],
    13,
    ["weapon", 23000, 8500, 0.75],
  ),
  combat(
    {
      id: "endless-rift",
      name: "The Endless Rift",
      description: "A purple rift that swallows light. What comes through it has no name.",
      rank: "S",
      recommendedCP: 520,
    },
    ["abyssal-knight", "void-colossus", "shadow-drake", "void-colossus", "void-herald"],
    17,
    ["item", 26000, 10000, 0.75],
  ),
  movement(
    {
      id: "long-road",
      name: "The Long Road",
      description: "A half marathon between two gates. Only the tireless reach the second one.",
      rank: "S",
      recommendedCP: 460,
    },
    21.1,
    ["Storm Giant", "Shadow Drake"],
    230,
    ["potion", 22000, 8000, 0.75],
  ),
];

const BY_ID = new Map(DUNGEON_TEMPLATES.map((d) => [d.id, d]));

export function findDungeonTemplate(id: string): DungeonTemplate | undefined {
  return BY_ID.get(id);
}

export function dungeonTemplatesOfRank(rank: Rank): DungeonTemplate[] {
  return DUNGEON_TEMPLATES.filter((d) => d.rank === rank);
}

/** The monsters of a combat dungeon in fighting order. */
export function enemiesOf(dungeon: CombatDungeon): Monster[] {
  return dungeon.enemySequence.map(getMonster);
}

/** Index of the monster after `index`, or null when `index` was the boss. */
export function nextEnemyIndex(dungeon: CombatDungeon, index: number): number | null {
  return index + 1 < dungeon.enemySequence.length ? index + 1 : null;
}
