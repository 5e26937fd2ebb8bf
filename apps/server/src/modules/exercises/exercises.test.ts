import type { ExerciseList } from "@repgate/contracts/exercises";
import { beforeAll, describe, expect, it } from "vitest";
import { signUp } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe("GET /api/exercises", () => {
  it("lists every exercise the game names, to a hunter still in onboarding too", async () => {
    // The assessment links to the guide, before the hunter has a class.
    const newcomer = await signUp(t.app);
    const response = await t.app.inject({
      url: "/api/exercises",
      headers: { cookie: newcomer.cookie },
    });
    expect(response.statusCode).toBe(200);
    const { exercises }: ExerciseList = response.json();
    expect(exercises.map((e) => e.id)).toEqual(["pushups", "squats", "situps", "plank", "running"]);
    const pushups = exercises[0];
    expect(pushups?.name).toBe("Push-ups");
    expect(pushups?.formCues).toEqual(["Go lower", "Straighten your arms"]);
    expect(pushups?.easier.name).toBe("Knee push-ups");
    expect(pushups?.steps.length).toBeGreaterThanOrEqual(3);
  });

  it("asks a visitor to sign in", async () => {
    const response = await t.app.inject({ url: "/api/exercises" });
    expect(response.statusCode).toBe(401);
  });
});
