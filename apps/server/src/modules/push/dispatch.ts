import type { DomainEvent } from "@repgate/contracts/events";
import type { PushPayload } from "@repgate/contracts/push";
import webpush from "web-push";
import type { Db } from "../../db/connect.ts";
import { languageOrDefault, translate } from "../../lib/i18n/translate.ts";
import { findNotificationFor } from "../notifications/service.ts";
import { postPush, RefusedEndpoint } from "./post-push.ts";
import * as repo from "./repo.ts";
import { type PushConfig, pushTargets } from "./service.ts";

export interface PushLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

/**
 * How long an instance without the hunter's socket waits before claiming a push: the instance
 * that holds the socket claims at once (to skip it), so it wins the race unless it is this far
 * behind. Short enough that nobody notices the delay on a phone.
 */
const CLAIM_DELAY_MS = 250;

/** Pushes older than this are not worth a phone's buzz if the push service kept them. */
const TIME_TO_LIVE_S = 60 * 60;

/**
 * Pushes encrypted and in flight at once on this instance, whoever they are for: each costs a
 * few milliseconds of CPU (ECDH, HKDF, AES-GCM, an ES256 signature) and an outbound connection,
 * so a fan-out queues behind these slots rather than freezing the event loop (issue 42).
 */
const SENDS_IN_FLIGHT = 4;

/**
 * Where a tapped push opens: the screen the hunter acts on (the web scrolls to the `#` panel;
 * `?message=` opens the message dialog to that friend). The daily reminder's is `/quests`.
 */
const SCREEN_OF = {
  friendRequest: "/social#friends",
  directMessage: (senderId: string) => `/social?message=${encodeURIComponent(senderId)}#friends`,
  partyConfirmation: "/social#party",
} as const;

/** What each kind of bell notification becomes as a push; other kinds stay in the bell. */
function payloadOfNotification(n: {
  type: string;
  title: string;
  message: string;
  data: Record<string, string> | null;
}): PushPayload | null {
  switch (n.type) {
    case "friend_request":
      return {
        kind: "friendRequest",
        title: n.title,
        body: n.message,
        url: SCREEN_OF.friendRequest,
      };
    case "direct_message": {
      const senderId = n.data?.senderId;
      return {
        kind: "directMessage",
        title: n.title,
        body: n.message,
        url: senderId ? SCREEN_OF.directMessage(senderId) : SCREEN_OF.friendRequest,
        ...(senderId ? { tag: `dm:${senderId}` } : {}),
      };
    }
    case "party_dungeon_confirmation": {
      const confirmationId = n.data?.confirmationId;
      // Only a member's request names the dungeon: the leader's "entry cancelled" notice
      // carries the same confirmationId but has nothing to answer, so it gets no actions.
      const answerable = Boolean(confirmationId && n.data?.dungeonName);
      return {
        kind: "partyConfirmation",
        title: n.title,
        body: n.message,
        url: SCREEN_OF.partyConfirmation,
        ...(confirmationId ? { tag: `party:${confirmationId}` } : {}),
        ...(answerable ? { confirmationId } : {}),
      };
    }
    default:
      return null;
  }
}

/**
 * Turns committed domain events into Web Pushes on this instance. Every instance runs one and
 * hears every event; `repo.claimDelivery` makes one of them handle each push, and the instance
 * with the hunter's open socket claims it first to skip it (they are looking at the app).
 */
export class PushDispatcher {
  private readonly pending = new Set<Promise<void>>();
  private inFlight = 0;
  /** The last encryption's turn: each next one waits for it and for a turn of the event loop. */
  private encryptions: Promise<void> = Promise.resolve();
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly db: Db,
    private readonly config: PushConfig,
    private readonly socketsOf: (userId: string) => number,
    private readonly log: PushLog,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The bus handler: never throws, never blocks the bus. */
  hear(event: DomainEvent): void {
    if (event.type !== "notificationCreated" && event.type !== "pushRequested") return;
    const work = this.handle(event).catch((error: unknown) =>
      this.log.warn({ err: error, userId: event.userId }, "push not sent: it failed"),
    );
    this.pending.add(work);
    work.finally(() => this.pending.delete(work));
  }

