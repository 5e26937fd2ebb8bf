import {
  type ControllerServerMessage,
  controllerClientMessageSchema,
  WS_CLOSE_NOT_A_CONTROLLER,
} from "@repgate/contracts/controllers";
import type { DomainEvent } from "@repgate/contracts/events";
import type { Language } from "@repgate/contracts/languages";
import type { WebSocket } from "ws";
import type { Db } from "../db/connect.ts";
import { AppError } from "../lib/http/errors.ts";
import { battleIn } from "../lib/i18n/battle-log-language.ts";
import { translate } from "../lib/i18n/translate.ts";
import { CONTROLLER_BEAT_MS, liveControllerOf } from "../modules/controllers/controller-session.ts";
import { controllerConnected, controllerDropped } from "../modules/controllers/presence.ts";
import { markControllersSeen } from "../modules/controllers/repo.ts";
import { strikeAsController } from "../modules/controllers/strike.ts";
import { sendFrame } from "./outbox.ts";
import { findPickedLanguage } from "./repo.ts";

/** Controller sockets one address may hold open on one instance (a watch socket's limit). */
const MAX_CONTROLLER_SOCKETS_PER_ADDRESS = 10;

/** One phone's controller on this instance, and its sockets here (a reconnect overlaps). */
interface Entry {
  id: string;
  userId: string;
  sockets: Set<WebSocket>;
  /** The mark this instance last wrote: its close clears only that (repo.ts). */
  seenAt: Date;
}

/** Events after which the phone's view (its battle, its controller) may be different. */
const PHONE_NEWS = new Set<DomainEvent["type"]>([
  "runChanged",
  "partyBattleChanged",
  "controllerChanged",
]);

interface HubLog {
  error(details: object, message: string): void;
}

interface ControllerHubDeps {
  db: Db;
  now: () => Date;
  random: () => number;
  log: HubLog;
  /** The hunter's other sockets on this instance (/ws): all count toward one limit. */
  otherSocketsOf: (userId: string) => number;
  maxSocketsPerHunter: number;
}

/** A frame as the route's inbox holds it: parsed, or null when it was not a JSON object. */
type ControllerFrame = unknown;

/**
 * The phones' sockets of this instance (GET /ws/controller). A phone holds only its
 * controller credential: its socket joins no room, is sent nothing but its own "changed",
 * strike answers and pongs, and may send nothing but strikes and pings. Its being open is
 * the controller's presence, written and announced as it changes (presence.ts).
 */
export class ControllerHub {
  private readonly byId = new Map<string, Entry>();
  private readonly byUser = new Map<string, Set<WebSocket>>();
  private readonly perAddress = new Map<string, number>();
  /** The language each hunter with a phone here picked (null: the phone's own). */
  private readonly picked = new Map<string, Language | null>();
  private readonly beat: NodeJS.Timeout;

  constructor(private readonly deps: ControllerHubDeps) {
    // Open sockets' marks stay fresh; a dead instance's go stale and read as disconnected.
    this.beat = setInterval(() => {
      const now = this.deps.now();
      const entries = [...this.byId.values()];
      markControllersSeen(
        this.deps.db,
        entries.map((e) => e.id),
        now,
      ).then(
        () => {
          for (const entry of entries) entry.seenAt = now;
        },
        () => {},
      );
    }, CONTROLLER_BEAT_MS);
    this.beat.unref();
  }

  socketsOf(userId: string): number {
    return this.byUser.get(userId)?.size ?? 0;
  }

