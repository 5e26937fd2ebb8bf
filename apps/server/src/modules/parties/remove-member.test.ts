import { beforeAll, describe, expect, it } from "vitest";
import { signUpPlayer } from "../../test/factories.ts";
import { formParty, notificationsOf, partyCall, partyOf } from "../../test/party-helpers.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const removePath = (id: string) => `/api/party/members/${id}`;

describe("DELETE /api/party/members/{memberId}", () => {
  it("lets the leader remove a member, who is told in their bell", async () => {
    const [leader, member, third] = await formParty(t, 3);
    const reply = await partyCall(t, leader, "DELETE", removePath(member.user.id));
    expect(reply.statusCode).toBe(200);
    expect(reply.json().message).toBe(`${member.user.hunterName} was removed from the party.`);
    expect(await partyOf(t, member)).toBeNull();
    expect((await partyOf(t, third))?.members.map((m) => m.id)).toEqual([
      leader.user.id,
      third.user.id,
    ]);
    const notice = (await notificationsOf(t, member)).find((n) => n.type === "party_removed");
    expect(notice).toMatchObject({
      title: "Removed from Party",
      message: `${leader.user.hunterName} removed you from Shadow Army.`,
    });
  });

  it("refuses anyone but the leader, the leader themselves, a stranger and a bad id, changing nothing", async () => {
    const [leader, member] = await formParty(t, 2);
    const stranger = await signUpPlayer(t);
    const byMember = await partyCall(t, member, "DELETE", removePath(leader.user.id));
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().message).toBe("Only the party leader can remove a member.");
    const self = await partyCall(t, leader, "DELETE", removePath(leader.user.id));
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe("To leave your own party, use Leave Party.");
    const notMember = await partyCall(t, leader, "DELETE", removePath(stranger.user.id));
    expect(notMember.statusCode).toBe(404);
    expect(notMember.json().message).toBe("That hunter is not in your party.");
    expect((await partyCall(t, leader, "DELETE", removePath("not-an-id"))).statusCode).toBe(400);
    expect((await partyCall(t, stranger, "DELETE", removePath(member.user.id))).statusCode).toBe(
      409,
    );
    expect((await partyOf(t, leader))?.members).toHaveLength(2);
  });

  it("removes a member once, however many removals arrive at once", async () => {
    const [leader, member] = await formParty(t, 2);
    const replies = await Promise.all(
      Array.from({ length: 6 }, () => partyCall(t, leader, "DELETE", removePath(member.user.id))),
    );
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 404, 404, 404, 404, 404]);
    const notices = (await notificationsOf(t, member)).filter((n) => n.type === "party_removed");
    expect(notices).toHaveLength(1);
    expect((await partyOf(t, leader))?.members.map((m) => m.id)).toEqual([leader.user.id]);
  });
});
