import { notificationEndpoints } from "@repgate/contracts/endpoints/notifications";
import type { FastifyInstance } from "fastify";
import { signedInUser } from "../../lib/http/guards/auth-hook.ts";
import { authenticate } from "../../lib/http/guards/authenticate.ts";
import { route } from "../../lib/http/route.ts";
import { type HunterReads, hunterRead } from "../../lib/hunter-reads/hunter-read-route.ts";
import { languageOfRequest } from "../../lib/i18n/request-language.ts";
import type { AppDeps } from "../../lib/wiring/deps.ts";
import {
  deleteNotification,
  listForUser,
  markAllNotificationsRead,
  markNotificationRead,
} from "./service.ts";

export async function notificationRoutes(
  app: FastifyInstance,
  { deps, hunterReads }: { deps: AppDeps; hunterReads: HunterReads },
) {
  const { db } = deps;

  // Read by every screen's bell: kept per hunter until a change of theirs (decision 044). Its
  // entries hold no time-relative field, so time alone never changes the answer. Their texts
  // are the reader's language (kept per Accept-Language, see hunterRead), and a cache is told so.
  const list = hunterRead(deps, hunterReads, {
    headers: { vary: "Accept-Language" },
    load: async (_user, _now, request) => ({
      reply: await listForUser(db, signedInUser(request).id, languageOfRequest(request)),
      validUntil: Infinity,
    }),
  });
  route(app, notificationEndpoints.list, {}, ({ request, reply }) => list(request, reply));

  await app.register(writeRoutes, { deps });
}

async function writeRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const { db } = deps;
  app.addHook("preHandler", authenticate(deps));

  // Registered before the :id route so "read-all" is never read as an id.
  route(app, notificationEndpoints.markAllRead, {}, async ({ request }) => {
    const updated = await markAllNotificationsRead(db, signedInUser(request).id);
    return {
      message:
        updated === 1
          ? "1 notification marked as read."
          : `${updated} notifications marked as read.`,
    };
  });

  route(app, notificationEndpoints.markRead, {}, async ({ params, request }) => {
    await markNotificationRead(db, signedInUser(request).id, params.id);
    return { message: "Notification marked as read." };
  });

  route(app, notificationEndpoints.delete, {}, async ({ params, request }) => {
    await deleteNotification(db, signedInUser(request).id, params.id);
    return { message: "Notification deleted." };
  });
}
