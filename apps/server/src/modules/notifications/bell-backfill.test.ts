import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { migrationsFolder } from "../../db/migrate.ts";
import { type Hunter, signUpPlayer } from "../../test/factories.ts";
import { asHunter } from "../../test/hunter-call.ts";
import { invite, notificationsOf, respondInvite } from "../../test/party-helpers.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

// Migration 0017 resolves what bells from before issue 43 still offered to answer. Its updates
// are run again here on rows put back as such a bell left them (unresolved, unread).

let t: TestApp;
let backfill: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  const text = await readFile(join(migrationsFolder, "0017_bell_resolution.sql"), "utf8");
  backfill = text
    .split("--> statement-breakpoint")
    .map((s) => s.trim())
    .filter((s) => s.includes("UPDATE"));
});

const call = (hunter: Hunter, method: string, url: string, payload?: unknown) =>
  asHunter(t, hunter, method, url, payload);

/** The hunter's bell as it was before issue 43: nothing resolved, everything unread. */
async function asBefore(hunter: Hunter) {
  await t.db.execute(
    sql`UPDATE notifications SET resolution = NULL, resolved_at = NULL, is_read = false
        WHERE user_id = ${hunter.user.id}`,
  );
}

async function runBackfill() {
  for (const statement of backfill) await t.db.execute(sql.raw(statement));
}

describe("migration 0017 on old bells", () => {
  it("has its four updates", () => {
    expect(backfill).toHaveLength(4);
  });

  it("resolves answered party invitations, and leaves a waiting one alone", async () => {
    const [leader, other] = [await signUpPlayer(t), await signUpPlayer(t)];
    const invitee = await signUpPlayer(t);
    await call(leader, "POST", "/api/party", { name: "Old Army" });
    await call(other, "POST", "/api/party", { name: "Waiting Army" });
    const declined = await invite(t, leader, invitee);
    expect((await respondInvite(t, invitee, declined, "declined")).statusCode).toBe(200);
    const waiting = await invite(t, other, invitee);
    await asBefore(invitee);
    await runBackfill();
    const byInvitation = new Map(
      (await notificationsOf(t, invitee)).map((n) => [n.data?.invitationId, n]),
    );
    expect(byInvitation.get(declined)).toMatchObject({ resolution: "declined", isRead: true });
    expect(byInvitation.get(waiting)).toMatchObject({ resolution: null, isRead: false });
  });

  it("resolves accepted friend requests 'accepted' and vanished ones 'cancelled'", async () => {
    const [asker, friend, stranger] = [
      await signUpPlayer(t),
      await signUpPlayer(t),
      await signUpPlayer(t),
    ];
    const accepted = await call(asker, "POST", "/api/friends/request", {
      friendId: friend.user.id,
    });
    await call(friend, "POST", `/api/friends/accept/${accepted.json().friendshipId}`);
    const declined = await call(stranger, "POST", "/api/friends/request", {
      friendId: friend.user.id,
    });
    await call(friend, "POST", `/api/friends/decline/${declined.json().friendshipId}`);
    await asBefore(friend);
    await runBackfill();
    const requests = (await notificationsOf(t, friend)).filter((n) => n.type === "friend_request");
    const bySender = new Map(requests.map((n) => [n.data?.senderId, n.resolution]));
    expect(bySender.get(asker.user.id)).toBe("accepted");
    expect(bySender.get(stranger.user.id)).toBe("cancelled");
  });
});
