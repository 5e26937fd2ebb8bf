import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/** A stand-in for the browser's audio: counts the tones started. */
function fakeAudio() {
  const started: number[] = [];
  class FakeContext {
    state = "suspended";
    currentTime = 0;
    destination = {};
    resume() {
      this.state = "running";
      return Promise.resolve();
    }
    createOscillator() {
      return {
        type: "sine",
        frequency: { setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() },
        connect: (next: unknown) => next,
        start: (at: number) => started.push(at),
        stop: vi.fn(),
      };
    }
    createGain() {
      return {
        gain: { setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() },
        connect: (next: unknown) => next,
      };
    }
  }
  vi.stubGlobal("AudioContext", FakeContext);
  return started;
}

// Another file of the worker (isolate: false) may have loaded sfx with its own audio context, or
// left the game muted: each test imports it afresh and starts from the default.
beforeEach(() => {
  vi.resetModules();
  localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
  localStorage.clear();
});

describe("sound effects", () => {
  it("stay silent until a gesture unlocks them, then play", async () => {
    const started = fakeAudio();
    const sfx = await import("./sfx.ts");
    sfx.playSfx("hit");
    expect(started).toHaveLength(0);
    sfx.unlockSfx();
    await Promise.resolve();
    sfx.playSfx("level-up");
    expect(started.length).toBeGreaterThan(0);
  });

  it("remember the mute on this device, and a muted game plays nothing", async () => {
    const started = fakeAudio();
    const sfx = await import("./sfx.ts");
    sfx.setSfxMuted(true);
    vi.resetModules();
    const again = await import("./sfx.ts");
    expect(again.isSfxMuted()).toBe(true);
    again.unlockSfx();
    await Promise.resolve();
    again.playSfx("critical");
    expect(started).toHaveLength(0);
    again.setSfxMuted(false);
    again.playSfx("critical");
    expect(started.length).toBeGreaterThan(0);
  });
});
