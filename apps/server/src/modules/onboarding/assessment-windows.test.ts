import type { AssessmentReply } from "@repgate/contracts/onboarding";
import { beforeAll, describe, expect, it } from "vitest";
import { type EventListener, listenForEvents } from "../../test/event-listener.ts";
import { type Hunter, signUp, signUpPlayer } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { setBalance } from "../../test/wallet-helpers.ts";

let t: TestApp;
let events: EventListener;
beforeAll(async () => {
  t = await createTestApp();
  events = await listenForEvents(t.pool);
});

/** 53 points: rank C. */
const C_ANSWERS = {
  pushups: 225,
  situps: 225,
  plankTime: 540,
  exerciseFrequency: "daily",
  fitnessGoal: "muscle-gain",
} as const;
/** 25 + 25 + 25 + 8 = 83 points, the most there is: rank B. */
const TOP_ANSWERS = {
  pushups: 400,
  situps: 400,
  plankTime: 1800,
  exerciseFrequency: "daily",
  fitnessGoal: "muscle-gain",
} as const;
/** No points: rank E. */
const E_ANSWERS = {
  pushups: 0,
  situps: 0,
  plankTime: 0,
  exerciseFrequency: "never",
  fitnessGoal: "general",
} as const;

function send(hunter: Hunter, method: "POST" | "PATCH", url: string, payload?: object) {
  return t.app.inject({ method, url, headers: { cookie: hunter.cookie }, payload });
}

async function assess(hunter: Hunter, answers: object): Promise<AssessmentReply> {
  const response = await send(hunter, "POST", "/api/user/complete-assessment", answers);
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** A hunter of `rank` who paid for a reawakening: rank E again, back at the assessment. */
async function reawakened(rank: string): Promise<Hunter> {
  const hunter = await signUpPlayer(t);
  // One assessment behind them, as a hunter who awakened through the wizard has.
  await t.pool.query("UPDATE users SET rank = $2, assessments_completed = 1 WHERE id = $1", [
    hunter.user.id,
    rank,
  ]);
  await setBalance(t.db, hunter.user.id, "gold", 50_000);
  expect((await send(hunter, "POST", "/api/user/reawaken")).statusCode).toBe(200);
  return hunter;
}

describe("the assessment's reply", () => {
  it("sets a starting rank on the first assessment: no Rank Up", async () => {
    const hunter = await signUp(t.app);
    await send(hunter, "PATCH", "/api/user/accept-player");
    const reply = await assess(hunter, C_ANSWERS);
    expect(reply).toMatchObject({
      rank: "C",
      isReawaken: false,
      rankUp: null,
      unlocks: { achievements: [], titles: [] },
    });
  });

  it("says a reawakening raised the rank, from the E it reset to", async () => {
    const hunter = await reawakened("D");
    const reply = await assess(hunter, C_ANSWERS);
    expect(reply).toMatchObject({ rank: "C", isReawaken: true, rankUp: { from: "E", to: "C" } });
  });

  it("says no Rank Up when the reawakened hunter is assessed E again", async () => {
    const hunter = await reawakened("B");
    const reply = await assess(hunter, E_ANSWERS);
    expect(reply).toMatchObject({ rank: "E", isReawaken: true, rankUp: null });
  });

  it("names what it unlocked in the reply (which the sockets need not repeat)", async () => {
    const hunter = await reawakened("E");
    // Level stays through a reawakening; Veteran Hunter was never unlocked for this one.
    await t.pool.query("UPDATE users SET level = 25 WHERE id = $1", [hunter.user.id]);
    await events.take();
    const reply = await assess(hunter, TOP_ANSWERS);
    expect(reply).toMatchObject({ rank: "B", rankUp: { from: "E", to: "B" } });
    expect(reply.unlocks).toEqual({
      achievements: [{ id: "level_25", name: "Veteran Hunter", description: "Reach level 25." }],
      titles: [],
    });
    // The reply opens the windows: a socket event too would race it and show them out of order.
    expect((await events.take()).filter((e) => e.type === "hunterUnlocked")).toEqual([]);
  });
});
