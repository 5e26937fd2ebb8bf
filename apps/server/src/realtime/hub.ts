import {
  type ClientEvent,
  type DomainEvent,
  SERVER_ONLY_EVENTS,
  type ServerMessage,
  WS_CLOSE_GOING_AWAY,
  WS_CLOSE_SIGNED_OUT,
} from "@repgate/contracts/events";
import type { Language } from "@repgate/contracts/languages";
import type { WebSocket } from "ws";
import { logIn } from "../lib/i18n/battle-log-language.ts";
import { translate } from "../lib/i18n/translate.ts";
import { sendFrame } from "./outbox.ts";
import { type RoomFacts, roomsForHunter } from "./room-policy.ts";
import { type Room, roomOfEvent } from "./rooms.ts";

/** A signed-in hunter's open socket on this instance. */
export interface Member {
  socket: WebSocket;
  userId: string;
  sessionId: string;
  rooms: Set<Room>;
  expiryTimer: NodeJS.Timeout | null;
  /** Authors this hunter muted or blocked: their chat messages are not sent to this socket. */
  hidden: ReadonlySet<string>;
  /** What this socket's words are in: the account's language, else its browser's. */
  language: Language;
  /** The browser's language (its Accept-Language at the upgrade), when the account has none. */
  browserLanguage: Language;
}

/** Rooms come from the database; the hub asks for them again when they change. */
export type LoadRoomFacts = (userId: string) => Promise<RoomFacts | null>;
/** Whose chat messages a hunter does not want (muted or blocked); asked again on blocksChanged. */
export type LoadHiddenAuthors = (userId: string) => Promise<string[]>;

const serverOnly = new Set<string>(SERVER_ONLY_EVENTS);
/** Sockets sent a frame for everyone per turn of the event loop: a few ms of work at most. */
export const FANOUT_SLICE = 500;

/**
 * The sockets of this instance and the rooms they are in. Every instance has one; the event
 * bus hands each of them every committed event, and each delivers it to its own sockets in the
 * event's room. It never changes state: browsers that hear an event read what changed.
 */
export class Hub {
  private readonly members = new Set<Member>();
  private readonly byRoom = new Map<Room, Set<Member>>();

  constructor(
    private readonly loadRoomFacts: LoadRoomFacts,
    private readonly loadHiddenAuthors: LoadHiddenAuthors,
  ) {}

  get size(): number {
    return this.members.size;
  }

  socketsOf(userId: string): number {
    return this.byRoom.get(`user:${userId}`)?.size ?? 0;
  }

  /** Adds a socket authenticated at its upgrade; it closes itself when its session expires. */
  join(
    socket: WebSocket,
    session: RoomFacts & {
      sessionId: string;
      expiresAt: Date;
      hidden: string[];
      language: Language | null;
      browserLanguage: Language;
    },
  ): Member {
    const member: Member = {
      socket,
      userId: session.userId,
      sessionId: session.sessionId,
      rooms: new Set(),
      expiryTimer: null,
      hidden: new Set(session.hidden),
      language: session.language ?? session.browserLanguage,
      browserLanguage: session.browserLanguage,
    };
    this.members.add(member);
    this.setRooms(member, roomsForHunter(session));
    const msLeft = session.expiresAt.getTime() - Date.now();
    // setTimeout holds at most ~24.8 days; a longer session is checked again on reconnect.
    if (msLeft < 2 ** 31 - 1) {
      member.expiryTimer = setTimeout(() => this.signOut(member), Math.max(0, msLeft));
      member.expiryTimer.unref();
    }
    socket.once("close", () => this.leave(member));
    this.send(member, { type: "welcome", rooms: [...member.rooms] });
    return member;
  }

  /** What the bus heard: deliver it to its room, or act on it (sessions, rooms). */
  async deliver(event: DomainEvent): Promise<void> {
    switch (event.type) {
      case "sessionEnded":
        for (const m of this.membersOf(event.userId)) {
          if (m.sessionId === event.sessionId) this.signOut(m);
        }
        return;
      case "sessionsEnded":
        for (const m of this.membersOf(event.userId)) {
          if (m.sessionId !== event.exceptSessionId) this.signOut(m);
        }
        return;
      case "roomsChanged":
        await this.refreshRooms(event.userId);
        return;
      case "languageChanged":
        for (const m of this.membersOf(event.userId)) {
          m.language = event.language ?? m.browserLanguage;
        }
        return;
      case "blocksChanged":
        await this.refreshHidden(event.userId);
        this.broadcast(roomOfEvent(event), event);
        return;
      case "newMessage":
        this.broadcast(roomOfEvent(event), event, event.userId);
        return;
      case "runChanged":
        if (event.struck) this.broadcastSpoken(roomOfEvent(event), event);
        else this.broadcast(roomOfEvent(event), event);
        return;
      default:
        if (serverOnly.has(event.type)) return;
        this.broadcast(roomOfEvent(event as ClientEvent), event as ClientEvent);
    }
  }

