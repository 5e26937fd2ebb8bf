import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type Hunter, signUpPlayer } from "../../test/factories.ts";
import {
  formParty,
  invite,
  notificationsOf,
  partyCall,
  partyOf,
  respondInvite,
} from "../../test/party-helpers.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

async function hasInviteNotice(hunter: Hunter, invitationId: string): Promise<boolean> {
  return (await notificationsOf(t, hunter)).some((n) => n.data?.invitationId === invitationId);
}

async function statusOf(invitationId: string): Promise<string | undefined> {
  const rows = await t.db.execute(
    sql`SELECT status FROM party_invitations WHERE id = ${invitationId}`,
  );
  return rows.rows[0]?.status as string | undefined;
}

describe("a party invitation dies with its reason (issue 25)", () => {
  it("its sender left: 410, the invitee joins nobody's party, the notification goes", async () => {
    const [leader, member] = await formParty(t, 2);
    const invitee = await signUpPlayer(t);
    const id = await invite(t, leader, invitee);
    expect(await hasInviteNotice(invitee, id)).toBe(true);
    expect((await partyCall(t, leader, "DELETE", "/api/party/leave")).statusCode).toBe(200);
    expect((await partyOf(t, member))?.leaderId).toBe(member.user.id);
    // Asked again, the dead invitation gives the same reason: the hunter never answered it.
    for (const status of ["accepted", "declined"]) {
      const reply = await respondInvite(t, invitee, id, status);
      expect(reply.statusCode).toBe(410);
      expect(reply.json()).toEqual({
        code: "gone",
        message: "This invitation has expired: its sender left the party.",
      });
    }
    expect(await partyOf(t, invitee)).toBeNull();
    expect(await hasInviteNotice(invitee, id)).toBe(false);
    expect(await statusOf(id)).toBe("void");
  });

  it("the party filled up: the other invitations are void, and their bells say Cancelled at once", async () => {
    const [leader] = await formParty(t, 3);
    const [a, b] = [await signUpPlayer(t), await signUpPlayer(t)];
    const ids = [await invite(t, leader, a), await invite(t, leader, b)];
    expect((await respondInvite(t, a, ids[0] ?? "")).statusCode).toBe(200);
    expect(await statusOf(ids[1] ?? "")).toBe("void");
    const notice = (await notificationsOf(t, b)).find((n) => n.data?.invitationId === ids[1]);
    expect(notice).toMatchObject({ resolution: "cancelled", isRead: true });
    expect((await respondInvite(t, b, ids[1] ?? "")).statusCode).toBe(409);
    expect(await partyOf(t, b)).toBeNull();
  });

  it("the party filled up: 409, voided, the notification goes; racing accepts never overfill", async () => {
    const [leader] = await formParty(t, 3);
    const [a, b] = [await signUpPlayer(t), await signUpPlayer(t)];
    const ids = [await invite(t, leader, a), await invite(t, leader, b)];
    const replies = await Promise.all([
      respondInvite(t, a, ids[0] ?? ""),
      respondInvite(t, b, ids[1] ?? ""),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = replies[0]?.statusCode === 409 ? 0 : 1;
    expect(replies[loser]?.json()).toEqual({
      code: "conflict",
      message: "This party is full (4 hunters at most).",
    });
    const loserHunter = loser === 0 ? a : b;
    // Whichever came first, the loser's bell holds no live invitation: the winner's accept
    // resolved it "Cancelled", or the loser's own accept, finding the party full, removed it.
    const notice = (await notificationsOf(t, loserHunter)).find(
      (n) => n.data?.invitationId === ids[loser],
    );
    if (notice) expect(notice).toMatchObject({ resolution: "cancelled", isRead: true });
    expect(await statusOf(ids[loser] ?? "")).toBe("void");
    expect((await partyOf(t, leader))?.members).toHaveLength(4);
    // Even once there is room again, the dead invitation stays dead.
    const last = (await partyOf(t, leader))?.members.at(-1);
    const lastHunter = [a, b].find((h) => h.user.id === last?.id);
    if (lastHunter) await partyCall(t, lastHunter, "DELETE", "/api/party/leave");
    expect((await respondInvite(t, loserHunter, ids[loser] ?? "")).statusCode).toBe(409);
    expect(await partyOf(t, loserHunter)).toBeNull();
  });

  it("the party is gone: 410 with a message, the notification goes", async () => {
    const leader = await signUpPlayer(t);
    expect((await partyCall(t, leader, "POST", "/api/party", { name: "Brief" })).statusCode).toBe(
      201,
    );
    const invitee = await signUpPlayer(t);
    const id = await invite(t, leader, invitee);
    expect((await partyCall(t, leader, "DELETE", "/api/party/leave")).statusCode).toBe(200);
    const reply = await respondInvite(t, invitee, id);
    expect(reply.statusCode).toBe(410);
    expect(reply.json().message).toBe("This invitation has expired: that party no longer exists.");
    expect(await hasInviteNotice(invitee, id)).toBe(false);
    expect((await respondInvite(t, invitee, id)).statusCode).toBe(404);
  });

  it("a leader leaving while the invitee accepts: joined before, or refused and cleaned", async () => {
    for (let round = 0; round < 4; round++) {
      const [leader, member] = await formParty(t, 2);
      const invitee = await signUpPlayer(t);
      const id = await invite(t, leader, invitee);
      const [left, answer] = await Promise.all([
        partyCall(t, leader, "DELETE", "/api/party/leave"),
        respondInvite(t, invitee, id),
      ]);
      expect(left.statusCode).toBe(200);
      expect([200, 410]).toContain(answer.statusCode);
      const party = await partyOf(t, invitee);
      if (answer.statusCode === 200) {
        expect(party?.members.map((m) => m.id).sort()).toEqual(
          [member.user.id, invitee.user.id].sort(),
        );
      } else {
        expect(party).toBeNull();
        expect(await hasInviteNotice(invitee, id)).toBe(false);
      }
    }
  });
});
