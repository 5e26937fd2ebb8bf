import { idParamSchema } from "@repgate/contracts/notifications";
import type { FastifyInstance } from "fastify";
import { signedInUser } from "../../lib/auth-hook.ts";
import type { AppDeps } from "../../lib/deps.ts";
import { parseInput } from "../../lib/validate.ts";
import { authenticate } from "../auth/authenticate.ts";
import {
  deleteNotification,
  listForUser,
  markAllNotificationsRead,
  markNotificationRead,
} from "./service.ts";

export async function notificationRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const { db } = deps;
  app.addHook("preHandler", authenticate(deps));

  app.get("/api/notifications", async (request) => listForUser(db, signedInUser(request).id));

  // Registered before the :id route so "read-all" is never read as an id.
  app.patch("/api/notifications/read-all", async (request) => {
    const updated = await markAllNotificationsRead(db, signedInUser(request).id);
    return {
      message: `${updated} ${updated === 1 ? "notification" : "notifications"} marked as read.`,
    };
  });

  app.patch("/api/notifications/:id/read", async (request) => {
    const { id } = parseInput(idParamSchema, request.params);
    await markNotificationRead(db, signedInUser(request).id, id);
    return { message: "Notification marked as read." };
  });

  app.delete("/api/notifications/:id", async (request) => {
    const { id } = parseInput(idParamSchema, request.params);
    await deleteNotification(db, signedInUser(request).id, id);
    return { message: "Notification deleted." };
  });
}
