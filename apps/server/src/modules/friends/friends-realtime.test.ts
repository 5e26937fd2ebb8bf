import { beforeAll, describe, expect, it } from "vitest";
import { signUpPlayer } from "../../test/factories.ts";
import { openSocket } from "../../test/socket-client.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let base = "";
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
});

describe("a direct message over the realtime hub", () => {
  it("reaches the friend's open socket at once", async () => {
    const a = await signUpPlayer(t);
    const b = await signUpPlayer(t);
    const sent = await t.app.inject({
      method: "POST",
      url: "/api/friends/request",
      headers: { cookie: a.cookie },
      payload: { friendId: b.user.id },
    });
    await t.app.inject({
      method: "POST",
      url: `/api/friends/accept/${sent.json().friendshipId}`,
      headers: { cookie: b.cookie },
    });
    const socketB = await openSocket(base, { cookie: b.cookie, origin: base });
    const socketA = await openSocket(base, { cookie: a.cookie, origin: base });
    await socketB.next((m) => m.type === "welcome");
    await socketA.next((m) => m.type === "welcome");

    const message = await t.app.inject({
      method: "POST",
      url: "/api/friends/message",
      headers: { cookie: a.cookie },
      payload: { friendId: b.user.id, message: "Gate at the station" },
    });
    expect(message.statusCode).toBe(200);
    const heard = await socketB.next((m) => m.type === "notificationCreated");
    expect(heard).toMatchObject({ type: "notificationCreated", userId: b.user.id });
    const notes = await t.app.inject({ url: "/api/notifications", headers: { cookie: b.cookie } });
    expect(
      (notes.json() as { id: string; type: string }[]).find((n) => n.type === "direct_message")?.id,
    ).toBe(heard.notificationId);
    socketA.close();
    socketB.close();
  });
});
