import { ATTACK_KINDS } from "@repgate/game/rules/combat";
import { z } from "zod";
import { dungeonSchema } from "./dungeons.ts";
import { movementRunSchema } from "./movement.ts";
import { unlocksSchema } from "./unlocks.ts";

export const battleIdParamSchema = z.object({
  id: z.uuid({ error: "That battle id is not valid." }),
});

export const battleLogEntrySchema = z.object({
  at: z.string(),
  kind: z.enum(["attack", "counter", "skill", "item", "escape", "victory", "defeat", "info"]),
  text: z.string(),
  /** An attack's or skill's line: the damage it dealt (a party's teammates are shown it). */
  damage: z.number().int().optional(),
});
export type BattleLogEntry = z.infer<typeof battleLogEntrySchema>;

/** A battle as the server keeps it (docs/game-rules/battle.md, plus what the screen needs). */
export const battleSchema = z.object({
  id: z.string(),
  dungeonId: z.string().nullable(),
  dungeonName: z.string(),
  status: z.enum(["active", "won", "lost", "fled", "expired"]),
  /** 0-based position of this monster in the dungeon's enemySequence. */
  enemyIndex: z.number().int(),
  enemyCount: z.number().int(),
  isBoss: z.boolean(),
  monsterName: z.string(),
  monsterLevel: z.number().int(),
  monsterCombatPower: z.number().int(),
  monsterCurrentHP: z.number().int(),
  monsterMaxHP: z.number().int(),
  /** Set when the hunter fights with their party: the monster and its HP are shared. */
  partyEncounterId: z.string().nullable(),
  damageDealt: z.number().int(),
  exercisesCompleted: z.number().int(),
  xpGained: z.number().int(),
  goldEarned: z.number().int(),
  itemsWon: z.array(z.string()),
  /** Seconds since the dungeon run began. */
  duration: z.number().int(),
  /** The run's time limit in seconds (1800). */
  deathTimer: z.number().int(),
  /** When the run's timer started; the client counts down from here. */
  deathTimerStartedAt: z.string(),
  /** Whole seconds left on the run's timer when the server answered (clock skew proof). */
  secondsLeft: z.number().int(),
  playerCurrentHP: z.number().int(),
  playerMaxHP: z.number().int(),
  /** The class skill is one per battle; true once it has been used. */
  skillUsed: z.boolean(),
  /** The hunter's class skill for the Magic menu, or null without a class. */
  skill: z.object({ name: z.string(), description: z.string(), reps: z.number().int() }).nullable(),
  /** A skill effect waiting for a later action: Berserk (next attack x2) or Iron Wall. */
  buff: z.enum(["berserk", "iron-wall"]).nullable(),
  /** Attack set of the equipped weapon ("unarmed" without one). */
  attackSet: z.string(),
  attacks: z.array(
    z.object({
      kind: z.enum(ATTACK_KINDS),
      name: z.string(),
      reps: z.number().int(),
      multiplier: z.number(),
    }),
  ),
  log: z.array(battleLogEntrySchema),
});
export type Battle = z.infer<typeof battleSchema>;

/**
 * PATCH /api/battles/{id}. The server computes everything from `attack` and `reps`. The five
 * client-computed fields stay declared only because the spec's attack call sends them
 * (docs/spec-calls.json, held by spec-calls.test.ts, decision 017): a client written from the
 * spec must not get a 400. The server never reads them and our web client does not send them.
 */
export const attackRequestSchema = z.object({
  attack: z.enum(ATTACK_KINDS, { error: "Attack must be light, heavy or combo." }),
  reps: z
    .number({ error: "Reps must be a whole number." })
    .int({ error: "Reps must be a whole number." })
    .min(1, { error: "Reps must be at least 1." })
    .max(100, { error: "Reps must be at most 100." }),
  monsterCurrentHP: z.unknown().optional(),
  damageDealt: z.unknown().optional(),
  exercisesCompleted: z.unknown().optional(),
  xpGained: z.unknown().optional(),
  duration: z.unknown().optional(),
});
export type AttackRequest = z.infer<typeof attackRequestSchema>;

export const attackReplySchema = z.object({
  /** The damage dealt, critical multiplier included. */
  damage: z.number().int(),
  /**
   * Added to the spec's shape (issue 41): the hit landed as a critical (x1.5, rolled by the
   * server from perception, docs/game-rules/battle.md). Never true for a hit of 0.
   */
  critical: z.boolean(),
  xpGained: z.number().int(),
  monsterCounterAttack: z.boolean(),
  monsterDamage: z.number().int(),
  monsterName: z.string(),
  monsterCurrentHP: z.number().int(),
  playerDefeated: z.boolean(),
  /** True when the 1800-second limit had passed: the attack was not made, the run is lost. */
  timeUp: z.boolean(),
  message: z.string(),
  battle: battleSchema,
});
export type AttackReply = z.infer<typeof attackReplySchema>;

/**
 * The next monster of a run, waiting for the 'Next Enemy Approaching' countdown. Sent back as
 * is to POST /api/battles/create-next. Also GET /api/battles/pending-next (or null).
 */
const nextBattleSchema = z.object({
  /** The won battle the next monster follows. */
  battleId: z.string(),
  dungeonId: z.string(),
  enemyIndex: z.number().int(),
  monsterName: z.string(),
  /**
   * Whole seconds of the countdown left when the server answered: 30 on the claim, fewer when
   * asked again later (counted from the moment the victory was paid), 0 once it is over.
   */
  countdownSeconds: z.number().int(),
});
export type NextBattle = z.infer<typeof nextBattleSchema>;

/** GET /api/battles/pending-next: the next monster waiting for its countdown, or null. */
export const pendingNextReplySchema = nextBattleSchema.nullable();
export type PendingNextReply = z.infer<typeof pendingNextReplySchema>;

