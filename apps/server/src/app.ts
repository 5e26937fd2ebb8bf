import fastifyRateLimit from "@fastify/rate-limit";
import { SLOWEST_POLL_MS } from "@repgate/contracts/polling";
import Fastify, { type FastifyInstance } from "fastify";
import { clientKey } from "./lib/http/client-address.ts";
import { installContractChecks } from "./lib/http/contract-check.ts";
import { installDrain } from "./lib/http/drain.ts";
import { installErrorHandler, replyToFrameworkError } from "./lib/http/error-handler.ts";
import { installIdleConnectionSweep } from "./lib/http/idle-connections.ts";
import { installInputGuard } from "./lib/http/input-guard.ts";
import { installJsonCompression } from "./lib/http/json-compression.ts";
import { installProxyWarning } from "./lib/http/proxy-warning.ts";
import { RequestLifecycle, watchRouteEnds } from "./lib/http/request-lifecycle.ts";
import { serveWebApp } from "./lib/http/static-web.ts";
import { HunterChanges } from "./lib/hunter-reads/hunter-read-cache.ts";
import { installHunterReadInvalidation } from "./lib/hunter-reads/invalidation.ts";
import { installReplyLanguage } from "./lib/i18n/reply-language.ts";
import { appLogger, type LoggerConfig } from "./lib/logging/lazy-request-logger.ts";
import { type RequestLogOptions, requestLog } from "./lib/logging/request-log.ts";
import { installOriginCheck } from "./lib/security/origin-check.ts";
import { SessionCheckCache } from "./lib/sessions/session-check-cache.ts";
import { type AppDeps, diceOf } from "./lib/wiring/deps.ts";
import { accessTokenRoutes } from "./modules/access-tokens/routes.ts";
import { accountRoutes } from "./modules/accounts/routes.ts";
import { apiDocsRoutes } from "./modules/api-docs/routes.ts";
import { authRoutes } from "./modules/auth/routes.ts";
import { battleRoutes } from "./modules/battles/routes.ts";
import { readOpenBossHP } from "./modules/battles/world-boss-read.ts";
import { chatRoutes } from "./modules/chat/routes.ts";
import { chatSocketHandler } from "./modules/chat/socket.ts";
import { controllerRoutes } from "./modules/controllers/routes.ts";
import { dungeonRoutes } from "./modules/dungeons/routes.ts";
import { exerciseRoutes } from "./modules/exercises/routes.ts";
import { friendRoutes } from "./modules/friends/routes.ts";
import { guildRoutes } from "./modules/guilds/routes.ts";
import { healthRoutes } from "./modules/health/routes.ts";
import { heartRateRoutes } from "./modules/heart-rate/routes.ts";
import { inventoryRoutes } from "./modules/inventory/routes.ts";
import { leaderboardRoutes } from "./modules/leaderboard/routes.ts";
import { messageRoutes } from "./modules/messages/routes.ts";
import { movementRoutes } from "./modules/movement/routes.ts";
import { notificationRoutes } from "./modules/notifications/routes.ts";
import { onboardingRoutes } from "./modules/onboarding/routes.ts";
import { partyRoutes } from "./modules/parties/routes.ts";
import { profileRoutes } from "./modules/profiles/routes.ts";
import { PushDispatcher } from "./modules/push/dispatch.ts";
import { pushRoutes } from "./modules/push/routes.ts";
import { questRoutes } from "./modules/quests/routes.ts";
import { postgresRateLimitStore } from "./modules/rate-limits/store.ts";
import { restDayRoutes } from "./modules/rest-days/routes.ts";
import { safetyRoutes } from "./modules/safety/routes.ts";
import { shopRoutes } from "./modules/shop/routes.ts";
import { trainingRoutes } from "./modules/training/routes.ts";
import { userRoutes } from "./modules/users/routes.ts";
import { watchRoutes } from "./modules/watching/routes.ts";
import { worldEventRoutes } from "./modules/world-events/routes.ts";
import { ControllerHub } from "./realtime/controller-hub.ts";
import { Hub } from "./realtime/hub.ts";
import { findHiddenAuthors, findRoomFacts } from "./realtime/repo.ts";
import { WatchHub } from "./realtime/watch-hub.ts";
import { WorldBossTicker } from "./realtime/world-boss-ticker.ts";
import { MAX_SOCKETS_PER_HUNTER, realtimeRoutes } from "./realtime/ws-route.ts";

