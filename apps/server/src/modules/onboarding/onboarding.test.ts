import { HUNTER_CLASSES } from "@repgate/game/content/classes";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type Hunter, SAMPLE_ANSWERS, signUp, signUpOnboarded } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

/** Answers worth 15 + 15 + 15 + 8 = 53 points: rank C. */
const STRONG_ANSWERS = {
  pushups: 225,
  situps: 225,
  plankTime: 540,
  exerciseFrequency: "daily",
  fitnessGoal: "muscle-gain",
} as const;
const STRONG_STATS = {
  strength: 16,
  agility: 13,
  vitality: 15,
  intelligence: 10,
  endurance: 14,
  perception: 10,
};
const NEW_HUNTER_STATS = {
  strength: 10,
  agility: 10,
  vitality: 10,
  intelligence: 10,
  endurance: 10,
  perception: 10,
};

async function storedHunter(id: string) {
  const result = await t.db.execute(sql`
    SELECT rank, strength, agility, vitality, intelligence, endurance, perception,
           has_accepted_player, has_completed_assessment, has_completed_profile,
           assessments_completed, user_class
    FROM users WHERE id = ${id}`);
  const row = result.rows[0];
  if (!row) throw new Error(`no hunter ${id}`);
  return {
    rank: row.rank,
    stats: {
      strength: row.strength,
      agility: row.agility,
      vitality: row.vitality,
      intelligence: row.intelligence,
      endurance: row.endurance,
      perception: row.perception,
    },
    hasAcceptedPlayer: row.has_accepted_player,
    hasCompletedAssessment: row.has_completed_assessment,
    hasCompletedProfile: row.has_completed_profile,
    assessmentsCompleted: row.assessments_completed,
    userClass: row.user_class,
  };
}

