import type { StatName } from "../rules/stats.ts";

export const CLASS_NAMES = ["Fighter", "Tank", "Assassin", "Ranger", "Mage", "Healer"] as const;
export type ClassName = (typeof CLASS_NAMES)[number];

export interface HunterClass {
  name: ClassName;
  description: string;
  primaryStats: StatName[];
  /** Percent added to weapon damage. Lighter-armoured classes hit harder to pay for it. */
  damageBonus: number;
  /** Its game-icons glyph. */
  picture: string;
}

export const HUNTER_CLASSES: readonly HunterClass[] = [
  {
    name: "Fighter",
    description: "A front-line brawler who turns raw strength into heavy blows.",
    primaryStats: ["strength", "vitality"],
    damageBonus: 15,
    picture: "mailed-fist",
  },
  {
    name: "Tank",
    description: "An unbreakable wall who outlasts any monster and shields the party.",
    primaryStats: ["vitality", "endurance"],
    damageBonus: 5,
    picture: "checked-shield",
  },
  {
    name: "Assassin",
    description: "A shadow that strikes fast and first, then vanishes.",
    primaryStats: ["agility", "perception"],
    damageBonus: 20,
    picture: "hooded-assassin",
  },
  {
    name: "Ranger",
    description: "A keen-eyed hunter who keeps monsters at a distance.",
    primaryStats: ["perception", "agility"],
    damageBonus: 12,
    picture: "archer",
  },
  {
    name: "Mage",
    description: "A scholar of mana whose spells break what blades cannot.",
    primaryStats: ["intelligence", "perception"],
    damageBonus: 18,
    picture: "wizard-face",
  },
  {
    name: "Healer",
    description: "A steady hand who keeps the party standing through any gate.",
    primaryStats: ["intelligence", "endurance"],
    damageBonus: 5,
    picture: "healing",
  },
];

export function isClassName(value: string): value is ClassName {
  return (CLASS_NAMES as readonly string[]).includes(value);
}
