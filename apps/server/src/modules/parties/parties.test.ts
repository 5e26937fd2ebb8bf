import { partySchema } from "@repgate/contracts/parties";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { setHealth, setStats } from "../../test/dungeon-helpers.ts";
import { PASSWORD, signUpPlayer } from "../../test/factories.ts";
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

describe("POST /api/party", () => {
  it("creates a party led by its creator, who is its only member", async () => {
    const hunter = await signUpPlayer(t);
    await setStats(t, hunter.user.id, { vitality: 13 });
    await setHealth(t, hunter.user.id, 82, 100);
    const response = await partyCall(t, hunter, "POST", "/api/party", { name: "  Ahjin  " });
    expect(response.statusCode).toBe(201);
    const party = partySchema.parse(response.json());
    expect(party).toMatchObject({ name: "Ahjin", leaderId: hunter.user.id, maxMembers: 4 });
    expect(party.members).toHaveLength(1);
    // The HP the hunter's battle shows, not the spec's vitality x 50 (650): one figure everywhere.
    expect(party.members[0]).toMatchObject({
      id: hunter.user.id,
      currentHP: 82,
      maxHP: 100,
      isLeader: true,
    });
    expect(await partyOf(t, hunter)).toMatchObject({ id: party.id });
  });

  it("refuses a blank name with the spec's text", async () => {
    const hunter = await signUpPlayer(t);
    for (const payload of [{ name: "   " }, {}]) {
      const response = await partyCall(t, hunter, "POST", "/api/party", payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: "Please enter a party name." });
    }
  });

  it("refuses a second party, also when two creations race", async () => {
    const hunter = await signUpPlayer(t);
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => partyCall(t, hunter, "POST", "/api/party", { name: "X" })),
    );
    expect(replies.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    const count = await t.db.execute(
      sql`SELECT count(*)::int AS n FROM parties WHERE leader_id = ${hunter.user.id}`,
    );
    expect(count.rows[0]?.n).toBe(1);
  });
});

describe("GET /api/party and permissions", () => {
  it("is null without a party, and nobody may invite", async () => {
    const hunter = await signUpPlayer(t);
    expect(await partyOf(t, hunter)).toBeNull();
    const permissions = await partyCall(t, hunter, "GET", "/api/party/permissions");
    expect(permissions.json()).toEqual({ canInviteMembers: false });
  });

  it("lets the leader invite while there is room, and no member", async () => {
    const [leader, member] = await formParty(t, 2);
    const asLeader = await partyCall(t, leader, "GET", "/api/party/permissions");
    const asMember = await partyCall(t, member, "GET", "/api/party/permissions");
    expect(asLeader.json()).toEqual({ canInviteMembers: true });
    expect(asMember.json()).toEqual({ canInviteMembers: false });
  });

  it("is 401 signed out", async () => {
    expect((await t.app.inject({ url: "/api/party" })).statusCode).toBe(401);
  });
});

