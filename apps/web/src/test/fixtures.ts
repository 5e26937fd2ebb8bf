import type { AttackReply, Battle } from "@repgate/contracts/battles";
import type { Dungeon } from "@repgate/contracts/dungeons";
import type { InventoryItem } from "@repgate/contracts/inventory";
import type { MovementRun } from "@repgate/contracts/movement";
import type { PublicProfile } from "@repgate/contracts/profiles";
import type { Quest } from "@repgate/contracts/quests";
import type { QuestPlan } from "@repgate/game/rules/quests";

/** Replies shaped exactly as the contracts say, for component tests. */

export function makeDungeon(overrides: Partial<Dungeon> = {}): Dungeon {
  return {
    id: "dungeon-1",
    templateId: "goblin-warren",
    name: "Goblin Warren",
    description: "A warren of goblins under the old mill.",
    rank: "E",
    type: "combat",
    requiredDistance: null,
    enemySequence: ["Goblin Scout", "Goblin Scout", "Cave Bat", "Goblin Archer", "Grukk"],
    recommendedCP: 60,
    bossName: "Goblin Chieftain Grukk",
    bossRank: "E",
    rewards: { type: "potion", xp: 300, gold: 60, itemDropChance: 0.15 },
    estimatedTime: 11,
    magicalBeasts: ["Goblin"],
    imageUrl: "/dungeons/goblin-warren.svg",
    expiresAt: new Date(Date.now() + 5 * 3_600_000).toISOString(),
    ...overrides,
  };
}

export function makeBattle(overrides: Partial<Battle> = {}): Battle {
  return {
    id: "battle-1",
    dungeonId: "dungeon-1",
    dungeonName: "Goblin Warren",
    status: "active",
    enemyIndex: 0,
    enemyCount: 5,
    isBoss: false,
    monsterName: "Goblin Scout",
    monsterLevel: 2,
    monsterCombatPower: 40,
    monsterCurrentHP: 120,
    monsterMaxHP: 120,
    partyEncounterId: null,
    damageDealt: 0,
    exercisesCompleted: 0,
    xpGained: 0,
    goldEarned: 0,
    itemsWon: [],
    duration: 0,
    deathTimer: 1800,
    deathTimerStartedAt: new Date().toISOString(),
    secondsLeft: 1800,
    playerCurrentHP: 90,
    playerMaxHP: 100,
    skillUsed: false,
    skill: {
      name: "Shadow Strike",
      description: "Strike from the shadows for triple damage. The monster cannot counter.",
      reps: 5,
    },
    buff: null,
    attackSet: "unarmed",
    attacks: [
      { kind: "light", name: "Jab", reps: 3, multiplier: 1 },
      { kind: "heavy", name: "Haymaker", reps: 6, multiplier: 1.6 },
      { kind: "combo", name: "Fist Flurry", reps: 8, multiplier: 2.2 },
    ],
    log: [],
    ...overrides,
  };
}

export function makeAttackReply(battle: Battle, overrides: Partial<AttackReply> = {}): AttackReply {
  return {
    damage: 18,
    critical: false,
    xpGained: 3,
    monsterCounterAttack: false,
    monsterDamage: 0,
    monsterName: battle.monsterName,
    monsterCurrentHP: battle.monsterCurrentHP,
    playerDefeated: false,
    timeUp: false,
    message: "You dealt 18 damage.",
    battle,
    ...overrides,
  };
}

export function makeItem(overrides: Partial<InventoryItem> = {}): InventoryItem {
  return {
    id: "5b0f7f8e-3f39-4a4e-9a39-0c1b8f0c2a11",
    name: "Healing Potion",
    description: "Restores a little HP.",
    type: "potion",
    subType: null,
    rarity: "common",
    icon: null,
    usage: "heal_50",
    stats: {},
    quantity: 3,
    equipped: false,
    equippedSlot: null,
    setName: null,
    ...overrides,
  };
}

export function makeRun(overrides: Partial<MovementRun> = {}): MovementRun {
  return {
    id: "run-1",
    dungeonId: "dungeon-9",
    dungeonName: "Riverside Patrol",
    status: "active",
    requiredDistance: 1,
    distanceCovered: 0.25,
    startedAt: new Date().toISOString(),
    timeLimit: 1800,
    secondsLeft: 1800,
    paceSecondsPerKm: 360,
    lastSampleAccepted: null,
    lastSampleReason: null,
    rewards: null,
    ...overrides,
  };
}

export function makeQuest(overrides: Partial<Quest> = {}): Quest {
  return {
    id: "quest-1",
    name: "Daily Training",
    title: "Daily Training",
    description: "The System demands your strength.",
    type: "daily",
    difficulty: "medium",
    statType: null,
    isCompleted: false,
    completedAt: null,
    expiresAt: new Date(Date.now() + 5 * 3_600_000).toISOString(),
    createdAt: new Date().toISOString(),
    rewards: { xp: 400, gold: 50, stats: { strength: 1, endurance: 1 } },
    requirements: {
      sections: [
        {
          name: "Strength",
          tasks: [
            {
              name: "Push-ups",
              description: "100 push-ups",
              completed: false,
              target: 100,
              unit: "reps",
            },
            {
              name: "Squats",
              description: "100 squats",
              completed: false,
              target: 100,
              unit: "reps",
            },
          ],
        },
        {
          name: "Endurance",
          tasks: [
            { name: "Run", description: "10 km run", completed: false, target: 10, unit: "km" },
          ],
        },
      ],
    },
    cheatingDetected: false,
    ...overrides,
  };
}

/** A quest as the server stores a plan (rules/quests.ts): its English, numbers in it. */
export function questFromPlan(plan: QuestPlan, overrides: Partial<Quest> = {}): Quest {
  return makeQuest({
    name: plan.name,
    title: plan.name,
    description: plan.description,
    difficulty: plan.difficulty,
    rewards: plan.rewards,
    requirements: {
      sections: plan.sections.map((section) => ({
        name: section.name,
        tasks: section.tasks.map((task) => ({ ...task, completed: false })),
      })),
    },
    ...overrides,
  });
}

/** Cha Haein's public profile, as another hunter reads it. */
export function makePublicProfile(overrides: Partial<PublicProfile> = {}): PublicProfile {
  return {
    id: "7c1d2e3f-4a5b-4c6d-8e7f-901234567890",
    hunterName: "Cha Haein",
    firstName: null,
    lastName: null,
    profileImageUrl: null,
    rank: "S",
    level: 40,
    totalXP: 90_000,
    userClass: "Fighter",
    currentTitle: "None",
    strength: 50,
    agility: 50,
    vitality: 40,
    intelligence: 20,
    endurance: 30,
    perception: 30,
    combatPower: 220,
    questsCompleted: 60,
    dungeonsCleared: 12,
    magicalBeastsKilled: 30,
    presence: "online",
    inParty: false,
    inGuild: false,
    achievements: [],
    createdAt: "2026-01-01T00:00:00.000Z",
    ...overrides,
  };
}
