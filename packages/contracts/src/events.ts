import { TITLE_NAMES, type TitleName } from "@repgate/game/content/titles";
import { ACHIEVEMENT_IDS } from "@repgate/game/rules/achievements";
import { z } from "zod";
import { battleLogEntrySchema } from "./battles.ts";
import { chatMessageSchema } from "./chat.ts";
import { supportedLanguages } from "./languages.ts";
import { pushPayloadSchema } from "./push.ts";

/**
 * Domain events: what a committed write changed, announced to every server instance over
 * PostgreSQL NOTIFY and from there to the hunters' sockets. Payloads carry ids, never
 * documents (NOTIFY's 8 kB limit, and no data a room member may not read): a subscriber that
 * cares reads the state again. The exceptions are a strike's figures (runChanged.struck, to
 * the striker's own room) and a chat message, which is itself what its
 * room reads, bounded in size, and must reach thousands of sockets without a read per instance. Add an event here, emit it from the service that commits the
 * change, and give it a room (server) and the queries it makes stale (web).
 */
const userId = z.uuid();

/**
 * What one strike changed in the striker's battle: its figures after the strike and the log
 * lines it wrote (at most a handful of short lines: well inside NOTIFY's 8 kB). The hunter's
 * own figures only; watchers never receive it (their sockets read the public view).
 */
const battleStrikeSchema = z.object({
  battleId: z.string(),
  monsterCurrentHP: z.number().int(),
  playerCurrentHP: z.number().int(),
  damageDealt: z.number().int(),
  exercisesCompleted: z.number().int(),
  xpGained: z.number().int(),
  skillUsed: z.boolean(),
  buff: z.enum(["berserk", "iron-wall"]).nullable(),
  lines: z.array(battleLogEntrySchema).max(8),
});
export type BattleStrike = z.infer<typeof battleStrikeSchema>;

