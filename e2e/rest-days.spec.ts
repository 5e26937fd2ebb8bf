import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { backdateQuests, expect, seedReadyHunter, test } from "./fixtures.ts";

test.use({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true });

/** Ticks every task of today's daily through the API, as a hunter who trained all day would. */
async function completeTodaysDaily(page: Page): Promise<void> {
  const daily = await (await page.request.get("/api/quests/daily")).json();
  const sections: { tasks: unknown[] }[] = daily.quest.requirements.sections;
  for (const [sectionIndex, section] of sections.entries()) {
    for (const taskIndex of section.tasks.keys()) {
      const response = await page.request.patch(`/api/quests/${daily.quest.id}/tasks`, {
        data: { sectionIndex, taskIndex, completed: true },
      });
      expect(response.ok()).toBe(true);
    }
  }
}

async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
}

test("on a phone a hunter sees their streak, plans a rest day, sees it listed and on the calendar", async ({
  page,
}) => {
  const hunter = await seedReadyHunter(page);
  await backdateQuests(hunter.id);
  await completeTodaysDaily(page);

  await page.goto("/");
  await expect(page.getByText("Streak: 1 day")).toBeVisible();

  const { today } = await (await page.request.get("/api/training/rest-days")).json();
  await page.goto("/profile");
  await page.getByRole("tab", { name: "Settings" }).click();
  const panel = page.getByRole("region", { name: "Rest Days" });
  await expect(panel.getByText("Nothing planned.")).toBeVisible();
  const plan = panel.getByRole("button", { name: "Plan rest day" });
  expect((await plan.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  await plan.click();
  const list = panel.getByRole("list", { name: "Planned rest" });
  const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000)
    .toISOString()
    .slice(0, 10);
  await expect(list.getByText(`Rest day ${tomorrow}`)).toBeVisible();
  const cancel = list.getByRole("button", { name: `Cancel Rest day ${tomorrow}` });
  expect((await cancel.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  // A second rest day in the same week is refused in the server's words.
  await panel.getByRole("textbox", { name: "Rest day", exact: true }).fill(tomorrow);
  await plan.click();
  await expect(panel.getByRole("alert")).toContainText("one a week at most");
  await panel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/screens/rest-days-phone.png" });
  await expectAccessible(page);

  // A reload reads the plan from the server.
  await page.reload();
  await page.getByRole("tab", { name: "Settings" }).click();
  await expect(
    page.getByRole("list", { name: "Planned rest" }).getByText(`Rest day ${tomorrow}`),
  ).toBeVisible();

  await page.getByRole("tab", { name: "Activity" }).click();
  const calendar = page.getByRole("list", { name: "Training calendar" });
  await expect(calendar.getByLabel(`${today}: trained`)).toBeVisible();
  await expect(page.getByText("Current streak: 1 day")).toBeVisible();
  await page.screenshot({ path: "test-results/screens/training-calendar-phone.png" });
  await expectAccessible(page);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole("tab", { name: "Settings" }).click();
  await page.screenshot({ path: "test-results/screens/rest-days-desktop.png" });
});
