import type { Notification } from "@repgate/contracts/notifications";
import { describe, expect, it } from "vitest";
import { onboardedHunterOn } from "../../test/instance-hunters.ts";
import type { ServerProcess } from "../../test/server-process.ts";
import { openSocket } from "../../test/socket-client.ts";
import type { TestApp } from "../../test/test-app.ts";
import { twoInstancesBeforeAll } from "../../test/two-instances.ts";

// Two server processes on one database, as two instances behind a load balancer.
let t: TestApp;
let a: ServerProcess;
let b: ServerProcess;

twoInstancesBeforeAll((instances) => {
  ({ t, a, b } = instances);
});

function post(base: string, cookie: string, path: string, body: unknown) {
  return fetch(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify(body),
  });
}

async function bellOn(base: string, cookie: string): Promise<Notification[]> {
  return (await fetch(`${base}/api/notifications`, { headers: { cookie } })).json() as Promise<
    Notification[]
  >;
}

describe("a bell on two instances", () => {
  it("an invitation accepted through B is resolved, in one event, in the bell open on A", async () => {
    const leader = await onboardedHunterOn(t.db, b.base, "bell");
    const invitee = await onboardedHunterOn(t.db, a.base, "bell");
    expect((await post(b.base, leader.cookie, "/api/party", { name: "Twin Army" })).status).toBe(
      201,
    );
    const invited = await post(b.base, leader.cookie, "/api/party/invite", {
      inviteeId: invitee.id,
    });
    const { invitationId } = (await invited.json()) as { invitationId: string };
    const onA = await openSocket(a.base, { cookie: invitee.cookie });
    await onA.next((m) => m.type === "welcome");

    const accepted = await post(
      b.base,
      invitee.cookie,
      `/api/party/invitations/${invitationId}/respond`,
      { status: "accepted" },
    );
    expect(accepted.status).toBe(200);
    expect(await onA.next((m) => m.type === "notificationsChanged", 1_000)).toEqual({
      type: "notificationsChanged",
      userId: invitee.id,
    });
    const notice = (await bellOn(a.base, invitee.cookie)).find((n) => n.type === "party_invite");
    expect(notice).toMatchObject({ resolution: "accepted", isRead: true });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(onA.messages.filter((m) => m.type === "notificationsChanged")).toHaveLength(1);
    onA.close();
  });
});
