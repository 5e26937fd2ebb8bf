import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
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

const hunterOn = (base: string) => onboardedHunterOn(t.db, base, "chat");

async function connect(base: string, cookie: string) {
  const socket = await openSocket(base, { cookie });
  await socket.next((m) => m.type === "welcome");
  return socket;
}

describe("chat on two instances", () => {
  it("a regional message sent on A reaches a hunter on B, authored by the sender", async () => {
    const [alice, bob] = [await hunterOn(a.base), await hunterOn(b.base)];
    const [onA, onB] = [await connect(a.base, alice.cookie), await connect(b.base, bob.cookie)];
    onA.send({ type: "chat", data: { userId: bob.id, content: "across", type: "regional" } });
    const heard = await onB.next((m) => m.type === "newMessage");
    expect(heard).toMatchObject({
      chatType: "regional",
      region: "North America",
      userId: alice.id,
      message: { content: "across", user: { id: alice.id } },
    });
    const history = await fetch(`${b.base}/api/chat/messages`, {
      headers: { cookie: bob.cookie },
    });
    expect(((await history.json()) as Array<{ content: string }>).at(-1)?.content).toBe("across");
    onA.close();
    onB.close();
  });

  it("party chat crosses instances for members only; spoofed rooms are refused", async () => {
    const [one, two, outsider] = [
      await hunterOn(a.base),
      await hunterOn(b.base),
      await hunterOn(b.base),
    ];
    const partyId = randomUUID();
    await t.db.execute(
      sql`UPDATE users SET party_id = ${partyId}, party_joined_at = now() WHERE id IN (${one.id}, ${two.id})`,
    );
    const [s1, s2, so] = [
      await connect(a.base, one.cookie),
      await connect(b.base, two.cookie),
      await connect(b.base, outsider.cookie),
    ];
    so.send({ type: "chat", data: { content: "spy", type: "party", partyId } });
    expect((await so.next((m) => m.type === "chatRefused")).code).toBe("forbidden");
    s1.send({ type: "chat", data: { content: "to the gate", type: "party", partyId } });
    expect(await s2.next((m) => m.type === "newMessage")).toMatchObject({
      chatType: "party",
      partyId,
      message: { content: "to the gate" },
    });
    await new Promise((r) => setTimeout(r, 150));
    expect(so.messages.some((m) => m.type === "newMessage" && m.chatType === "party")).toBe(false);
    for (const s of [s1, s2, so]) s.close();
  });

  it("counts a flood across instances: 10 per 10 s in all", async () => {
    const hunter = await hunterOn(a.base);
    const [onA, onB] = [await connect(a.base, hunter.cookie), await connect(b.base, hunter.cookie)];
    for (let i = 0; i < 6; i += 1) {
      onA.send({ type: "chat", data: { content: `a${i}`, type: "regional" } });
      onB.send({ type: "chat", data: { content: `b${i}`, type: "regional" } });
    }
    await Promise.race([
      onA.next((m) => m.type === "chatRefused"),
      onB.next((m) => m.type === "chatRefused"),
    ]);
    await new Promise((r) => setTimeout(r, 300));
    const stored = await t.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM chat_messages WHERE user_id = ${hunter.id}`,
    );
    expect(stored.rows[0]?.n).toBe(10);
    onA.close();
    onB.close();
  });
});
