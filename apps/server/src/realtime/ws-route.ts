import fastifyWebsocket from "@fastify/websocket";
import { chatClientIdOf } from "@repgate/contracts/chat";
import {
  type ServerMessage,
  WS_CLOSE_SIGNED_OUT,
  WS_CLOSE_TOO_MANY_MESSAGES,
} from "@repgate/contracts/events";
import { type ClientMessageType, clientMessageSchema } from "@repgate/contracts/socket";
import type { FastifyInstance } from "fastify";
import type { WebSocket } from "ws";
import { clientKey } from "../lib/http/client-address.ts";
import { bestAcceptedLanguage } from "../lib/i18n/request-language.ts";
import { translate } from "../lib/i18n/translate.ts";
import { refuseForeignOrigin } from "../lib/security/origin-check.ts";
import { sessionToken } from "../lib/sessions/session-cookie.ts";
import { hashSessionToken } from "../lib/sessions/session-token.ts";
import type { AppDeps } from "../lib/wiring/deps.ts";
import { markPresent } from "../modules/auth/service.ts";
import { credentialOf as controllerCredentialOf } from "../modules/controllers/controller-session.ts";
import { findLiveSession } from "../modules/sessions/repo.ts";
import type { ControllerHub } from "./controller-hub.ts";
import { type Hub, type Member, spokenTo } from "./hub.ts";
import { sendFrame } from "./outbox.ts";
import { findHiddenAuthors, findSocketHunter } from "./repo.ts";
import { SocketInbox } from "./socket-inbox.ts";
import type { WatchHub } from "./watch-hub.ts";

/** Browsers send small JSON messages; anything larger is refused by ws itself. */
const MAX_MESSAGE_BYTES = 16 * 1024;
/** A hunter with more open sockets than this on one instance is refused another. */
export const MAX_SOCKETS_PER_HUNTER = 20;
const DEFAULT_HEARTBEAT_MS = 30_000;

const TOO_FAST = "You are sending messages too fast. Wait a few seconds.";

/** A frame as the inbox holds it: parsed when it arrived, null when it was not a JSON object. */
type Incoming = { type?: unknown; data?: unknown } | null;

/** A handler for one type of message a browser sends on /ws (chat adds its own). */
export type SocketMessageHandler = (member: Member, data: unknown) => void | Promise<void>;

/**
 * GET /ws: the realtime socket. The upgrade is refused (403) from another site's page; the
 * session cookie is checked at the upgrade, and a socket without a live session is closed at
 * once with 4401 so the browser knows to sign in rather than retry. Sockets that stop
 * answering pings are dropped.
 *
 * Each socket's frames go through its own inbox (socket-inbox.ts): counted against a token
 * bucket the moment they arrive, before any database work, then handled one at a time in
 * order. Frames that arrive while the session is being looked up wait there rather than being
 * lost. A socket that keeps exceeding its allowance is closed with 4008, one that stops reading
 * with 4009 (outbox.ts).
 */