async function acceptedHunter(): Promise<Hunter> {
  const hunter = await signUp(t.app);
  const accepted = await t.app.inject({
    method: "PATCH",
    url: "/api/user/accept-player",
    headers: { cookie: hunter.cookie },
  });
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.body}`);
  return hunter;
}

async function assessedHunter(): Promise<Hunter> {
  const hunter = await acceptedHunter();
  const assessed = await t.app.inject({
    method: "POST",
    url: "/api/user/complete-assessment",
    headers: { cookie: hunter.cookie },
    payload: SAMPLE_ANSWERS,
  });
  if (assessed.statusCode !== 200) throw new Error(`assessment failed: ${assessed.body}`);
  return hunter;
}

describe("PATCH /api/user/accept-player", () => {
  it("marks the hunter as a Player and returns them", async () => {
    const { cookie, user } = await signUp(t.app);
    expect(user.hasAcceptedPlayer).toBe(false);
    const response = await t.app.inject({
      method: "PATCH",
      url: "/api/user/accept-player",
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().id).toBe(user.id);
    expect(response.json().hasAcceptedPlayer).toBe(true);
    expect(response.json()).not.toHaveProperty("passwordHash");
    expect((await storedHunter(user.id)).hasAcceptedPlayer).toBe(true);
  });

  it("can be sent twice without harm", async () => {
    const { cookie, user } = await acceptedHunter();
    const again = await t.app.inject({
      method: "PATCH",
      url: "/api/user/accept-player",
      headers: { cookie },
    });
    expect(again.statusCode).toBe(200);
    expect((await storedHunter(user.id)).hasAcceptedPlayer).toBe(true);
  });

  it("is 401 when signed out", async () => {
    const response = await t.app.inject({ method: "PATCH", url: "/api/user/accept-player" });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: "You are not signed in.", code: "unauthenticated" });
  });
});

describe("POST /api/user/complete-assessment", () => {
  it("is 409 before the hunter accepts the Player qualification, and changes nothing", async () => {
    const { cookie, user } = await signUp(t.app);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/user/complete-assessment",
      headers: { cookie },
      payload: STRONG_ANSWERS,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: "Accept the Player qualification before the assessment.",
      code: "conflict",
    });
    const stored = await storedHunter(user.id);
    expect(stored.rank).toBe("E");
    expect(stored.stats).toEqual(NEW_HUNTER_STATS);
    expect(stored.hasCompletedAssessment).toBe(false);
    expect(stored.assessmentsCompleted).toBe(0);
  });

  it("scores the answers itself and ignores the rank and stats the client declares", async () => {
    const { cookie, user } = await acceptedHunter();
    const response = await t.app.inject({
      method: "POST",
      url: "/api/user/complete-assessment",
      headers: { cookie },
      payload: {
        ...STRONG_ANSWERS,
        rank: "S",
        stats: {
          strength: 99,
          agility: 99,
          vitality: 99,
          intelligence: 99,
          endurance: 99,
          perception: 99,
        },
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      isReawaken: false,
      score: 53,
      rank: "C",
      stats: STRONG_STATS,
      rankUp: null,
      unlocks: { achievements: [], titles: [] },
    });

    const me = (await t.app.inject({ url: "/api/auth/user", headers: { cookie } })).json();
    expect(me.rank).toBe("C");
    expect(me).toMatchObject(STRONG_STATS);
    expect(me.combatPower).toBe(78);
    expect(me.hasCompletedAssessment).toBe(true);
    const stored = await storedHunter(user.id);
    expect(stored.stats).toEqual(STRONG_STATS);
    expect(stored.assessmentsCompleted).toBe(1);
  });

  it("gives a hunter who did little rank E and near-base stats", async () => {
    const { cookie } = await acceptedHunter();
    const response = await t.app.inject({
      method: "POST",
      url: "/api/user/complete-assessment",
      headers: { cookie },
      payload: {
        pushups: 10,
        situps: 10,
        plankTime: 30,
        exerciseFrequency: "never",
        fitnessGoal: "endurance",
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      isReawaken: false,
      score: 0,
      rank: "E",
      stats: { ...NEW_HUNTER_STATS, endurance: 12, vitality: 11 },
      rankUp: null,
      unlocks: { achievements: [], titles: [] },
    });
  });

  const PUSHUPS = "Push-ups must be a whole number from 0 to 400.";
  it.each([
    ["push-ups below 0", { ...SAMPLE_ANSWERS, pushups: -1 }, PUSHUPS],
    ["push-ups above 400", { ...SAMPLE_ANSWERS, pushups: 401 }, PUSHUPS],
    ["fractional push-ups", { ...SAMPLE_ANSWERS, pushups: 12.5 }, PUSHUPS],
    ["push-ups as text", { ...SAMPLE_ANSWERS, pushups: "abc" }, PUSHUPS],
    ["push-ups as a numeric string", { ...SAMPLE_ANSWERS, pushups: "50" }, PUSHUPS],
    ["push-ups null", { ...SAMPLE_ANSWERS, pushups: null }, PUSHUPS],
    [
      "sit-ups above 400",
      { ...SAMPLE_ANSWERS, situps: 401 },
      "Sit-ups must be a whole number from 0 to 400.",
    ],
    [
      "a plank above 1800 seconds",
      { ...SAMPLE_ANSWERS, plankTime: 1801 },
      "Plank time must be a whole number from 0 to 1800.",
    ],
    [
      "a negative plank",
      { ...SAMPLE_ANSWERS, plankTime: -5 },
      "Plank time must be a whole number from 0 to 1800.",
    ],
    [
      "an unknown frequency",
      { ...SAMPLE_ANSWERS, exerciseFrequency: "hourly" },
      "Exercise frequency must be one of: never, weekly, regular, daily.",
    ],
    [
      "a missing goal",
      { ...SAMPLE_ANSWERS, fitnessGoal: undefined },
      "Fitness goal must be one of: weight-loss, muscle-gain, endurance, general.",
    ],
    [
      "an unknown goal",
      { ...SAMPLE_ANSWERS, fitnessGoal: "bulk" },
      "Fitness goal must be one of: weight-loss, muscle-gain, endurance, general.",
    ],
    ["an empty object", {}, PUSHUPS],
  ])("refuses %s with 400 and changes nothing", async (_case, payload, message) => {
    const { cookie, user } = await acceptedHunter();
    const response = await t.app.inject({
      method: "POST",
      url: "/api/user/complete-assessment",
      headers: { cookie },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, code: "bad_request" });
    const stored = await storedHunter(user.id);
    expect(stored.rank).toBe("E");
    expect(stored.stats).toEqual(NEW_HUNTER_STATS);
    expect(stored.hasCompletedAssessment).toBe(false);
    expect(stored.assessmentsCompleted).toBe(0);
  });

  it.each([
    ["a JSON array", JSON.stringify([SAMPLE_ANSWERS]), "The request body must be a JSON object."],
    ["a JSON string", JSON.stringify("pushups=120"), "The request body must be a JSON object."],
    ["malformed JSON", '{"pushups": 120,', "The request body is not valid JSON."],
  ])("refuses %s as the body with 400 and changes nothing", async (_case, body, message) => {
    const { cookie, user } = await acceptedHunter();
    const response = await t.app.inject({
      method: "POST",
      url: "/api/user/complete-assessment",
      headers: { cookie, "content-type": "application/json" },
      payload: body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, code: "bad_request" });
    const stored = await storedHunter(user.id);
    expect(stored.hasCompletedAssessment).toBe(false);
    expect(stored.assessmentsCompleted).toBe(0);
  });

  it("is 409 the second time and keeps the first result", async () => {
    const { cookie, user } = await acceptedHunter();
    const first = await t.app.inject({
      method: "POST",
      url: "/api/user/complete-assessment",
      headers: { cookie },
      payload: STRONG_ANSWERS,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().isReawaken).toBe(false);

    const second = await t.app.inject({
      method: "POST",
      url: "/api/user/complete-assessment",
      headers: { cookie },
      payload: { ...STRONG_ANSWERS, pushups: 400, situps: 400, plankTime: 1800 },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      message: "You have already completed the assessment.",
      code: "conflict",
    });
    const stored = await storedHunter(user.id);
    expect(stored.rank).toBe("C");
    expect(stored.stats).toEqual(STRONG_STATS);
    expect(stored.assessmentsCompleted).toBe(1);
  });

  it("says isReawaken when a hunter due for reawakening is assessed again", async () => {
    const { cookie, user } = await assessedHunter();
    // Nothing in this part of the game reopens the assessment yet; set the state directly.
    await t.db.execute(
      sql`UPDATE users SET has_completed_assessment = false WHERE id = ${user.id}`,
    );
    const response = await t.app.inject({
      method: "POST",
      url: "/api/user/complete-assessment",
      headers: { cookie },
      payload: STRONG_ANSWERS,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().isReawaken).toBe(true);
    expect(response.json().rank).toBe("C");
    expect((await storedHunter(user.id)).assessmentsCompleted).toBe(2);
  });

  it("settles once when eight submissions arrive at the same time", async () => {
    const { cookie, user } = await acceptedHunter();
    const responses = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.app.inject({
          method: "POST",
          url: "/api/user/complete-assessment",
          headers: { cookie },
          payload: STRONG_ANSWERS,
        }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(7);
    for (const refused of responses.filter((r) => r.statusCode === 409)) {
      expect(refused.json().message).toBe("You have already completed the assessment.");
    }
    const count = await t.db.execute(
      sql`SELECT assessments_completed FROM users WHERE id = ${user.id}`,
    );
    expect(count.rows[0]?.assessments_completed).toBe(1);
  });

  it("is 401 when signed out", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/user/complete-assessment",
      payload: SAMPLE_ANSWERS,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe("You are not signed in.");
  });
});

describe("GET /api/user-classes", () => {
  it("lists the six classes with their description, primary stats and damage bonus", async () => {
    const { cookie } = await signUp(t.app);
    const response = await t.app.inject({ url: "/api/user-classes", headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const classes = response.json();
    expect(classes.map((c: { name: string }) => c.name)).toEqual([
      "Fighter",
      "Tank",
      "Assassin",
      "Ranger",
      "Mage",
      "Healer",
    ]);
    for (const expected of HUNTER_CLASSES) {
      const listed = classes.find((c: { name: string }) => c.name === expected.name);
      expect(listed).toEqual({
        id: expect.any(Number),
        name: expected.name,
        description: expected.description,
        primaryStats: expected.primaryStats,
        damageBonus: expected.damageBonus,
      });
      expect(listed.description.length).toBeGreaterThan(0);
    }
  });

  it("is 401 when signed out", async () => {
    const response = await t.app.inject({ url: "/api/user-classes" });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: "You are not signed in.", code: "unauthenticated" });
  });
});

describe("POST /api/user/:id/assign-class", () => {
  it("refuses to choose a class for someone else with 403, and changes nothing", async () => {
    const me = await assessedHunter();
    const other = await assessedHunter();
    const response = await t.app.inject({
      method: "POST",
      url: `/api/user/${other.user.id}/assign-class`,
      headers: { cookie: me.cookie },
      payload: { className: "Assassin" },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message: "You can only choose your own class.",
      code: "forbidden",
    });
    expect((await storedHunter(other.user.id)).userClass).toBeNull();
    expect((await storedHunter(me.user.id)).userClass).toBeNull();
  });

  it("is 409 before the assessment", async () => {
    const { cookie, user } = await acceptedHunter();
    const response = await t.app.inject({
      method: "POST",
      url: `/api/user/${user.id}/assign-class`,
      headers: { cookie },
      payload: { className: "Mage" },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: "Complete the assessment before choosing a class.",
      code: "conflict",
    });
    expect((await storedHunter(user.id)).userClass).toBeNull();
  });

  it.each([[{ className: "Necromancer" }], [{ className: "mage" }], [{ className: "" }], [{}]])(
    "refuses %j with 400 and changes nothing",
    async (payload) => {
      const { cookie, user } = await assessedHunter();
      const response = await t.app.inject({
        method: "POST",
        url: `/api/user/${user.id}/assign-class`,
        headers: { cookie },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: "Class must be one of: Fighter, Tank, Assassin, Ranger, Mage, Healer.",
        code: "bad_request",
      });
      expect((await storedHunter(user.id)).userClass).toBeNull();
    },
  );

  it("sets the hunter's own class once", async () => {
    const { cookie, user } = await assessedHunter();
    const response = await t.app.inject({
      method: "POST",
      url: `/api/user/${user.id}/assign-class`,
      headers: { cookie },
      payload: { className: "Mage" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().id).toBe(user.id);
    expect(response.json().userClass).toBe("Mage");
    expect((await storedHunter(user.id)).userClass).toBe("Mage");

    const again = await t.app.inject({
      method: "POST",
      url: `/api/user/${user.id}/assign-class`,
      headers: { cookie },
      payload: { className: "Tank" },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: "You have already chosen a class.", code: "conflict" });
    expect((await storedHunter(user.id)).userClass).toBe("Mage");
  });

  it("is 401 when signed out", async () => {
    const { user } = await assessedHunter();
    const response = await t.app.inject({
      method: "POST",
      url: `/api/user/${user.id}/assign-class`,
      payload: { className: "Mage" },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe("You are not signed in.");
    expect((await storedHunter(user.id)).userClass).toBeNull();
  });
});

describe("POST /api/user/complete-profile", () => {
  it("is 409 before the assessment, and changes nothing", async () => {
    const { cookie, user } = await acceptedHunter();
    const response = await t.app.inject({
      method: "POST",
      url: "/api/user/complete-profile",
      headers: { cookie },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: "Complete the assessment before your profile.",
      code: "conflict",
    });
    expect((await storedHunter(user.id)).hasCompletedProfile).toBe(false);
  });

  it("completes the profile after the assessment, with no body and no content type", async () => {
    const { cookie, user } = await assessedHunter();
    const response = await t.app.inject({
      method: "POST",
      url: "/api/user/complete-profile",
      headers: { cookie },
    });
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.statusCode).toBe(200);
    expect(response.json().hasCompletedProfile).toBe(true);
    expect((await storedHunter(user.id)).hasCompletedProfile).toBe(true);
  });

  it("also accepts an empty JSON object", async () => {
    const { cookie, user } = await assessedHunter();
    const response = await t.app.inject({
      method: "POST",
      url: "/api/user/complete-profile",
      headers: { cookie },
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    expect((await storedHunter(user.id)).hasCompletedProfile).toBe(true);
  });

  it("is 401 when signed out", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/user/complete-profile" });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe("You are not signed in.");
  });
});

describe("the whole onboarding", () => {
  it("leaves the hunter accepted, assessed, profiled and with a class", async () => {
    const { cookie } = await signUpOnboarded(t.app);
    const me = (await t.app.inject({ url: "/api/auth/user", headers: { cookie } })).json();
    expect(me).toMatchObject({
      hasAcceptedPlayer: true,
      hasCompletedAssessment: true,
      hasCompletedProfile: true,
      userClass: "Fighter",
    });
  });
});
