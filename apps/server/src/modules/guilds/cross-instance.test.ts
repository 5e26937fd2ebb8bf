import { describe, expect, it } from "vitest";
import { onboardedHunterOn } from "../../test/instance-hunters.ts";
import type { ServerProcess } from "../../test/server-process.ts";
import { openSocket } from "../../test/socket-client.ts";
import type { TestApp } from "../../test/test-app.ts";
import { twoInstancesBeforeAll } from "../../test/two-instances.ts";
import { grant } from "../../test/wallet-helpers.ts";

// Two server processes on one database, as two instances behind a load balancer.
let t: TestApp;
let a: ServerProcess;
let b: ServerProcess;

twoInstancesBeforeAll((instances) => {
  ({ t, a, b } = instances);
});

async function hunterOn(base: string) {
  const hunter = await onboardedHunterOn(t.db, base, "guild");
  await grant(t.db, hunter.id, "gold", 10_000);
  return hunter;
}

function post(base: string, cookie: string, path: string, body: unknown) {
  return fetch(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify(body),
  });
}

describe("a guild on two instances", () => {
  it("a member connected to A hears, within a second, an announcement made through B", async () => {
    const [owner, member] = [await hunterOn(b.base), await hunterOn(a.base)];
    const created = await post(b.base, owner.cookie, "/api/guilds", {
      name: `Twin ${owner.id.slice(0, 8)}`,
      insignia: "🛡️",
    });
    expect(created.status).toBe(201);
    const guildId = ((await created.json()) as { guild: { id: string } }).guild.id;
    const socket = await openSocket(a.base, { cookie: member.cookie });
    await socket.next((m) => m.type === "welcome");
    // Joined through B: A moves the open socket into the guild's room, no reconnection.
    expect((await post(b.base, member.cookie, "/api/guilds/join", { guildId })).status).toBe(200);
    await socket.next(
      (m) => m.type === "welcome" && (m.rooms as string[]).includes(`guild:${guildId}`),
    );

    const announced = await post(b.base, owner.cookie, "/api/guild/announcement", {
      message: "Heard on every instance",
    });
    expect(announced.status).toBe(200);
    // Within a second of B's reply, the announcement having committed.
    expect(await socket.next((m) => m.type === "guildAnnouncementSent", 1_000)).toEqual({
      type: "guildAnnouncementSent",
      userId: owner.id,
      guildId,
    });
    // What the member's guild screen reads again, from A, shows it.
    const mine = await fetch(`${a.base}/api/guild/my-guild`, {
      headers: { cookie: member.cookie },
    });
    const reply = (await mine.json()) as { announcements: Array<{ message: string }> };
    expect(reply.announcements[0]?.message).toBe("Heard on every instance");
    socket.close();
  });
});