export const domainEventSchema = z.discriminatedUnion("type", [
  /** A notification was created for the hunter. */
  z.object({ type: z.literal("notificationCreated"), userId, notificationId: z.uuid() }),
  /** Notifications were read, deleted or resolved (on another device or screen, by a job). */
  z.object({ type: z.literal("notificationsChanged"), userId }),
  /** A direct message to or from the hunter arrived, or a thread of theirs was read. */
  z.object({ type: z.literal("directMessagesChanged"), userId, peerId: z.uuid() }),
  /** The wallet changed the hunter's gold or energy; a ledger row explains it. */
  z.object({
    type: z.literal("walletChanged"),
    userId,
    currency: z.enum(["gold", "energy"]),
  }),
  /** XP, level, rank, stats, HP, title, class, settings or onboarding state changed. */
  z.object({ type: z.literal("hunterChanged"), userId }),
  /**
   * Whatever paid the hunter (a battle, a quest, a movement run, an assessment) unlocked
   * achievements or titles: their browsers open a System window for each. Ids from the game's
   * tables, which the web reads the names from.
   */
  z.object({
    type: z.literal("hunterUnlocked"),
    userId,
    achievementIds: z.array(z.enum(ACHIEVEMENT_IDS)),
    titles: z.array(z.enum(TITLE_NAMES as [TitleName, ...TitleName[]])),
  }),
  /**
   * A payment raised the hunter's level: their browsers open the Level Up window, even when the
   * paying reply cannot say so (a movement run's reply is the run).
   */
  z.object({
    type: z.literal("hunterLeveledUp"),
    userId,
    from: z.number().int(),
    to: z.number().int(),
  }),
  /** Items were granted, used, equipped, escrowed or moved. */
  z.object({ type: z.literal("inventoryChanged"), userId }),
  /** A quest was issued, ticked, settled or penalised. */
  z.object({ type: z.literal("questsChanged"), userId }),
  /**
   * The hunter's run changed: entered, a battle resolved, moved, cleared, expired or left. A
   * strike (an attack or a cast, from any screen or the phone) carries what it changed in the
   * hunter's own battle, so their screens paint the hit at once rather than reading the
   * battle again first (issue 47); it goes only to the hunter's own sockets.
   */
  z.object({ type: z.literal("runChanged"), userId, struck: battleStrikeSchema.optional() }),
  /** A friendship or friend request of the hunter was made, answered or ended. */
  z.object({ type: z.literal("friendsChanged"), userId }),
  /**
   * A chat message was stored. It travels whole (at most 500 characters and its author's name,
   * well inside NOTIFY's 8 kB), so an instance sends it to its sockets without reading it
   * back, and browsers append it without reloading the chat.
   */
  z.object({
    type: z.literal("newMessage"),
    /** The author. */
    userId,
    chatType: z.enum(["regional", "party", "guild"]),
    region: z.string().nullable(),
    partyId: z.uuid().nullable(),
    guildId: z.uuid().nullable(),
    message: chatMessageSchema,
  }),
  /**
   * The hunter muted, blocked, unmuted or unblocked someone: their list refreshes, and every
   * instance reloads which authors' chat messages it holds back from the hunter's sockets.
   */
  z.object({ type: z.literal("blocksChanged"), userId }),
  /**
   * A guild chat message was deleted by a member whose rank may (`canDeleteMessages`); the
   * guild's chats drop it. `userId` is who deleted it.
   */
  z.object({
    type: z.literal("chatMessageDeleted"),
    userId,
    guildId: z.uuid(),
    messageId: z.uuid(),
  }),
  /**
   * A hunter deleted their account: their messages in this room now show as from a Deleted
   * Hunter. One event per room they wrote in; readers rewrite what they hold, no read needed.
   */
  z.object({
    type: z.literal("chatAuthorDeleted"),
    /** The deleted author. */
    userId,
    chatType: z.enum(["regional", "party", "guild"]),
    region: z.string().nullable(),
    partyId: z.uuid().nullable(),
    guildId: z.uuid().nullable(),
  }),
  /** The hunter's party changed: members, leader, a confirmation asked or answered. */
  z.object({ type: z.literal("partyChanged"), userId }),
  /**
   * The hunter's party entered a dungeon together (the last member confirmed): the hunter is in
   * its battle now, so their browser goes there from whatever screen it shows.
   */
  z.object({ type: z.literal("partyRunStarted"), userId, encounterId: z.uuid() }),
  /** A monster the hunter fights with their party was hit (by anyone): its HP changed. */
  z.object({ type: z.literal("partyBattleChanged"), userId, encounterId: z.uuid() }),
  /**
   * An announcement was posted to the guild; `userId` is its author. This and the three guild
   * events below go to the guild's room, so every member's guild screen reads again.
   */
  z.object({ type: z.literal("guildAnnouncementSent"), userId, guildId: z.uuid() }),
  /** The guild's name or description changed. `userId` is who changed it. */
  z.object({ type: z.literal("guildDetailsChanged"), userId, guildId: z.uuid() }),
  /** A rank of the guild was created, edited or deleted (its members moved). `userId` acted. */
  z.object({ type: z.literal("guildRanksChanged"), userId, guildId: z.uuid() }),
  /**
   * Who is in the guild, or at which rank, changed: `userId` joined, left, was kicked, was given
   * another rank, or deleted their account (an owner's successor then holds the owner rank).
   */
  z.object({ type: z.literal("guildMembersChanged"), userId, guildId: z.uuid() }),
  /**
   * Who watches the hunter's fight changed: a watch link was made or revoked, a watcher came
   * or left. The fighter's screen reads the watcher count again; every instance's watch
   * sockets of the hunter read their fight again (a revoked link closes them).
   */
  z.object({ type: z.literal("watchersChanged"), userId }),
  /**
   * The hunter's phone controller was claimed, connected, dropped or ended: the big screen
   * reads its controller status again; the phone's own socket reads its state again.
   */
  z.object({ type: z.literal("controllerChanged"), userId }),
  /**
   * The hunter picked a language (null: follow the browser again): their open sockets speak it
   * from then on (a refusal's words, docs/i18n.md).
   */
  z.object({
    type: z.literal("languageChanged"),
    userId,
    language: z.enum(supportedLanguages).nullable(),
  }),
  /** The rooms a hunter may read changed (region, party, guild): sockets rejoin. */
  z.object({ type: z.literal("roomsChanged"), userId }),
  /** One session ended (sign-out): its sockets close on every instance. */
  z.object({ type: z.literal("sessionEnded"), userId, sessionId: z.uuid() }),
  /** Every session of the hunter but `exceptSessionId` ended (account deleted, password changed). */
  z.object({
    type: z.literal("sessionsEnded"),
    userId,
    exceptSessionId: z.uuid().nullable(),
  }),
  /**
   * A session of the hunter ended (signed out, ended from the sessions list, or by a password
   * change): the hunter's other tabs read the list of where they are signed in again.
   */
  z.object({ type: z.literal("sessionsChanged"), userId }),
  /**
   * The guilds one may join changed: a guild was founded or dissolved. News for every hunter
   * (an open "Join a Guild" list reads again), so it names no hunter and no guild.
   */
  z.object({ type: z.literal("guildListChanged") }),
  /**
   * A new week or month of the leaderboard began (Monday or the 1st, 00:00 UTC): every open
   * board of that period starts over, and the monthly statistics with the month. News for
   * every hunter at once, so it names no hunter: it goes to the room every socket is in.
   */
  z.object({
    type: z.literal("leaderboardRolledOver"),
    period: z.enum(["weekly", "monthly"]),
    /** The first day of the period that began, as the boards key it (2026-11-30). */
    periodStart: z.iso.date(),
  }),
  /**
   * A Gate Break opened, its boss fell, it closed, or its rewards were paid: every open app
   * reads GET /api/world-events/current again (and shows the System window that says so).
   */
  z.object({
    type: z.literal("worldEventChanged"),
    eventId: z.uuid(),
    state: z.enum(["scheduled", "open", "won", "lost"]),
    /** True once the fallen boss's rewards are paid. */
    paid: z.boolean(),
  }),
  /**
   * A fallen boss's rewards were paid, and this hunter's share was: the XP and gold the wallet
   * credited (and whether they earned the title), for their reward System window. Emitted to
   * each paid hunter in the paying transaction, before the event's worldEventChanged (paid).
   */
  z.object({
    type: z.literal("worldBossRewarded"),
    userId,
    eventId: z.uuid(),
    xp: z.number().int(),
    gold: z.number().int(),
    title: z.boolean(),
  }),
  /**
   * A Web Push for the hunter (a reminder from the scheduler): every instance hears it and the
   * one that claims `key` sends it, unless the hunter has the app open (docs/decisions/024).
   */
  z.object({
    type: z.literal("pushRequested"),
    userId,
    key: z.string().min(1).max(200),
    payload: pushPayloadSchema,
  }),
]);
export type DomainEvent = z.infer<typeof domainEventSchema>;

