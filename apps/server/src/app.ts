import fastifyCookie from "@fastify/cookie";
import fastifyRateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from "fastify";
import { installJsonCompression } from "./lib/compress-json.ts";
import type { AppDeps } from "./lib/deps.ts";
import { installErrorHandler } from "./lib/error-handler.ts";
import { installOriginCheck } from "./lib/origin-check.ts";
import { installRequestLog, type RequestLogOptions } from "./lib/request-log.ts";
import { installSecurityHeaders } from "./lib/security-headers.ts";
import { serveWebApp } from "./lib/static-web.ts";
import { authRoutes } from "./modules/auth/routes.ts";
import { SessionCheckCache } from "./modules/auth/session-check-cache.ts";
import { battleRoutes } from "./modules/battles/routes.ts";
import { dungeonRoutes } from "./modules/dungeons/routes.ts";
import { healthRoutes } from "./modules/health/routes.ts";
import { inventoryRoutes } from "./modules/inventory/routes.ts";
import { leaderboardRoutes } from "./modules/leaderboard/routes.ts";
import { movementRoutes } from "./modules/movement/routes.ts";
import { notificationRoutes } from "./modules/notifications/routes.ts";
import { onboardingRoutes } from "./modules/onboarding/routes.ts";
import { questRoutes } from "./modules/quests/routes.ts";
import { shopRoutes } from "./modules/shop/routes.ts";
import { userRoutes } from "./modules/users/routes.ts";

export interface BuildAppOptions {
  deps: AppDeps;
  logger?: FastifyServerOptions["logger"];
  trustProxy?: boolean;
  allowedOrigins?: readonly string[];
  /** Which requests get a log line; by default only failures and slow ones. */
  requestLog?: RequestLogOptions;
  /** The built web app; when absent only the API is served. */
  webDistDir?: string;
}

/** JSON bodies are small intents; nothing the API takes needs more. */
const BODY_LIMIT = 64 * 1024;

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: BODY_LIMIT,
    // Our own hook writes at most one line per request (lib/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
  });
  app.decorateRequest("user", null);
  installErrorHandler(app);
  installRequestLog(app, options.requestLog ?? { everyRequest: false, slowMs: 1000 });

  installSecurityHeaders(app);
  installJsonCompression(app);
  // After the headers, so a refused cross-site request still carries them.
  installOriginCheck(app, options.allowedOrigins ?? []);
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, { global: false });

  const { deps } = options;
  await app.register(healthRoutes, { deps });
  // Shared by the routes that end sessions and the hot poll that trusts them briefly.
  const sessionChecks = new SessionCheckCache();
  await app.register(authRoutes, { deps, sessionChecks });
  await app.register(userRoutes, { deps, sessionChecks });
  await app.register(onboardingRoutes, { deps });
  await app.register(notificationRoutes, { deps });
  await app.register(dungeonRoutes, { deps, sessionChecks });
  await app.register(battleRoutes, { deps });
  await app.register(inventoryRoutes, { deps });
  await app.register(movementRoutes, { deps });
  await app.register(leaderboardRoutes, { deps });
  await app.register(questRoutes, { deps });
  await app.register(shopRoutes, { deps });
  await serveWebApp(app, options.webDistDir);
  return app;
}
