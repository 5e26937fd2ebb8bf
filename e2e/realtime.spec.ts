import { backdateQuests, expect, seedReadyHunter, test } from "./fixtures.ts";

interface DailyQuestReply {
  quest: { id: string; requirements: { sections: Array<{ tasks: unknown[] }> } };
}

test("a notification created on one instance rings the bell of a browser on the other at once", async ({
  page,
}) => {
  const second = process.env.E2E_SECOND_BASE_URL;
  if (!second) throw new Error("playwright.config.ts sets E2E_SECOND_BASE_URL");
  const hunter = await seedReadyHunter(page);
  await page.goto("/");
  const bell = page.getByRole("button", { name: /notifications/i });
  await expect(bell).toBeVisible();
  await expect(bell).not.toContainText(/\d/);

  // The same hunter finishes the daily quest through the other instance (a phone, say, that
  // the load balancer sent elsewhere). Cookies are per host, not per port, so they go along.
  const reply = await page.request.get(`${second}/api/quests/daily`);
  const daily = ((await reply.json()) as DailyQuestReply).quest;
  await backdateQuests(hunter.id);
  for (const [sectionIndex, section] of daily.requirements.sections.entries()) {
    for (const taskIndex of section.tasks.keys()) {
      const tick = await page.request.patch(`${second}/api/quests/${daily.id}/tasks`, {
        data: { sectionIndex, taskIndex, completed: true },
      });
      expect(tick.ok()).toBe(true);
    }
  }

  // The bell polls every 30 s; the socket brings it well before the first poll. (The first
  // quest also unlocks an achievement, which rings too.)
  await expect(bell).toContainText(/[1-9]/, { timeout: 8_000 });
  await bell.click();
  await expect(
    page.getByText(/^Daily Quest: .+ complete: \+\d+ XP, \+\d+ gold\.$/).filter({ visible: true }),
  ).toBeVisible();
});