export async function realtimeRoutes(
  app: FastifyInstance,
  opts: {
    deps: AppDeps;
    hub: Hub;
    allowedOrigins: readonly string[];
    /** One handler per message type the contract lists but `ping`, which the route answers. */
    handlers: Record<Exclude<ClientMessageType, "ping">, SocketMessageHandler>;
    /** How often sockets are pinged (and their hunters marked present); tests beat faster. */
    heartbeatMs?: number;
    /** Watch sockets (/ws/watch/{token}): no session, the public view of one fight. */
    watchHub?: WatchHub;
    /** Phones' controller sockets (/ws/controller): the controller cookie only. */
    controllerHub?: ControllerHub;
  },
) {
  const { deps, hub, allowedOrigins } = opts;
  const heartbeatMs = opts.heartbeatMs ?? DEFAULT_HEARTBEAT_MS;
  const handlers: Record<ClientMessageType, SocketMessageHandler> = {
    ping: (member) => hub.send(member, { type: "pong" }),
    ...opts.handlers,
  };
  // Before the plugin closes the sockets itself (its own preClose hook, which says no code: a
  // 1005), say why, so browsers reconnect elsewhere. Hooks run in the order they were added, so
  // this one is added before the plugin registers its own.
  app.addHook("preClose", async () => {
    hub.closeAll();
    opts.watchHub?.closeAll();
    opts.controllerHub?.closeAll();
  });
  await app.register(fastifyWebsocket, { options: { maxPayload: MAX_MESSAGE_BYTES } });

  const alive = new WeakSet<WebSocket>();
  const members = new WeakMap<WebSocket, Member>();
  // An open app is how a hunter is present (a friend's online dot, the sessions list), since
  // reads write nothing: the socket says so when it joins and at each beat it answered.
  const markSeen = (seen: Member[]) =>
    // Best effort: a beat that cannot write (the database is away) is followed by another.
    markPresent(deps.db, deps.clock.now(), seen).catch(() => {});
  const heartbeat = setInterval(() => {
    const seen: Member[] = [];
    for (const client of app.websocketServer.clients) {
      if (!alive.has(client)) {
        client.terminate();
        continue;
      }
      const member = members.get(client);
      if (member) seen.push(member);
      alive.delete(client);
      client.ping();
    }
    void markSeen(seen);
  }, heartbeatMs);
  heartbeat.unref();
  app.addHook("onClose", async () => clearInterval(heartbeat));

  /**
   * Watches a new socket's liveness and takes its frames into an inbox that holds them until
   * the socket's handler reads them: over the allowance a frame is refused with `refusal`, a
   * flood closes the socket. A closed socket's remaining frames are not even parsed.
   */
  const listen = (socket: WebSocket, refusal: (message: Incoming) => object) => {
    alive.add(socket);
    socket.on("pong", () => alive.add(socket));
    const inbox = new SocketInbox<Incoming>();
    socket.on("message", (raw, isBinary) => {
      if (inbox.isClosed) return;
      const message = isBinary ? null : parseMessage(raw.toString());
      const verdict = inbox.offer(message);
      if (verdict === "refused") sendFrame(socket, JSON.stringify(refusal(message)));
      if (verdict === "flooding") {
        inbox.close();
        socket.close(WS_CLOSE_TOO_MANY_MESSAGES, "Too many messages");
      }
    });
    return inbox;
  };

  app.get(
    "/ws",
    {
      websocket: true,
      preValidation: async (request) => refuseForeignOrigin(request, allowedOrigins),
    },
    async (socket, request) => {
      // Listening before the session lookup: a frame sent the instant the socket opened
      // arrives during it, and would otherwise be emitted to nobody. Refused in the hunter's
      // language once known, the browser's until then.
      const browserLanguage = bestAcceptedLanguage(request.headers["accept-language"]);
      let member: Member | null = null;
      const inbox = listen(socket, (message) =>
        spokenTo(member?.language ?? browserLanguage, refusalOf(message)),
      );
      socket.once("close", () => inbox.close());

      const token = sessionToken(request);
      const session = token
        ? await findLiveSession(deps.db, hashSessionToken(token), deps.clock.now())
        : null;
      if (socket.readyState !== socket.OPEN) return;
      if (!session) {
        socket.close(WS_CLOSE_SIGNED_OUT, "You are not signed in.");
        return;
      }
      const phones = opts.controllerHub?.socketsOf(session.userId) ?? 0;
      if (hub.socketsOf(session.userId) + phones >= MAX_SOCKETS_PER_HUNTER) {
        socket.close(1008, "Too many open connections for this hunter.");
        return;
      }
      // Whose messages to hold back is known before the socket joins its rooms, so not one of
      // a muted author's messages slips through in between.
      const [facts, hidden] = await Promise.all([
        findSocketHunter(deps.db, session.userId),
        findHiddenAuthors(deps.db, session.userId),
      ]);
      if (socket.readyState !== socket.OPEN) return;
      if (!facts) {
        socket.close(WS_CLOSE_SIGNED_OUT, "You are not signed in.");
        return;
      }
      const joined = hub.join(socket, { ...session, ...facts, hidden, browserLanguage });
      member = joined;
      members.set(socket, joined);
      void markSeen([joined]);
      inbox.start((message) => receive(joined, message));
    },
  );

  const watchHub = opts.watchHub;
  if (watchHub) {
    // A watcher sends nothing the server acts on; its frames still go through an inbox, so
    // one that floods is closed like any socket (docs/decisions/018), before any other work.
    app.get<{ Params: { token: string } }>(
      "/ws/watch/:token",
      {
        websocket: true,
        preValidation: async (request) => refuseForeignOrigin(request, allowedOrigins),
      },
      async (socket, request) => {
        alive.add(socket);
        socket.on("pong", () => alive.add(socket));
        const inbox = new SocketInbox<null>();
        socket.on("message", () => {
          if (inbox.isClosed) return;
          if (inbox.offer(null) === "flooding") {
            inbox.close();
            socket.close(WS_CLOSE_TOO_MANY_MESSAGES, "Too many messages");
          }
        });
        socket.once("close", () => inbox.close());
        inbox.start(async () => {});
        await watchHub.open(socket, {
          token: request.params.token,
          address: clientKey(request.ip),
        });
      },
    );
  }

  const controllerHub = opts.controllerHub;
  if (controllerHub) {
    // The controller cookie has a copy for this path; the hunter's session is never read
    // here (docs/decisions/043).
    app.get(
      "/ws/controller",
      {
        websocket: true,
        preValidation: async (request) => refuseForeignOrigin(request, allowedOrigins),
      },
      async (socket, request) => {
        const browserLanguage = bestAcceptedLanguage(request.headers["accept-language"]);
        const inbox = listen(socket, () => ({
          type: "refused",
          id: null,
          message: translate(TOO_FAST, browserLanguage),
        }));
        socket.once("close", () => inbox.close());
        const handle = await controllerHub.open(socket, {
          credential: controllerCredentialOf(request),
          address: clientKey(request.ip),
          browserLanguage,
        });
        if (handle) inbox.start(handle);
        else inbox.close();
      },
    );
  }

  async function receive(member: Member, message: Incoming): Promise<void> {
    const type = message && typeof message.type === "string" ? message.type : "";
    const handler = isClientMessageType(type) ? handlers[type] : undefined;
    if (!message || !handler) {
      hub.send(member, { type: "error", message: "That message is not one the server knows." });
      return;
    }
    try {
      await handler(member, message.data);
    } catch (error) {
      app.log.error({ err: error }, "a socket message failed");
      hub.send(member, { type: "error", message: "Something went wrong. Please try again." });
    }
  }
}

/**
 * What a frame over the allowance is answered: for a chat message, chat's own refusal with the
 * message's clientId, so the sender's box keeps the text and shows why.
 */
function refusalOf(message: Incoming): ServerMessage {
  if (message?.type !== "chat") return { type: "error", message: TOO_FAST };
  const clientId = chatClientIdOf(message.data);
  return {
    type: "chatRefused",
    code: "rate_limited",
    message: TOO_FAST,
    ...(clientId === undefined ? {} : { clientId }),
  };
}

function parseMessage(text: string): Incoming {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === "object" && parsed !== null ? parsed : null;
  } catch {
    return null;
  }
}

const CLIENT_MESSAGE_TYPES = new Set<string>(
  clientMessageSchema.options.map((option) => option.shape.type.value),
);

function isClientMessageType(type: string): type is ClientMessageType {
  return CLIENT_MESSAGE_TYPES.has(type);
}
