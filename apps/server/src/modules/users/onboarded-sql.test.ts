import { type OnboardingFacts, onboardingStep } from "@repgate/game/rules/onboarding";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/users.ts";
import { signUp } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { onboardedSql } from "./repo.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

/** Every combination of the four facts the rule reads: 2^4 rows. */
const CASES: OnboardingFacts[] = [false, true].flatMap((hasAcceptedPlayer) =>
  [false, true].flatMap((hasCompletedAssessment) =>
    [false, true].flatMap((hasCompletedProfile) =>
      [null, "Fighter"].map((userClass) => ({
        hasAcceptedPlayer,
        hasCompletedAssessment,
        hasCompletedProfile,
        userClass,
      })),
    ),
  ),
);

describe("onboardedSql agrees with onboardingStep", () => {
  it.each(CASES)("on %o", async (facts) => {
    const hunter = await signUp(t.app);
    await t.db.update(users).set(facts).where(eq(users.id, hunter.user.id));
    const bare = await t.db.execute<{ onboarded: boolean }>(
      sql`SELECT ${onboardedSql()} AS onboarded FROM users WHERE id = ${hunter.user.id}`,
    );
    const aliased = await t.db.execute<{ onboarded: boolean }>(
      sql`SELECT ${onboardedSql("u")} AS onboarded FROM users u WHERE u.id = ${hunter.user.id}`,
    );
    const expected = onboardingStep(facts) === "done";
    expect(bare.rows[0]?.onboarded).toBe(expected);
    expect(aliased.rows[0]?.onboarded).toBe(expected);
  });

  it("has exactly one combination that counts as onboarded", () => {
    expect(CASES.filter((facts) => onboardingStep(facts) === "done")).toHaveLength(1);
  });
});
