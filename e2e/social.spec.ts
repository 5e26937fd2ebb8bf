import AxeBuilder from "@axe-core/playwright";
import { expect, seedReadyHunter, setHunterNumbers, test } from "./fixtures.ts";

test("two hunters on two instances chat live and see each other on the leaderboard", async ({
  page,
  browser,
}) => {
  const second = process.env.E2E_SECOND_BASE_URL;
  if (!second) throw new Error("playwright.config.ts sets E2E_SECOND_BASE_URL");
  const alice = await seedReadyHunter(page);
  const otherContext = await browser.newContext({ baseURL: second });
  const other = await otherContext.newPage();
  const bob = await seedReadyHunter(other);
  // Only XP earns a place on the board.
  await setHunterNumbers(alice.id, { total_xp: 120 });
  await setHunterNumbers(bob.id, { total_xp: 80 });

  await page.goto("/social");
  await other.goto("/leaderboard");
  for (const p of [page, other]) {
    await expect(p.getByRole("heading", { name: "Social" })).toBeVisible();
    await expect(p.getByText(/^#\d+ out of \d+$/)).toBeVisible();
  }
  // Each finds the other on the board.
  await page.getByRole("textbox", { name: "Search hunters" }).fill(bob.hunterName);
  await expect(page.getByRole("list", { name: "Hunters" })).toContainText(bob.hunterName);
  await other.getByRole("textbox", { name: "Search hunters" }).fill(alice.hunterName);
  await expect(other.getByRole("list", { name: "Hunters" })).toContainText(alice.hunterName);
  await other.getByRole("textbox", { name: "Search hunters" }).fill("zz no such hunter zz");
  await expect(other.getByText("No Hunters Found")).toBeVisible();

  // Party and Guild are disabled without one.
  await expect(page.getByRole("tab", { name: "Party" }).first()).toBeDisabled();

  const text = `Hello from instance one ${Date.now()}`;
  await page.getByRole("textbox", { name: "Message" }).fill(text);
  await page.getByRole("button", { name: "Send" }).click();
  const heard = other.getByRole("list", { name: "Regional messages" }).getByText(text);
  await expect(heard).toBeVisible({ timeout: 8_000 });
  await expect(
    other.getByRole("list", { name: "Regional messages" }).getByText(alice.hunterName).last(),
  ).toBeVisible();
  await otherContext.close();
});

test("the Social screen has no serious accessibility problems on a 360 px phone", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const hunter = await seedReadyHunter(page);
  await page.goto("/social");
  // A hunter without XP has no place yet, and is told how to get one.
  await expect(page.getByText("Unranked: earn XP to take a place")).toBeVisible();
  await setHunterNumbers(hunter.id, { total_xp: 50 });
  await page.reload();
  await expect(page.getByText(/^#\d+ out of \d+$/)).toBeVisible();
  // Every name on the board is readable whole: none is cut to a letter and an ellipsis.
  const names = page.getByRole("list", { name: "Hunters" }).getByRole("link");
  await expect(names.first()).toBeVisible();
  const cut = await names.evaluateAll((links) =>
    links.filter((a) => a.scrollWidth > a.clientWidth || a.getBoundingClientRect().width < 120),
  );
  expect(cut).toHaveLength(0);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === "serious" || v.impact === "critical",
  );
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
