import { randomUUID } from "node:crypto";
import type { Notification } from "@repgate/contracts/notifications";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type Hunter, signUpPlayer } from "../../test/factories.ts";
import { notifyNow } from "../../test/notify-now.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

interface Inbox {
  hunter: Hunter;
  /** Oldest first, as they were sent. */
  sent: Notification[];
}

/** A fresh hunter with three notifications, sent one after another. */
async function hunterWithNotifications(): Promise<Inbox> {
  const hunter = await signUpPlayer(t);
  const sent = [
    await notifyNow(t.db, hunter.user.id, {
      type: "friend_request",
      title: "Friend Request",
      message: "Cha Hae-In wants to be your friend.",
      data: { senderId: randomUUID(), senderName: "Cha Hae-In" },
    }),
    await notifyNow(t.db, hunter.user.id, {
      type: "quest_complete",
      title: "Quest Complete",
      message: "You finished your daily quest.",
    }),
    await notifyNow(t.db, hunter.user.id, {
      type: "dungeon_spawn",
      title: "A Gate Opened",
      message: "A C-rank gate appeared nearby.",
      data: { dungeonName: "Red Gate", dungeonRank: "C" },
    }),
  ];
  return { hunter, sent };
}

async function storedNotification(id: string) {
  const result = await t.db.execute(
    sql`SELECT user_id, is_read FROM notifications WHERE id = ${id}`,
  );
  return result.rows[0];
}

async function unreadCount(userId: string) {
  const result = await t.db.execute(
    sql`SELECT count(*)::int AS n FROM notifications WHERE user_id = ${userId} AND NOT is_read`,
  );
  return result.rows[0]?.n;
}