export interface BuildAppOptions {
  deps: AppDeps;
  /** Where and how the app logs; no logger when absent. */
  logger?: LoggerConfig;
  /**
   * The proxies whose X-Forwarded-For is believed: a hop count or their addresses (TRUST_PROXY,
   * docs/decisions/039). Never `true`, which believes any client about its own address.
   */
  trustProxy?: false | number | readonly string[];
  allowedOrigins?: readonly string[];
  /** Which requests get a log line; by default only failures and slow ones. */
  requestLog?: RequestLogOptions;
  /** The built web app; when absent only the API is served. */
  webDistDir?: string;
  /** Production only: warn when HTTPS requests arrive through a proxy that is not trusted. */
  warnUntrustedProxy?: boolean;
  /** A connection that sends nothing for this long is closed (a body promised, never sent). */
  idleTimeoutMs?: number;
  /**
   * Tests turn this on: every API route must come from a declared endpoint, and a reply that
   * does not match its declared schema becomes a 500 saying why.
   */
  checkContracts?: boolean;
  /** How often /ws sockets are pinged and their hunters marked present (30 s unless a test says). */
  socketHeartbeatMs?: number;
}

/** JSON bodies are small intents; nothing the API takes needs more. */
const BODY_LIMIT = 64 * 1024;
/**
 * Idle connections are closed after this; a whole request must arrive within REQUEST_TIMEOUT_MS.
 * Well past the web's slowest poll (the bell and friends, every 30 s), so a polling client's
 * kept-alive connection is still open when its next poll goes out: at an equal 30 s the server
 * closed it just as the browser reused it, and every poll paid a fresh connection or a retry.
 */
const IDLE_TIMEOUT_MS = 2 * SLOWEST_POLL_MS + 5_000;
const REQUEST_TIMEOUT_MS = 60_000;

/** Fastify's trustProxy for the option: nothing trusted for none, zero hops or an empty list. */
function proxyTrust(trust: BuildAppOptions["trustProxy"]): false | number | string[] {
  if (trust === undefined || trust === false || trust === 0) return false;
  if (typeof trust === "number") return trust;
  return trust.length > 0 ? [...trust] : false;
}

/**
 * As Fastify takes it: a hop count as the function Fastify itself makes of one (its types name
 * no number), trusting the `hops` addresses nearest the server.
 */
