import type { Rank } from "../rules/ranks.ts";

/**
 * Every monster and boss a gate can hold. The numbers are balanced against one "reference
 * hunter" per rank (see REFERENCE_HUNTERS in dungeons.ts and docs/game-rules/battle.md): that
 * hunter clears a dungeon of their rank in 100–250 reps and loses well under 100 HP to
 * counter-attacks, while a hunter two ranks weaker is crushed.
 */
export interface Monster {
  /** Stable slug; dungeon templates refer to monsters by it. */
  id: string;
  name: string;
  rank: Rank;
  isBoss: boolean;
  level: number;
  maxHP: number;
  /** Shown on the battle screen next to the name. */
  combatPower: number;
  /** Counter-attack strength: the HP a hit costs a hunter with vitality 10. */
  attack: number;
  /** Its game-icons glyph (apps/web bundles only the glyphs the tables name); unique per monster. */
  picture: string;
}

type Row = [
  id: string,
  name: string,
  level: number,
  maxHP: number,
  cp: number,
  attack: number,
  picture: string,
];

function rankMonsters(rank: Rank, isBoss: boolean, rows: Row[]): Monster[] {
  return rows.map(([id, name, level, maxHP, combatPower, attack, picture]) => ({
    id,
    name,
    rank,
    isBoss,
    level,
    maxHP,
    combatPower,
    attack,
    picture,
  }));
}