describe("GET /api/notifications", () => {
  it("lists the hunter's own notifications, newest first, with their data", async () => {
    const mine = await hunterWithNotifications();
    const theirs = await hunterWithNotifications();
    const response = await t.app.inject({
      url: "/api/notifications",
      headers: { cookie: mine.hunter.cookie },
    });
    expect(response.statusCode).toBe(200);
    const listed: Notification[] = response.json();
    expect(listed.map((n) => n.id)).toEqual(mine.sent.map((n) => n.id).reverse());
    const theirIds = new Set(theirs.sent.map((n) => n.id));
    expect(listed.some((n) => theirIds.has(n.id))).toBe(false);

    const [spawn, quest, friend] = listed;
    expect(spawn).toEqual({
      id: mine.sent[2]?.id,
      type: "dungeon_spawn",
      title: "A Gate Opened",
      message: "A C-rank gate appeared nearby.",
      isRead: false,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      data: { dungeonName: "Red Gate", dungeonRank: "C" },
      resolution: null,
      resolvedAt: null,
    });
    expect(quest?.data).toBeNull();
    expect(friend?.data?.senderName).toBe("Cha Hae-In");
  });

  it("is an empty list for a hunter with no notifications", async () => {
    const { cookie } = await signUpPlayer(t);
    const response = await t.app.inject({ url: "/api/notifications", headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });
});

describe("PATCH /api/notifications/:id/read", () => {
  it("marks one notification as read and leaves the rest unread", async () => {
    const { hunter, sent } = await hunterWithNotifications();
    const target = sent[1]?.id ?? "";
    const response = await t.app.inject({
      method: "PATCH",
      url: `/api/notifications/${target}/read`,
      headers: { cookie: hunter.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "Notification marked as read." });
    expect((await storedNotification(target))?.is_read).toBe(true);
    expect(await unreadCount(hunter.user.id)).toBe(2);

    const listed: Notification[] = (
      await t.app.inject({ url: "/api/notifications", headers: { cookie: hunter.cookie } })
    ).json();
    expect(listed.find((n) => n.id === target)?.isRead).toBe(true);
  });

  it("answers 404 for someone else's notification and leaves it unread", async () => {
    const me = await signUpPlayer(t);
    const { hunter: other, sent } = await hunterWithNotifications();
    const target = sent[0]?.id ?? "";
    const response = await t.app.inject({
      method: "PATCH",
      url: `/api/notifications/${target}/read`,
      headers: { cookie: me.cookie },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      message: "That notification does not exist.",
      code: "not_found",
    });
    expect(await storedNotification(target)).toEqual({ user_id: other.user.id, is_read: false });
  });

  it("answers 404 for an id that does not exist", async () => {
    const { cookie } = await signUpPlayer(t);
    const response = await t.app.inject({
      method: "PATCH",
      url: `/api/notifications/${randomUUID()}/read`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe("That notification does not exist.");
  });

  it.each(["not-a-uuid", "123", "00000000-0000-0000-0000-00000000000g"])(
    "answers 400 for the id %s",
    async (id) => {
      const { cookie } = await signUpPlayer(t);
      const response = await t.app.inject({
        method: "PATCH",
        url: `/api/notifications/${id}/read`,
        headers: { cookie },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: "That id is not valid.", code: "bad_request" });
    },
  );
});

describe("PATCH /api/notifications/read-all", () => {
  it("marks all of the hunter's notifications as read and no one else's", async () => {
    const mine = await hunterWithNotifications();
    const theirs = await hunterWithNotifications();
    const response = await t.app.inject({
      method: "PATCH",
      url: "/api/notifications/read-all",
      headers: { cookie: mine.hunter.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "3 notifications marked as read." });
    expect(await unreadCount(mine.hunter.user.id)).toBe(0);
    expect(await unreadCount(theirs.hunter.user.id)).toBe(3);
  });

  it("counts only the ones that were still unread", async () => {
    const { hunter, sent } = await hunterWithNotifications();
    await t.app.inject({
      method: "PATCH",
      url: `/api/notifications/${sent[0]?.id}/read`,
      headers: { cookie: hunter.cookie },
    });
    const response = await t.app.inject({
      method: "PATCH",
      url: "/api/notifications/read-all",
      headers: { cookie: hunter.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "2 notifications marked as read." });
    const again = await t.app.inject({
      method: "PATCH",
      url: "/api/notifications/read-all",
      headers: { cookie: hunter.cookie },
    });
    expect(again.json()).toEqual({ message: "0 notifications marked as read." });
  });
});

describe("DELETE /api/notifications/:id", () => {
  it("deletes the hunter's notification and only that one", async () => {
    const { hunter, sent } = await hunterWithNotifications();
    const target = sent[2]?.id ?? "";
    const response = await t.app.inject({
      method: "DELETE",
      url: `/api/notifications/${target}`,
      headers: { cookie: hunter.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "Notification deleted." });
    expect(await storedNotification(target)).toBeUndefined();
    const listed: Notification[] = (
      await t.app.inject({ url: "/api/notifications", headers: { cookie: hunter.cookie } })
    ).json();
    expect(listed.map((n) => n.id)).toEqual([sent[1]?.id, sent[0]?.id]);

    const again = await t.app.inject({
      method: "DELETE",
      url: `/api/notifications/${target}`,
      headers: { cookie: hunter.cookie },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe("That notification does not exist.");
  });

  it("answers 404 for someone else's notification and keeps it", async () => {
    const me = await signUpPlayer(t);
    const { hunter: other, sent } = await hunterWithNotifications();
    const target = sent[0]?.id ?? "";
    const response = await t.app.inject({
      method: "DELETE",
      url: `/api/notifications/${target}`,
      headers: { cookie: me.cookie },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      message: "That notification does not exist.",
      code: "not_found",
    });
    expect(await storedNotification(target)).toEqual({ user_id: other.user.id, is_read: false });
  });

  it("answers 400 for an id that is not a uuid", async () => {
    const { cookie } = await signUpPlayer(t);
    const response = await t.app.inject({
      method: "DELETE",
      url: "/api/notifications/not-a-uuid",
      headers: { cookie },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "That id is not valid.", code: "bad_request" });
  });
});

describe("signed out", () => {
  it.each([
    ["GET", "/api/notifications"],
    ["PATCH", "/api/notifications/read-all"],
    ["PATCH", `/api/notifications/${randomUUID()}/read`],
    ["DELETE", `/api/notifications/${randomUUID()}`],
  ] as const)("%s %s is 401", async (method, url) => {
    const response = await t.app.inject({ method, url });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: "You are not signed in.", code: "unauthenticated" });
  });

  it("cannot touch anyone's notifications", async () => {
    const { hunter, sent } = await hunterWithNotifications();
    const target = sent[0]?.id ?? "";
    const read = await t.app.inject({ method: "PATCH", url: `/api/notifications/${target}/read` });
    const removed = await t.app.inject({ method: "DELETE", url: `/api/notifications/${target}` });
    const all = await t.app.inject({ method: "PATCH", url: "/api/notifications/read-all" });
    expect([read.statusCode, removed.statusCode, all.statusCode]).toEqual([401, 401, 401]);
    expect(await storedNotification(target)).toEqual({ user_id: hunter.user.id, is_read: false });
    expect(await unreadCount(hunter.user.id)).toBe(3);
  });
});