describe("invitations", () => {
  it("notifies the invitee with what Accept and Decline need, and accepting joins", async () => {
    const [leader] = await formParty(t, 1);
    const invitee = await signUpPlayer(t);
    const id = await invite(t, leader, invitee);
    const [note] = await notificationsOf(t, invitee);
    expect(note).toMatchObject({
      type: "party_invite",
      data: { invitationId: id, senderId: leader.user.id, senderName: leader.user.hunterName },
    });
    t.clock.advance(1000);
    const response = await respondInvite(t, invitee, id);
    expect(response.statusCode).toBe(200);
    expect(response.json().party.members.map((m: { id: string }) => m.id)).toEqual([
      leader.user.id,
      invitee.user.id,
    ]);
    const leaderNotes = await notificationsOf(t, leader);
    expect(leaderNotes[0]).toMatchObject({ type: "party_accept" });
    // Only the first answer counts.
    expect((await respondInvite(t, invitee, id, "declined")).statusCode).toBe(409);
  });

  it("invites by hunter name too", async () => {
    const [leader] = await formParty(t, 1);
    const invitee = await signUpPlayer(t);
    const response = await partyCall(t, leader, "POST", "/api/party/invite", {
      hunterName: invitee.user.hunterName.toUpperCase(),
    });
    expect(response.statusCode).toBe(200);
  });

  it("lets a decline leave the invitee outside", async () => {
    const [leader] = await formParty(t, 1);
    const invitee = await signUpPlayer(t);
    const id = await invite(t, leader, invitee);
    expect((await respondInvite(t, invitee, id, "declined")).statusCode).toBe(200);
    expect(await partyOf(t, invitee)).toBeNull();
  });

  it("refuses strangers, members, self-invitations and hunters already in a party", async () => {
    const [leader, member] = await formParty(t, 2);
    const invitee = await signUpPlayer(t);
    const stranger = await signUpPlayer(t);
    const id = await invite(t, leader, invitee);
    // A stranger cannot answer someone else's invitation: as if it did not exist.
    expect((await respondInvite(t, stranger, id)).statusCode).toBe(404);
    expect((await respondInvite(t, leader, id)).statusCode).toBe(404);
    const byMember = await partyCall(t, member, "POST", "/api/party/invite", {
      inviteeId: stranger.user.id,
    });
    expect(byMember.statusCode).toBe(403);
    const bySelf = await partyCall(t, leader, "POST", "/api/party/invite", {
      inviteeId: leader.user.id,
    });
    expect(bySelf.statusCode).toBe(400);
    const twice = await partyCall(t, leader, "POST", "/api/party/invite", {
      inviteeId: invitee.user.id,
    });
    expect(twice.statusCode).toBe(409);
    const inParty = await partyCall(t, leader, "POST", "/api/party/invite", {
      inviteeId: member.user.id,
    });
    expect(inParty.statusCode).toBe(409);
    const outsider = await partyCall(t, stranger, "POST", "/api/party/invite", {
      inviteeId: invitee.user.id,
    });
    expect(outsider.statusCode).toBe(409);
    const unknown = await partyCall(t, leader, "POST", "/api/party/invite", {
      inviteeId: "00000000-0000-4000-8000-000000000000",
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("never lets a fifth hunter in, however many accept at once", async () => {
    const [leader] = await formParty(t, 1);
    const invitees = await Promise.all(Array.from({ length: 6 }, () => signUpPlayer(t)));
    const ids: string[] = [];
    for (const invitee of invitees) ids.push(await invite(t, leader, invitee));
    const replies = await Promise.all(invitees.map((h, i) => respondInvite(t, h, ids[i] ?? "")));
    const codes = replies.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 409, 409, 409]);
    for (const refused of replies.filter((r) => r.statusCode === 409)) {
      expect(refused.json().message).toBe("This party is full (4 hunters at most).");
    }
    expect((await partyOf(t, leader))?.members).toHaveLength(4);
  });
});

describe("DELETE /api/party/leave", () => {
  it("passes leadership to the longest-standing member, and the last one out dissolves it", async () => {
    const [leader, second, third] = await formParty(t, 3);
    expect((await partyCall(t, leader, "DELETE", "/api/party/leave")).statusCode).toBe(200);
    expect(await partyOf(t, leader)).toBeNull();
    const party = await partyOf(t, third);
    expect(party?.leaderId).toBe(second.user.id);
    expect(party?.members.map((m) => m.id)).toEqual([second.user.id, third.user.id]);
    await partyCall(t, second, "DELETE", "/api/party/leave");
    expect((await partyOf(t, third))?.leaderId).toBe(third.user.id);
    await partyCall(t, third, "DELETE", "/api/party/leave");
    const left = await t.db.execute(
      sql`SELECT count(*)::int AS n FROM parties WHERE id = ${party?.id}`,
    );
    expect(left.rows[0]?.n).toBe(0);
  });

  it("is a 409 outside a party", async () => {
    const hunter = await signUpPlayer(t);
    expect((await partyCall(t, hunter, "DELETE", "/api/party/leave")).statusCode).toBe(409);
  });
});

describe("a deleted hunter", () => {
  it("leaves their party behind with the next member leading", async () => {
    const [leader, second] = await formParty(t, 2);
    const deleted = await partyCall(t, leader, "DELETE", "/api/user/account", {
      password: PASSWORD,
    });
    expect(deleted.statusCode).toBeLessThan(300);
    const party = await partyOf(t, second);
    expect(party?.leaderId).toBe(second.user.id);
    expect(party?.members.map((m) => m.id)).toEqual([second.user.id]);
    const permissions = await partyCall(t, second, "GET", "/api/party/permissions");
    expect(permissions.json()).toEqual({ canInviteMembers: true });
  });
});