  /**
   * A socket opened with the phone's credential: admitted (and the controller marked
   * connected), or closed saying why. Returns how to handle its frames, null when refused.
   */
  async open(
    socket: WebSocket,
    {
      credential,
      address,
      browserLanguage,
    }: {
      credential: string | undefined;
      address: string;
      /** The phone's Accept-Language at the upgrade: its words when the account has none. */
      browserLanguage: Language;
    },
  ): Promise<((frame: ControllerFrame) => Promise<void>) | null> {
    if ((this.perAddress.get(address) ?? 0) >= MAX_CONTROLLER_SOCKETS_PER_ADDRESS) {
      socket.close(1008, "Too many controller connections from this address.");
      return null;
    }
    this.perAddress.set(address, (this.perAddress.get(address) ?? 0) + 1);
    socket.once("close", () => {
      const left = (this.perAddress.get(address) ?? 1) - 1;
      if (left > 0) this.perAddress.set(address, left);
      else this.perAddress.delete(address);
    });

    let controller: { id: string; userId: string };
    try {
      controller = await liveControllerOf(this.deps.db, credential, this.deps.now());
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      socket.close(WS_CLOSE_NOT_A_CONTROLLER, error.message);
      return null;
    }
    if (socket.readyState !== socket.OPEN) return null;
    const { userId } = controller;
    if (
      this.socketsOf(userId) + this.deps.otherSocketsOf(userId) >=
      this.deps.maxSocketsPerHunter
    ) {
      socket.close(1008, "Too many open connections for this hunter.");
      return null;
    }

    const picked = await findPickedLanguage(this.deps.db, userId);
    if (socket.readyState !== socket.OPEN) return null;
    const now = this.deps.now();
    const entry = this.byId.get(controller.id) ?? {
      id: controller.id,
      userId,
      sockets: new Set<WebSocket>(),
      seenAt: now,
    };
    this.byId.set(entry.id, entry);
    entry.sockets.add(socket);
    const mine = this.byUser.get(userId) ?? new Set<WebSocket>();
    this.byUser.set(userId, mine);
    mine.add(socket);
    this.picked.set(userId, picked);
    socket.once("close", () => this.leave(entry, socket));
    await controllerConnected(this.deps.db, controller, now);
    // Closed while being marked: its drop may have been written first; write it again.
    if (socket.readyState !== socket.OPEN) {
      if (entry.sockets.size === 0) await controllerDropped(this.deps.db, entry, now);
      return null;
    }

    const speaks = () => this.picked.get(userId) ?? browserLanguage;
    return (frame) => this.receive(socket, credential, frame, speaks);
  }

  /** What the bus heard: the phones of that hunter read their state again. */
  hear(event: DomainEvent): void {
    if (event.type === "languageChanged" && this.picked.has(event.userId)) {
      this.picked.set(event.userId, event.language);
      return;
    }
    if (!PHONE_NEWS.has(event.type) || !("userId" in event)) return;
    for (const socket of this.byUser.get(event.userId) ?? [])
      this.send(socket, { type: "changed" });
  }

  /** Events may have been missed (the bus reconnected): every phone reads its state again. */
  resync(): void {
    for (const sockets of this.byUser.values()) {
      for (const socket of sockets) this.send(socket, { type: "changed" });
    }
  }

  closeAll(): void {
    clearInterval(this.beat);
    for (const sockets of this.byUser.values()) {
      for (const socket of sockets) socket.close(1001, "The server is restarting.");
    }
  }

  private leave(entry: Entry, socket: WebSocket): void {
    entry.sockets.delete(socket);
    const mine = this.byUser.get(entry.userId);
    mine?.delete(socket);
    if (mine?.size === 0) {
      this.byUser.delete(entry.userId);
      this.picked.delete(entry.userId);
    }
    if (entry.sockets.size > 0) return;
    this.byId.delete(entry.id);
    controllerDropped(this.deps.db, entry, entry.seenAt).catch((error: unknown) =>
      this.deps.log.error({ err: error }, "a controller's drop was not recorded"),
    );
  }

  private async receive(
    socket: WebSocket,
    credential: string | undefined,
    frame: ControllerFrame,
    speaks: () => Language,
  ): Promise<void> {
    // The server's words (a refusal, the strike's message) in the hunter's language.
    const say = (text: string) => translate(text, speaks());
    const parsed = controllerClientMessageSchema.safeParse(frame);
    if (!parsed.success) {
      const message = "A controller sends only its reps: that message is not one it may send.";
      this.send(socket, { type: "refused", id: null, message: say(message) });
      return;
    }
    const message = parsed.data;
    if (message.type === "ping") {
      this.send(socket, { type: "pong" });
      return;
    }
    try {
      const reply = await strikeAsController(this.deps.db, this.deps.random, {
        credential,
        move: message.move,
        now: this.deps.now(),
      });
      this.send(socket, {
        type: "struck",
        id: message.id,
        reply: { ...reply, message: say(reply.message), battle: battleIn(reply.battle, speaks()) },
      });
    } catch (error) {
      if (!(error instanceof AppError)) {
        this.deps.log.error({ err: error }, "a controller's strike failed");
      }
      const text =
        error instanceof AppError ? error.message : "Something went wrong. Please try again.";
      this.send(socket, { type: "refused", id: message.id, message: say(text) });
    }
  }

  private send(socket: WebSocket, message: ControllerServerMessage): void {
    sendFrame(socket, JSON.stringify(message));
  }
}