/** Events that only steer the server (closing sockets, moving rooms); never sent to a browser. */
export const SERVER_ONLY_EVENTS = [
  "sessionEnded",
  "sessionsEnded",
  "roomsChanged",
  "languageChanged",
  "pushRequested",
] as const;
type ServerOnlyEventType = (typeof SERVER_ONLY_EVENTS)[number];

/** What a browser's socket receives: every other domain event, as it was emitted. */
export type ClientEvent = Exclude<DomainEvent, { type: ServerOnlyEventType }>;
export type ClientEventType = ClientEvent["type"];

/**
 * Messages the server sends on /ws besides domain events. `resync`: events may have been
 * missed (the server's bus reconnected), so read everything again.
 */
export const serverControlMessageSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("welcome"), rooms: z.array(z.string()) }),
  z.object({ type: z.literal("resync") }),
  z.object({ type: z.literal("error"), message: z.string() }),
  z.object({ type: z.literal("pong") }),
  /**
   * A chat message the hunter sent was refused, and why (blank, too long, flood, no room);
   * `clientId` is the one the message carried, if any.
   */
  z.object({
    type: z.literal("chatRefused"),
    code: z.string(),
    message: z.string(),
    clientId: z.string().optional(),
  }),
  /**
   * The open Gate Break's shared HP, sent by each instance to its own sockets at most a few
   * times a second (coalesced: not one message per hit).
   */
  z.object({
    type: z.literal("worldBossHP"),
    eventId: z.uuid(),
    hp: z.number().int(),
    maxHP: z.number().int(),
  }),
  /** A chat message that carried a `clientId` was stored (its newMessage follows to the room). */
  z.object({ type: z.literal("chatSent"), clientId: z.string(), id: z.string() }),
]);
type ServerControlMessage = z.infer<typeof serverControlMessageSchema>;
export type ServerMessage = ClientEvent | ServerControlMessage;

/** Close codes of /ws the client acts on: 4401 = signed out or session ended (do not retry). */
export const WS_CLOSE_SIGNED_OUT = 4401;
/** The server is shutting down or restarting: reconnect (to another instance) soon. */
export const WS_CLOSE_GOING_AWAY = 1001;
/**
 * The socket kept sending faster than its allowance (docs/decisions/018): it is closed, and a
 * client may reconnect after its usual backoff.
 */
export const WS_CLOSE_TOO_MANY_MESSAGES = 4008;
/** The socket did not read what it was sent and its unsent buffer passed the bound (018). */
export const WS_CLOSE_NOT_READING = 4009;
