import { describe, expect, it } from "vitest";
import type { WebSocket } from "ws";
import { FANOUT_SLICE, Hub } from "./hub.ts";

// The world boss's HP goes to every socket of an instance, thousands at a Gate Break: the
// requests that arrive meanwhile (the hunters' attacks) must not wait behind the whole fan-out.

/** An open socket that keeps what it is sent. */
function fakeSocket(sent: Array<string | Buffer>) {
  return {
    OPEN: 1,
    readyState: 1,
    bufferedAmount: 0,
    send: (frame: string | Buffer) => sent.push(frame),
    once: () => {},
    close: () => {},
  } as unknown as WebSocket;
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe("a frame for everyone on the instance", () => {
  it("reaches every socket once, a slice per turn of the event loop", async () => {
    const hub = new Hub(
      async () => null,
      async () => [],
    );
    const frames: Array<Array<string | Buffer>> = [];
    const sockets = FANOUT_SLICE * 2 + 7;
    for (let i = 0; i < sockets; i += 1) {
      const sent: Array<string | Buffer> = [];
      frames.push(sent);
      hub.join(fakeSocket(sent), {
        userId: `hunter-${i}`,
        sessionId: `session-${i}`,
        expiresAt: new Date(Date.now() + 3600_000),
        hidden: [],
        language: "en",
        browserLanguage: "en",
        region: "Europe",
        guildId: null,
        partyId: null,
      });
    }
    const received = () => frames.filter((f) => f.length === 2).length; // welcome + the HP
    // Work that arrived before the fan-out began (an attack) runs after its first slice.
    let sentWhenOtherWorkRan = -1;
    setImmediate(() => {
      sentWhenOtherWorkRan = received();
    });
    const hp = { type: "worldBossHP", eventId: crypto.randomUUID(), hp: 5, maxHP: 10 } as const;
    hub.sendToEveryone(hp);
    expect(received()).toBe(FANOUT_SLICE);
    for (let i = 0; i < 3; i += 1) await turn();
    expect(sentWhenOtherWorkRan).toBe(FANOUT_SLICE);
    expect(received()).toBe(sockets);
    const bytes = new Set(frames.map((f) => f[1]?.toString()));
    expect([...bytes]).toEqual([JSON.stringify(hp)]);
  });
});
