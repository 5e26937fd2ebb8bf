import { beforeAll, describe, expect, it } from "vitest";
import { signUp, signUpPlayer } from "../../test/factories.ts";
import { readDaily, setTimezone, setUser, storedUser } from "../../test/quest-helpers.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

const MINUTE = 60_000;
const DAY = 86_400_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

/** 23:58 local on 2026-11-23 in each zone (Kathmandu +05:45, New York -05:00, Kiritimati +14). */
const LATE_SIGN_UPS = [
  ["UTC", "2026-11-23T23:58:00Z"],
  ["Asia/Kathmandu", "2026-11-23T18:13:00Z"],
  ["America/New_York", "2026-11-24T04:58:00Z"],
  ["Pacific/Kiritimati", "2026-11-23T09:58:00Z"],
] as const;

describe("a day the hunter did not have whole is not a missed day", () => {
  for (const [zone, at] of LATE_SIGN_UPS) {
    it(`a sign-up at 23:58 in ${zone} is not punished after midnight, the next day is`, async () => {
      t.clock.set(new Date(at));
      const hunter = await signUpPlayer(t);
      await setTimezone(t, hunter, zone);
      await setUser(t, hunter, { gold: 300, currentXP: 900 });
      const first = await readDaily(t, hunter);
      expect(first.penaltyApplied).toBe(false);
      t.clock.advance(4 * MINUTE); // 00:02: the daily of the sign-up day expired undone
      const afterMidnight = await readDaily(t, hunter);
      expect(afterMidnight).toMatchObject({ penaltyApplied: false, penalty: null });
      expect(afterMidnight.quest?.id).not.toBe(first.quest?.id);
      expect(await storedUser(t, hunter)).toMatchObject({ gold: 300, currentXP: 900 });
      t.clock.advance(DAY); // the first whole day was left undone: that one counts
      expect((await readDaily(t, hunter)).penalty?.missedDays).toBe(1);
    });
  }

  it("days before the onboarding was finished are never missed days", async () => {
    t.clock.set(new Date("2026-11-23T10:00:00Z"));
    const hunter = await signUp(t.app);
    const refused = await t.app.inject({
      url: "/api/quests/daily",
      headers: { cookie: hunter.cookie },
    });
    expect(refused.statusCode).toBe(403); // no daily, so nothing to miss
    t.clock.advance(3 * DAY + 13 * 3_600_000); // onboarding finished three days later, at 23:00
    await setUser(t, hunter, {
      hasAcceptedPlayer: true,
      hasCompletedAssessment: true,
      hasCompletedProfile: true,
      userClass: "Fighter",
    });
    expect((await readDaily(t, hunter)).penaltyApplied).toBe(false);
    t.clock.advance(2 * 3_600_000); // 01:00 the next day
    expect((await readDaily(t, hunter)).penaltyApplied).toBe(false);
  });
});
