import { expect, seedNotifications, seedReadyHunter, test } from "./fixtures.ts";

test("the bell counts unread notifications and lets a hunter read and delete them", async ({
  page,
}) => {
  const hunter = await seedReadyHunter(page);
  await seedNotifications(hunter.id, 12);
  await page.goto("/");

  const bell = page.getByRole("button", { name: /notifications/i });
  await expect(bell).toContainText("9+");
  await bell.click();
  const panel = page.getByRole("dialog", { name: /notifications/i });
  await expect(panel.getByText("You finished quest number 1.", { exact: true })).toBeVisible();

  await panel.getByRole("button", { name: "Delete notification: Quest 1 complete" }).click();
  await expect(panel.getByText("You finished quest number 1.", { exact: true })).toHaveCount(0);
  await expect(bell).toContainText("9+");

  await panel.getByRole("button", { name: "Mark as read: Quest 2 complete" }).click();
  await expect(bell).toContainText("9+");

  await panel.getByRole("button", { name: /mark all read/i }).click();
  await expect(bell).not.toContainText(/\d/);
});
