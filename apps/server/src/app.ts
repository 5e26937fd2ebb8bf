import fastifyCookie from "@fastify/cookie";
import fastifyHelmet from "@fastify/helmet";
import fastifyRateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import type { AppDeps } from "./lib/deps.ts";
import { installErrorHandler } from "./lib/error-handler.ts";
import { installOriginCheck } from "./lib/origin-check.ts";
import { serveWebApp } from "./lib/static-web.ts";
import { authRoutes } from "./modules/auth/routes.ts";
import { healthRoutes } from "./modules/health/routes.ts";
import { notificationRoutes } from "./modules/notifications/routes.ts";
import { onboardingRoutes } from "./modules/onboarding/routes.ts";
import { userRoutes } from "./modules/users/routes.ts";

export interface BuildAppOptions {
  deps: AppDeps;
  logger?: FastifyServerOptions["logger"];
  trustProxy?: boolean;
  allowedOrigins?: readonly string[];
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
  });
  app.decorateRequest("user", null);
  installErrorHandler(app);

  await app.register(fastifyHelmet, {
    frameguard: { action: "deny" },
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix injects small <style> elements at run time (scroll locking).
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
  });
  // After helmet, so a refused cross-site request still carries the security headers.
  installOriginCheck(app, options.allowedOrigins ?? []);
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, { global: false });

  const { deps } = options;
  await app.register(healthRoutes, { deps });
  await app.register(authRoutes, { deps });
  await app.register(userRoutes, { deps });
  await app.register(onboardingRoutes, { deps });
  await app.register(notificationRoutes, { deps });
  await serveWebApp(app, options.webDistDir);
  return app;
}
