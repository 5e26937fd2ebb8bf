import AxeBuilder from "@axe-core/playwright";
import { launchFilming } from "../footage/filming.ts";
import { clipDepths } from "../footage/timeline.ts";
import { writeClip } from "../footage/write-clip.ts";
import { expect, seedReadyHunter, test } from "./fixtures.ts";

const REPS_IN_CLIP = 4;

interface DailyTask {
  name: string;
  target: number;
  progress?: number;
}

test("a daily push-up task fills from the camera's count of footage on a phone, and ticks itself", async ({
  browser,
  playwright,
  baseURL,
}, testInfo) => {
  // Drawing the clip, loading the model and playing its reps take a while on 2 shared cores.
  test.setTimeout(180_000);
  const clip = testInfo.outputPath("pushup-side.mjpeg");
  await writeClip(
    browser,
    clip,
    "pushupSide",
    clipDepths({ reps: REPS_IN_CLIP, leadSeconds: 5, repSeconds: 3, tailSeconds: 45 }),
  );

  const cameraBrowser = await launchFilming(playwright, clip);
  try {
    const context = await cameraBrowser.newContext({
      baseURL,
      viewport: { width: 360, height: 640 },
      permissions: ["camera"],
    });
    const page = await context.newPage();
    await seedReadyHunter(page);
    const daily = await (await page.request.get("/api/quests/daily")).json();
    const questId: string = daily.quest.id;
    const pushUps: DailyTask = daily.quest.requirements.sections[0].tasks[0];
    expect(pushUps).toMatchObject({ name: "Push-ups", progress: 0 });
    const target = pushUps.target;
    const before = target - REPS_IN_CLIP;

    // The first sets were tapped earlier (the server wants 250 ms a rep since sign-up).
    await page.waitForTimeout(before * 250 + 1000);
    const tapped = await page.request.post(`/api/quests/${questId}/sets`, {
      data: {
        sectionIndex: 0,
        taskIndex: 0,
        reps: before,
        durationMs: before * 1000,
        countedBy: "hand",
      },
    });
    expect(tapped.status()).toBe(200);

    await page.goto("/quests");
    await expect(page.getByText(`${before}/${target}`).first()).toBeVisible();
    await page.getByRole("link", { name: "Train Push-ups in counted sets" }).first().click();
    await expect(page.getByRole("heading", { name: "Train: Push-ups" })).toBeVisible();
    const count = page.getByRole("status").filter({ hasText: /^\d+\/\d+$/ });
    await expect(count).toHaveText(`${before}/${target}`);

    await page.getByRole("button", { name: /camera/ }).click();
    await expect(page.getByText("no camera frame leaves it")).toBeVisible({ timeout: 30_000 });
    // The camera counts the clip's reps; at the task's count the set goes by itself.
    await expect(count).toHaveText(`${target}/${target}`, { timeout: 90_000 });
    await expect(page.getByText(`Push-ups done: ${target}/${target}.`)).toBeVisible();

    // A phone's screen: nothing scrolls sideways, and axe finds nothing.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => v.id)).toEqual([]);

    await page.getByRole("link", { name: "Back to quests" }).click();
    const box = page.getByRole("checkbox", { name: "Push-ups" }).first();
    await expect(box).toBeChecked();
    await expect(page.getByText("· counted").first()).toBeVisible();
  } finally {
    await cameraBrowser.close();
  }
});