/** Every monster, weakest rank first. Ids are unique (a test checks). */
export const MONSTERS: readonly Monster[] = [
  ...rankMonsters("E", false, [
    ["mana-slime", "Mana Slime", 1, 110, 30, 3, "slime"],
    ["goblin-scout", "Goblin Scout", 2, 130, 36, 3, "goblin-head"],
    ["grey-cave-wolf", "Grey Cave Wolf", 3, 150, 42, 4, "wolf-head"],
    ["goblin-spearman", "Goblin Spearman", 4, 160, 48, 4, "spears"],
    ["stone-beetle", "Stone Beetle", 5, 180, 54, 4, "beetle-shell"],
  ]),
  ...rankMonsters("E", true, [
    ["chieftain-grukk", "Goblin Chieftain Grukk", 8, 340, 72, 6, "goblin"],
    ["grey-wolf-alpha", "Grey Wolf Alpha", 7, 320, 68, 6, "wolf-howl"],
  ]),
  ...rankMonsters("D", false, [
    ["ironhide-wolf", "Ironhide Wolf", 10, 320, 72, 5, "direwolf"],
    ["swamp-lizardman", "Swamp Lizardman", 11, 350, 78, 5, "lizardman"],
    ["hobgoblin-brute", "Hobgoblin Brute", 13, 400, 84, 6, "troll"],
    ["giant-cave-spider", "Giant Cave Spider", 14, 420, 88, 6, "long-legged-spider"],
    ["skeleton-soldier", "Skeleton Soldier", 15, 440, 92, 6, "skeleton"],
  ]),
  ...rankMonsters("D", true, [
    ["broodmother-silkwyn", "Broodmother Silkwyn", 18, 950, 120, 8, "spider-face"],
    ["warlord-razz", "Hobgoblin Warlord Razz", 18, 920, 118, 8, "warlord-helmet"],
    ["crypt-lord-morvane", "Crypt Lord Morvane", 19, 980, 124, 8, "crowned-skull"],
  ]),
  ...rankMonsters("C", false, [
    ["orc-raider", "Orc Raider", 20, 700, 112, 8, "orc-head"],
    ["orc-shaman", "Orc Shaman", 23, 760, 122, 8, "skull-staff"],
    ["stone-golem", "Stone Golem", 26, 850, 134, 9, "rock-golem"],
    ["undead-knight", "Undead Knight", 28, 880, 140, 9, "black-knight-helm"],
    ["ogre-bruiser", "Ogre Bruiser", 30, 920, 148, 10, "ogre"],
  ]),
  ...rankMonsters("C", true, [
    ["warchief-gorrath", "Orc Warchief Gorrath", 33, 1950, 190, 12, "brutal-helm"],
    ["vault-warden", "Warden of the Sealed Vault", 34, 2000, 195, 12, "golem-head"],
  ]),
  ...rankMonsters("B", false, [
    ["ice-elf-archer", "Ice Elf Archer", 36, 1450, 175, 11, "bowman"],
    ["ice-elf-sentinel", "Ice Elf Sentinel", 39, 1600, 188, 12, "elf-helmet"],
    ["frost-bear", "Frost Bear", 40, 1700, 196, 12, "polar-bear"],
    ["giant-soldier-ant", "Giant Soldier Ant", 42, 1750, 205, 13, "ant"],
    ["snow-wraith", "Snow Wraith", 45, 1850, 220, 13, "floating-ghost"],
  ]),
  ...rankMonsters("B", true, [
    ["queen-sylvaine", "Frost Elf Queen Sylvaine", 48, 4100, 290, 18, "woman-elf-face"],
    ["hive-matriarch", "Hive Matriarch Zerraka", 48, 4000, 285, 18, "hive"],
  ]),
  ...rankMonsters("A", false, [
    ["hill-giant", "Hill Giant", 52, 3100, 265, 17, "giant"],
    ["demon-hound", "Demon Hound", 55, 3300, 280, 18, "hound"],
    ["lava-salamander", "Lava Salamander", 58, 3500, 296, 18, "salamander"],
    ["demon-knight", "Demon Knight", 61, 3700, 310, 19, "horned-helm"],
    ["wyvern", "Cliff Wyvern", 64, 3900, 330, 20, "wyvern"],
  ]),
  ...rankMonsters("A", true, [
    ["jarl-hrodvar", "Frost Giant Jarl Hrodvar", 68, 8600, 420, 28, "ice-golem"],
    ["baron-malgrith", "Demon Baron Malgrith", 69, 8800, 430, 28, "overlord-helm"],
  ]),
  ...rankMonsters("S", false, [
    ["storm-giant", "Storm Giant", 72, 6800, 430, 27, "lightning-helix"],
    ["shadow-drake", "Shadow Drake", 76, 7200, 455, 28, "spiked-dragon-head"],
    ["abyssal-knight", "Abyssal Knight", 80, 7600, 480, 30, "mounted-knight"],
    ["elder-wyrmling", "Elder Wyrmling", 84, 8000, 505, 31, "dragon-head"],
    ["void-colossus", "Void Colossus", 88, 8400, 530, 32, "metal-golem-head"],
  ]),
  ...rankMonsters("S", true, [
    ["ignivar", "Ancient Flame Dragon Ignivar", 97, 19500, 720, 44, "dragon-breath"],
    ["hrimgard", "Frost Sovereign Hrimgard", 95, 19000, 700, 43, "sea-dragon"],
    ["void-herald", "Herald of the Endless Rift", 96, 19200, 710, 44, "vortex"],
  ]),
];

/** The picture of a monster the catalogue no longer has (a battle begun before a release). */
export const UNKNOWN_MONSTER_PICTURE = "daemon-skull";

const BY_ID = new Map(MONSTERS.map((m) => [m.id, m]));

/** The monster with this id, or undefined. */
export function findMonster(id: string): Monster | undefined {
  return BY_ID.get(id);
}

/** The monster with this id; throws for an id the catalogue lacks (a programming error). */
export function getMonster(id: string): Monster {
  const monster = BY_ID.get(id);
  if (!monster) throw new RangeError(`Unknown monster: ${id}`);
  return monster;
}

/** Monsters of one rank, regular ones first. */
export function monstersOfRank(rank: Rank): Monster[] {
  return MONSTERS.filter((m) => m.rank === rank).sort(
    (a, b) => Number(a.isBoss) - Number(b.isBoss),
  );
}