  /** Resolves once every push heard so far is handled (shutdown, tests). */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  private async handle(
    event: Extract<DomainEvent, { type: "notificationCreated" | "pushRequested" }>,
  ): Promise<void> {
    const { userId } = event;
    let key: string;
    let payload: PushPayload | null;
    if (event.type === "pushRequested") {
      key = `reminder:${event.key}`;
      payload = event.payload;
    } else {
      const notification = await findNotificationFor(this.db, userId, event.notificationId);
      if (!notification) return;
      payload = payloadOfNotification(notification);
      // A collapsing notification (a repeated friend request) is refreshed in place: each
      // refresh is its own push, so the key carries when it was written.
      key = `notification:${notification.id}:${notification.updatedAt.toISOString()}`;
    }
    if (!payload) return;

    if (this.socketsOf(userId) > 0) {
      await repo.claimDelivery(this.db, userId, key, "on-app");
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, CLAIM_DELAY_MS));
    if (this.socketsOf(userId) > 0) {
      await repo.claimDelivery(this.db, userId, key, "on-app");
      return;
    }
    const targets = await pushTargets(this.db, userId, payload.kind, this.now());
    if (!(await repo.claimDelivery(this.db, userId, key, targets.send ? "sent" : targets.reason))) {
      return;
    }
    if (!targets.send) return;
    // Written in English like everything the server says; the push speaks the account's language.
    const language = languageOrDefault(await repo.hunterLanguage(this.db, userId));
    const spoken = {
      ...payload,
      title: translate(payload.title, language),
      body: translate(payload.body, language),
    };
    await Promise.all(targets.subscriptions.map((s) => this.deliverInTurn(s, spoken)));
  }

  /** Waits for one of the SENDS_IN_FLIGHT slots, then delivers; one encryption per turn of the loop. */
  private async deliverInTurn(subscription: repo.Subscription, payload: PushPayload) {
    if (this.inFlight >= SENDS_IN_FLIGHT) {
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.inFlight += 1;
    }
    try {
      await this.encryptionTurn();
      await this.deliver(subscription, payload);
    } finally {
      // The slot passes straight to the next waiter, or is freed.
      const next = this.waiting.shift();
      if (next) next();
      else this.inFlight -= 1;
    }
  }

  /**
   * Resolves once every earlier encryption is done and the event loop has gone round once more
   * (setImmediate): requests that arrived meanwhile run between any two encryptions.
   */
  private encryptionTurn(): Promise<void> {
    const turn = this.encryptions.then(() => new Promise<void>((resolve) => setImmediate(resolve)));
    this.encryptions = turn;
    return turn;
  }

  private async deliver(subscription: repo.Subscription, payload: PushPayload): Promise<void> {
    // web-push encrypts and signs (generateRequestDetails); the request itself goes through
    // postPush, which checks the address it connects to (docs/decisions/038).
    const request = webpush.generateRequestDetails(
      {
        endpoint: subscription.endpoint,
        keys: { p256dh: subscription.p256dh, auth: subscription.auth },
      },
      JSON.stringify(payload),
      {
        vapidDetails: {
          subject: this.config.subject,
          publicKey: this.config.publicKey,
          privateKey: this.config.privateKey,
        },
        TTL: TIME_TO_LIVE_S,
        urgency: payload.kind === "partyConfirmation" ? "high" : "normal",
        contentEncoding: "aes128gcm",
      },
    );
    let status: number | null = null;
    try {
      status = await postPush(
        {
          endpoint: request.endpoint,
          method: request.method,
          headers: request.headers as Record<string, string>,
          body: request.body,
        },
        this.config.httpOrigins,
      );
      if (status >= 200 && status < 300) return;
      throw new Error(`push service answered ${status}`);
    } catch (error) {
      if (error instanceof RefusedEndpoint) {
        // Stored before endpoints were checked (docs/decisions/038), or a push service's name
        // that now resolves inside a network: never pushed to, so dropped.
        await repo.dropSubscription(this.db, subscription.endpoint);
        this.log.info(
          { userId: subscription.userId, reason: error.message },
          "push subscription refused; dropped",
        );
        return;
      }
      if (status === 404 || status === 410) {
        // The browser dropped the subscription (site data cleared, app uninstalled): normal.
        await repo.dropSubscription(this.db, subscription.endpoint);
        this.log.info(
          { userId: subscription.userId, status },
          "push subscription expired; dropped",
        );
        return;
      }
      // Warn, once per failed push: a push service that refuses us (403: a wrong VAPID key)
      // or is down is the operator's to look at, and it never happens in normal use.
      this.log.warn(
        {
          userId: subscription.userId,
          origin: new URL(subscription.endpoint).origin,
          status,
          ...(status === null ? { err: error } : {}),
        },
        "push not sent: the push service refused it",
      );
    }
  }
}
