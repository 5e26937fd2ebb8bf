import { expect, seedReadyHunter, test } from "./fixtures.ts";
import { BattleScreen } from "./pages/battle-screen.ts";

const PHONE = { width: 360, height: 640 };
/** The pace rule's 250 ms a rep, with a margin: a person's reps, not a script's. */
const REP_GAP_MS = 320;

test("a phone paired by the link counts reps that hit the monster on the big screen", async ({
  page,
  browser,
}) => {
  await seedReadyHunter(page);
  const big = new BattleScreen(page);
  await big.enterCombatDungeon();
  await page.getByRole("button", { name: "Use my phone as controller" }).click();
  await expect(page.getByAltText(/QR code of the controller link/)).toBeVisible();
  await expect(page.getByTestId("controller-code")).toHaveText(/^[A-HJKMNP-Z2-9]{6}$/);
  const link = await page.getByTestId("controller-link").getAttribute("href");
  if (!link) throw new Error("no controller link on the big screen");

  // The phone: its own browser, never signed in.
  const phoneContext = await browser.newContext({
    viewport: PHONE,
    hasTouch: true,
    isMobile: true,
  });
  const phone = await phoneContext.newPage();
  await phone.goto(link);
  const plusOne = phone.getByRole("button", { name: "+1 rep" });
  await expect(plusOne).toBeVisible();
  await expect(phone).toHaveURL(/#controller$/);
  expect((await phoneContext.cookies()).map((c) => c.name)).toEqual(["repgate_controller"]);
  await expect(page.getByText("Controller connected: count your reps on the phone.")).toBeVisible();
  await expect(page.getByText("Your phone is counting: strike from it.")).toBeVisible();

  const toGo = await phone.getByText(/reps? to go$/).textContent();
  const reps = Number(/(\d+) reps? to go/.exec(toGo ?? "")?.[1]);
  expect(reps).toBeGreaterThan(0);
  const before = await big.monsterHpValue();
  for (let rep = 1; rep < reps; rep += 1) {
    await plusOne.tap();
    await phone.waitForTimeout(REP_GAP_MS);
  }
  // The last rep sends the strike; the big screen's monster bar drops when the event lands.
  const hpDropped = page.waitForFunction(
    (hp) =>
      Array.from(document.querySelectorAll('[role="progressbar"]')).some((bar) => {
        const name = bar.getAttribute("aria-label") ?? "";
        return (
          name !== "Your HP" &&
          name.endsWith(" HP") &&
          Number(bar.getAttribute("aria-valuenow")) < hp
        );
      }),
    before,
    { polling: "raf", timeout: 5000 },
  );
  // Timed from the moment the phone sends the strike: the tap's own cost is Playwright's
  // (its actionability checks), printed beside it.
  const strikeSent = phone
    .waitForEvent("request", (request) => request.url().endsWith("/api/controller/attack"))
    .then(() => Date.now());
  const tappedAt = Date.now();
  await plusOne.tap();
  await hpDropped;
  const shownAt = Date.now();
  const latencyMs = shownAt - (await strikeSent);
  console.log(
    `controller strike to big-screen hit: ${latencyMs} ms (from the tap: ${shownAt - tappedAt} ms)`,
  );
  expect(latencyMs).toBeLessThan(300);
  await expect(phone.getByRole("status").filter({ hasText: /damage/ })).toBeVisible();

  // The phone drops: the big screen says so and takes its own +1 again.
  await phoneContext.close();
  await expect(page.getByText(/^Controller disconnected/)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole("button", { name: "Attack", exact: true })).toBeVisible();
});

test("a phone types the code instead, and a spent code is refused", async ({ page, browser }) => {
  await seedReadyHunter(page);
  await new BattleScreen(page).enterCombatDungeon();
  await page.getByRole("button", { name: "Use my phone as controller" }).click();
  const code = (await page.getByTestId("controller-code").textContent()) ?? "";

  const phoneContext = await browser.newContext({
    viewport: PHONE,
    hasTouch: true,
    isMobile: true,
  });
  const phone = await phoneContext.newPage();
  await phone.goto("/#controller");
  await phone.getByLabel("Code shown on the big screen").fill(code.toLowerCase());
  await phone.getByRole("button", { name: "Connect" }).tap();
  await expect(phone.getByRole("button", { name: "+1 rep" })).toBeVisible();

  const second = await (await browser.newContext({ viewport: PHONE })).newPage();
  await second.goto("/#controller");
  await second.getByLabel("Code shown on the big screen").fill(code);
  await second.getByRole("button", { name: "Connect" }).click();
  await expect(second.getByRole("alert")).toHaveText(
    "No pairing has that code: it may be mistyped or expired. Make a new one on the big screen.",
  );
  await phoneContext.close();
});