  /**
   * News for every signed-in socket of this instance (the world boss's coalesced HP), the same
   * bytes to each, FANOUT_SLICE sockets per turn of the event loop: thousands of sends in one
   * go would hold every request that arrived meanwhile (about 10 µs of CPU a socket, far more
   * on a busy machine).
   */
  sendToEveryone(message: ServerMessage): void {
    const listeners = this.byRoom.get("everyone");
    if (!listeners) return;
    const frame = Buffer.from(JSON.stringify(message));
    const members = [...listeners];
    const sendFrom = (start: number) => {
      const end = Math.min(start + FANOUT_SLICE, members.length);
      for (let i = start; i < end; i += 1) {
        const member = members[i];
        if (member) sendFrame(member.socket, frame);
      }
      if (end < members.length) setImmediate(sendFrom, end);
    };
    sendFrom(0);
  }

  /** Events may have been missed: every browser reads everything again. */
  resync(): void {
    for (const member of this.members) this.send(member, { type: "resync" });
  }

  /** The instance is stopping: browsers reconnect, to another instance if there is one. */
  closeAll(): void {
    for (const member of [...this.members]) {
      member.socket.close(WS_CLOSE_GOING_AWAY, "The server is restarting.");
      this.leave(member);
    }
  }

  /**
   * A message for one socket; the server's own words in it (an error, a refused chat message)
   * in that hunter's language. What rooms hear (broadcast) names ids and carries what hunters
   * wrote, never the server's words, so every receiver gets the same bytes.
   */
  send(member: Member, message: ServerMessage): void {
    sendFrame(member.socket, JSON.stringify(spokenTo(member.language, message)));
  }

  /** Sends to the room's sockets, except those of hunters who hid `author` (mute or block). */
  private broadcast(room: Room, message: ServerMessage, author?: string): void {
    const listeners = this.byRoom.get(room);
    if (!listeners) return;
    // Serialised and encoded once; every socket of the room is sent the same bytes as a text frame.
    const frame = Buffer.from(JSON.stringify(message));
    for (const member of listeners) {
      if (author !== undefined && member.hidden.has(author)) continue;
      sendFrame(member.socket, frame);
    }
  }

  /**
   * A strike's news carries the log lines it wrote (the server's words): each socket of the
   * room is sent them in its language, serialised once per language present.
   */
  private broadcastSpoken(room: Room, event: RunChangedEvent): void {
    const listeners = this.byRoom.get(room);
    if (!listeners) return;
    const frames = new Map<Language, Buffer>();
    for (const member of listeners) {
      let frame = frames.get(member.language);
      if (!frame) {
        frame = Buffer.from(JSON.stringify(strikeSpokenTo(member.language, event)));
        frames.set(member.language, frame);
      }
      sendFrame(member.socket, frame);
    }
  }

  private async refreshHidden(userId: string): Promise<void> {
    const members = this.membersOf(userId);
    if (members.length === 0) return;
    const hidden = new Set(await this.loadHiddenAuthors(userId));
    for (const m of members) m.hidden = hidden;
  }

  private membersOf(userId: string): Member[] {
    return [...(this.byRoom.get(`user:${userId}`) ?? [])];
  }

  private async refreshRooms(userId: string): Promise<void> {
    const members = this.membersOf(userId);
    if (members.length === 0) return;
    const facts = await this.loadRoomFacts(userId);
    if (!facts) {
      for (const m of members) this.signOut(m);
      return;
    }
    const rooms = roomsForHunter(facts);
    for (const m of members) {
      this.setRooms(m, rooms);
      this.send(m, { type: "welcome", rooms });
    }
  }

  private setRooms(member: Member, rooms: Room[]): void {
    for (const room of member.rooms) this.byRoom.get(room)?.delete(member);
    member.rooms = new Set(rooms);
    for (const room of rooms) {
      let set = this.byRoom.get(room);
      if (!set) {
        set = new Set();
        this.byRoom.set(room, set);
      }
      set.add(member);
    }
  }

  private signOut(member: Member): void {
    member.socket.close(WS_CLOSE_SIGNED_OUT, "Your session has ended. Please sign in again.");
    this.leave(member);
  }

  private leave(member: Member): void {
    if (!this.members.delete(member)) return;
    if (member.expiryTimer) clearTimeout(member.expiryTimer);
    for (const room of member.rooms) {
      const set = this.byRoom.get(room);
      set?.delete(member);
      if (set?.size === 0) this.byRoom.delete(room);
    }
  }
}

/** The server's words of a message to one socket in its language; anything else as it is. */
export function spokenTo(language: Language, message: ServerMessage): ServerMessage {
  if (message.type !== "error" && message.type !== "chatRefused") return message;
  return { ...message, message: translate(message.message, language) };
}

type RunChangedEvent = Extract<DomainEvent, { type: "runChanged" }>;

/** A strike's log lines in a socket's language (docs/i18n.md, "The battle log"). */
function strikeSpokenTo(language: Language, event: RunChangedEvent): RunChangedEvent {
  const { struck } = event;
  if (!struck || language === "en") return event;
  return { ...event, struck: { ...struck, lines: logIn(struck.lines, language) } };
}
