import {
  backdateQuests,
  expect,
  seedReadyHunter,
  setHunterNumbers,
  test,
  toast,
} from "./fixtures.ts";

async function energyValue(page: import("@playwright/test").Page): Promise<number> {
  const bar = page.getByRole("progressbar", { name: "Energy" });
  await expect(bar).toBeVisible();
  return Number(await bar.getAttribute("aria-valuenow"));
}

test("a hunter ticks the daily quest to completion and its rewards are claimed", async ({
  page,
}) => {
  const hunter = await seedReadyHunter(page);
  await backdateQuests(hunter.id);

  await page.goto("/quests");
  await expect(page.getByRole("heading", { name: "Hunter Quests" })).toBeVisible();
  const daily = page.locator("article").filter({ hasText: /daily/i }).first();
  const boxes = daily.getByRole("checkbox");
  await expect(boxes.first()).toBeVisible();
  const count = await boxes.count();
  expect(count).toBeGreaterThan(3);
  for (let i = 0; i < count; i += 1) {
    await expect(boxes.nth(i)).toBeEnabled();
    // A click, then the optimistic tick (check() would demand the state change synchronously).
    await boxes.nth(i).click();
    // The last tick completes the quest: its window, modal, may open before the tick is seen.
    if (i < count - 1) await expect(boxes.nth(i)).toBeChecked();
  }
  // The reward shows where the hunter looks: a System window in the middle of the screen.
  const complete = page.getByRole("dialog", { name: "Quest Complete!" });
  await expect(complete).toBeVisible();
  await expect(complete.getByText(/^\+[\d,]+$/).first()).toBeVisible();
  await page.screenshot({ path: "test-results/screens/quest-complete.png" });
  // Then the first quest's achievement (and any level-up), one window at a time.
  await complete.getByRole("button", { name: "OK" }).click();
  await expect(page.getByRole("dialog", { name: "Achievement Unlocked!" })).toContainText(
    "First Quest",
  );
  const windows = page.getByRole("dialog").filter({ hasText: "[System] Notification" });
  for (let i = 0; i < 5 && (await windows.isVisible()); i += 1) {
    await windows.getByRole("button", { name: "OK" }).click();
  }
  await expect(windows).toHaveCount(0);
  await expect(daily.getByText("Rewards Claimed")).toBeVisible();
  await expect(boxes.first()).toBeDisabled();
  for (let i = 0; i < count; i += 1) await expect(boxes.nth(i)).toBeChecked();
});

test("generating a custom quest spends energy", async ({ page }) => {
  await seedReadyHunter(page);
  await page.goto("/quests");
  const before = await energyValue(page);

  await page.getByRole("button", { name: "Generate Custom Quest" }).click();
  const dialog = page.getByRole("dialog", { name: "Custom Quest" });
  await dialog.getByRole("radio", { name: /Strength/ }).check();
  await dialog.getByRole("button", { name: "Next" }).click();
  await dialog.getByRole("radio", { name: /Easy/ }).check();
  await dialog.getByRole("button", { name: "Next" }).click();
  await dialog.getByRole("button", { name: "Generate" }).click();

  await expect(toast(page, "Quest Generated!")).toBeVisible();
  await expect.poll(() => energyValue(page)).toBe(before - 10);
});

test("the server's refusal for want of energy shows the Insufficient Energy toast", async ({
  page,
}) => {
  const hunter = await seedReadyHunter(page);
  await page.goto("/quests");
  await energyValue(page);
  // Energy spent elsewhere (another tab) after this screen loaded.
  await setHunterNumbers(hunter.id, { current_energy: 5 });

  await page.getByRole("button", { name: "Generate Custom Quest" }).click();
  const dialog = page.getByRole("dialog", { name: "Custom Quest" });
  await dialog.getByRole("radio", { name: /Agility/ }).check();
  await dialog.getByRole("button", { name: "Next" }).click();
  await dialog.getByRole("radio", { name: /Easy/ }).check();
  await dialog.getByRole("button", { name: "Next" }).click();
  await dialog.getByRole("button", { name: "Generate" }).click();

  await expect(toast(page, "Insufficient Energy")).toBeVisible();
  await expect(toast(page, "You need 10 energy to generate this quest.")).toBeVisible();
  // The panel behind the dialog now tells the truth.
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => energyValue(page)).toBe(5);
});