export const completeReplySchema = z.object({
  message: z.string(),
  nextBattle: nextBattleSchema.nullable(),
  dungeonComplete: z
    .object({
      dungeonName: z.string(),
      xp: z.number().int(),
      gold: z.number().int(),
      itemDropped: z.string().nullable(),
      levelsGained: z.number().int(),
      newLevel: z.number().int(),
      /** The hunter's own monsters of this run, in order: damage dealt and reps done on each. */
      monstersSlain: z.array(
        z.object({ name: z.string(), damage: z.number().int(), reps: z.number().int() }),
      ),
      /** A party run: every member's damage and reps over the whole run; null alone. */
      party: z
        .array(
          z.object({
            hunterName: z.string(),
            damage: z.number().int(),
            reps: z.number().int(),
          }),
        )
        .nullable(),
    })
    .nullable(),
  /** This monster's pay: the XP of every attack on it, and its kill gold. */
  xpGained: z.number().int(),
  goldEarned: z.number().int(),
  /** Levels gained by everything this claim paid (the dungeon's XP included). */
  levelsGained: z.number().int(),
  newLevel: z.number().int(),
  /** The level before this claim paid (newLevel when nothing was gained). */
  previousLevel: z.number().int(),
  /** Achievements and titles this claim unlocked. */
  unlocks: unlocksSchema,
  /**
   * False for the claim that paid. True when the victory had been claimed already: the reply
   * is the paying claim's, again (nothing is paid twice), so a client whose first reply was
   * lost still learns `nextBattle` or `dungeonComplete`.
   */
  alreadyClaimed: z.boolean(),
});
export type CompleteReply = z.infer<typeof completeReplySchema>;

export const runAwayReplySchema = z.object({
  success: z.boolean(),
  message: z.string(),
  monsterDamage: z.number().int(),
  playerDefeated: z.boolean(),
  /** The run's 1800 seconds had passed: no escape roll, the run is lost. */
  timeUp: z.boolean(),
  playerCurrentHP: z.number().int(),
});
export type RunAwayReply = z.infer<typeof runAwayReplySchema>;

/**
 * POST /api/battles/create-next: the `nextBattle` object from the complete reply. The server
 * decides from the hunter's own latest battle; fields that are sent must agree with it.
 */
export const createNextRequestSchema = z.looseObject({
  battleId: z.uuid({ error: "That battle id is not valid." }).optional(),
  dungeonId: z.uuid({ error: "That dungeon id is not valid." }).optional(),
  enemyIndex: z
    .number({ error: "Enemy index must be a whole number." })
    .int({ error: "Enemy index must be a whole number." })
    .min(0, { error: "Enemy index must be a whole number." })
    .optional(),
});
export type CreateNextRequest = z.infer<typeof createNextRequestSchema>;

export const createNextReplySchema = z.object({
  message: z.string(),
  monsterName: z.string(),
  battle: battleSchema,
});
export type CreateNextReply = z.infer<typeof createNextReplySchema>;

/**
 * A member of a party fight as their teammates see it: their HP (the battle's own figure) and
 * whether they are still in: `in` (fighting, or between two monsters of the run), `fled`,
 * `defeated` (by HP or the run's timer), `left` (gone to another gate since).
 */
const partyFighterSchema = z.object({
  id: z.string(),
  hunterName: z.string(),
  currentHP: z.number().int(),
  maxHP: z.number().int(),
  state: z.enum(["in", "fled", "defeated", "left"]),
  /** True for the hunter who asked. */
  you: z.boolean(),
});
export type PartyFighter = z.infer<typeof partyFighterSchema>;

/** One blow a teammate landed on the shared monster, as their own battle log has it. */
const teammateHitSchema = z.object({
  /** Stable across reads: the screen shows each hit once. */
  id: z.string(),
  hunterId: z.string(),
  hunterName: z.string(),
  damage: z.number().int(),
  kind: z.enum(["attack", "skill"]),
  text: z.string(),
  at: z.string(),
});
export type TeammateHit = z.infer<typeof teammateHitSchema>;

/** GET /api/battles/{id}/party: the party fighting this battle's monster, and its blows. */
export const partyRosterSchema = z.object({
  encounterId: z.string(),
  /** Everyone of the party run, the hunter who asked first. */
  members: z.array(partyFighterSchema),
  /** The teammates' hits on this monster, oldest first (the newest 50). */
  hits: z.array(teammateHitSchema),
});
export type PartyRoster = z.infer<typeof partyRosterSchema>;

/** POST /api/battles/{id}/skill: the class skill is cast with reps, like an attack. */
export const skillRequestSchema = z.object({
  reps: z
    .number({ error: "Reps must be a whole number." })
    .int({ error: "Reps must be a whole number." })
    .min(1, { error: "Reps must be at least 1." })
    .max(100, { error: "Reps must be at most 100." }),
});

/** Like an attack's reply (the monster may answer a cast), plus what the skill did. */
export const skillReplySchema = attackReplySchema.extend({
  skillName: z.string(),
  healing: z.number().int(),
});
export type SkillReply = z.infer<typeof skillReplySchema>;

export const enterDungeonReplySchema = z.object({
  message: z.string(),
  /** The first monster; null for a movement dungeon. */
  monsterName: z.string().nullable(),
  /** The first battle of a combat dungeon; null for a movement dungeon. */
  battle: battleSchema.nullable(),
  /** The run of a movement dungeon; null for a combat dungeon. */
  movementRun: movementRunSchema.nullable(),
  dungeon: dungeonSchema,
});
export type EnterDungeonReply = z.infer<typeof enterDungeonReplySchema>;