function fastifyTrustProxy(
  trust: false | number | string[],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== "number") return trust;
  return (_address, hop) => hop < trust;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const log = options.logger ? appLogger(options.logger) : null;
  const requestLogOptions = options.requestLog ?? { everyRequest: false, slowMs: 1000 };
  const requestEnded = log ? requestLog(requestLogOptions) : null;
  const app = Fastify({
    // Not Fastify's logger: given one, Fastify adds and removes two listeners on every response
    // to time it, for log lines we turn off. Each request's logger is still a child of ours
    // (docs/decisions/016).
    ...(log ? { childLoggerFactory: (_none, bindings, opts) => log.child(bindings, opts) } : {}),
    trustProxy: fastifyTrustProxy(proxyTrust(options.trustProxy)),
    bodyLimit: BODY_LIMIT,
    // An idle kept-alive connection closes then, as its Keep-Alive header tells the client; any
    // other connection idle that long is closed by the sweep below.
    keepAliveTimeout: options.idleTimeoutMs ?? IDLE_TIMEOUT_MS,
    requestTimeout: REQUEST_TIMEOUT_MS,
    frameworkErrors: replyToFrameworkError,
    // A request gets at most one log line of ours, when its response has gone out.
    logController: new RequestLifecycle(requestEnded, requestLogOptions.everyRequest),
  });
  app.decorateRequest("receivedAt", 0);
  if (requestEnded && !requestLogOptions.everyRequest) watchRouteEnds(app, requestEnded);
  // What logs for the whole server (Fastify's listen and hook lines, the app's own) logs here.
  if (log) app.log = log;
  app.decorateRequest("user", null);
  installErrorHandler(app);
  installReplyLanguage(app);
  installProxyWarning(
    app,
    (options.warnUntrustedProxy ?? false) && proxyTrust(options.trustProxy) === false,
  );
  if (options.checkContracts) installContractChecks(app);

  installDrain(app);
  installIdleConnectionSweep(app, options.idleTimeoutMs ?? IDLE_TIMEOUT_MS);
  await installJsonCompression(app);
  // Its refusals carry the security headers: the request lifecycle set them first.
  installOriginCheck(app, options.allowedOrigins ?? []);
  installInputGuard(app);
  await app.register(fastifyRateLimit, {
    global: false,
    store: postgresRateLimitStore(options.deps.db, options.deps.clock),
    // Counting failed (the database is down): refuse rather than let requests through uncounted.
    skipOnError: false,
    // An IPv6 client by its /64, which one home or server has whole (lib/http/client-address.ts).
    keyGenerator: (request) => clientKey(request.ip),
  });

  const { deps } = options;
  await app.register(healthRoutes, { deps });
  // Shared by the routes that end sessions and the hot poll that trusts them briefly.
  const sessionChecks = new SessionCheckCache();
  // The hunter's hot reads answered from memory until a change of theirs (decision 044).
  const hunterReads = { changes: new HunterChanges(deps.bus !== undefined), sessionChecks };
  const stopHunterReadInvalidation = installHunterReadInvalidation(
    app,
    hunterReads.changes,
    deps.bus,
  );
  await app.register(authRoutes, { deps, sessionChecks, hunterReads });
  await app.register(accountRoutes, { deps, sessionChecks });
  await app.register(userRoutes, { deps, sessionChecks });
  await app.register(onboardingRoutes, { deps });
  await app.register(notificationRoutes, { deps, hunterReads });
  await app.register(dungeonRoutes, { deps, sessionChecks });
  await app.register(battleRoutes, { deps, hunterReads });
  await app.register(heartRateRoutes, { deps });
  await app.register(controllerRoutes, { deps });
  await app.register(inventoryRoutes, { deps });
  await app.register(movementRoutes, { deps });
  await app.register(leaderboardRoutes, { deps, hunterReads });
  await app.register(chatRoutes, { deps });
  await app.register(questRoutes, { deps, hunterReads });
  await app.register(shopRoutes, { deps });
  await app.register(friendRoutes, { deps });
  await app.register(messageRoutes, { deps });
  await app.register(profileRoutes, { deps });
  await app.register(partyRoutes, { deps });
  await app.register(guildRoutes, { deps });
  await app.register(safetyRoutes, { deps });
  await app.register(pushRoutes, { deps });
  await app.register(exerciseRoutes, { deps });
  await app.register(watchRoutes, { deps });
  await app.register(accessTokenRoutes, { deps });
  await app.register(apiDocsRoutes);
  await app.register(trainingRoutes, { deps });
  await app.register(restDayRoutes, { deps });
  await app.register(worldEventRoutes, { deps });

  const hub = new Hub(
    (userId) => findRoomFacts(deps.db, userId),
    (userId) => findHiddenAuthors(deps.db, userId),
  );
  const watchHub = new WatchHub(deps.db, () => deps.clock.now(), app.log);
  const controllerHub = new ControllerHub({
    db: deps.db,
    now: () => deps.clock.now(),
    random: diceOf(deps),
    log: app.log,
    otherSocketsOf: (userId) => hub.socketsOf(userId),
    maxSocketsPerHunter: MAX_SOCKETS_PER_HUNTER,
  });
  const pushes = deps.push
    ? new PushDispatcher(
        deps.db,
        deps.push,
        (userId) => hub.socketsOf(userId),
        app.log,
        () => deps.clock.now(),
      )
    : null;
  const bossTicker = new WorldBossTicker(
    () => readOpenBossHP(deps.db),
    (message) => hub.sendToEveryone(message),
    () => hub.size,
    (error) => app.log.warn({ err: error }, "world boss HP read failed"),
  );
  bossTicker.start();
  const unsubscribe = deps.bus?.subscribe((event) => {
    pushes?.hear(event);
    if (event.type === "worldEventChanged") bossTicker.wake();
    if (event.type === "sessionEnded" || event.type === "sessionsEnded") {
      sessionChecks.forgetUser(event.userId);
    }
    hub.deliver(event).catch((error: unknown) => app.log.error({ err: error }, "delivery failed"));
    watchHub.hear(event);
    controllerHub.hear(event);
  });
  const unsubscribeResync = deps.bus?.onResync(() => {
    hub.resync();
    watchHub.resync();
    controllerHub.resync();
  });
  app.addHook("onClose", async () => {
    bossTicker.stop();
    unsubscribe?.();
    unsubscribeResync?.();
    stopHunterReadInvalidation();
    await pushes?.settled();
  });
  await app.register(realtimeRoutes, {
    deps,
    hub,
    allowedOrigins: options.allowedOrigins ?? [],
    handlers: { chat: chatSocketHandler(deps, hub) },
    watchHub,
    controllerHub,
    ...(options.socketHeartbeatMs ? { heartbeatMs: options.socketHeartbeatMs } : {}),
  });
  await serveWebApp(app, options.webDistDir);
  return app;
}
