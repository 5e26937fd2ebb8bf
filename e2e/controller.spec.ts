import { expect, seedReadyHunter, test } from "./fixtures.ts";
import { BattleScreen } from "./pages/battle-screen.ts";

/** Issue 47: a rep on the phone lands on the big screen within this. */
const LATENCY_BUDGET_MS = 300;

const PHONE = { width: 360, height: 640 };
/** The pace rule's 250 ms a rep, with a margin: a person's reps, not a script's. */
const REP_GAP_MS = 320;

test("a phone paired by the link counts reps on its socket that hit the monster on the big screen; a watcher sees them", async ({
  page,
  browser,
}) => {
  const hunter = await seedReadyHunter(page);
  const big = new BattleScreen(page);
  await big.enterCombatDungeon();
  await page.getByRole("button", { name: "Use my phone as controller" }).click();
  await expect(page.getByAltText(/QR code of the controller link/)).toBeVisible();
  await expect(page.getByTestId("controller-code")).toHaveText(/^[A-HJKMNP-Z2-9]{6}$/);
  const link = await page.getByTestId("controller-link").getAttribute("href");
  if (!link) throw new Error("no controller link on the big screen");

  // A watcher: a context of its own, with no cookie at all.
  await page.getByRole("button", { name: "Share watch link" }).click();
  const watchLink = await page.getByRole("textbox", { name: "Watch link" }).inputValue();
  const watcherContext = await browser.newContext({ viewport: PHONE });
  const watcher = await watcherContext.newPage();
  await watcher.goto(new URL(watchLink).pathname);
  await expect(watcher.getByText("No hits yet.")).toBeVisible();

  // The phone: its own browser, never signed in.
  const phoneContext = await browser.newContext({
    viewport: PHONE,
    hasTouch: true,
    isMobile: true,
  });
  const phone = await phoneContext.newPage();
  const strikeFrame: { sentAt: Promise<number>; answeredAt: Promise<number> } = {
    sentAt: new Promise(() => {}),
    answeredAt: new Promise(() => {}),
  };
  phone.on("websocket", (socket) => {
    if (!socket.url().endsWith("/ws/controller")) return;
    strikeFrame.sentAt = new Promise((resolve) =>
      socket.on("framesent", (frame) => {
        if (String(frame.payload).includes('"strike"')) resolve(Date.now());
      }),
    );
    strikeFrame.answeredAt = new Promise((resolve) =>
      socket.on("framereceived", (frame) => {
        if (String(frame.payload).includes('"struck"')) resolve(Date.now());
      }),
    );
  });
  await phone.goto(link);
  const plusOne = phone.getByRole("button", { name: /\+1 Rep/ });
  await expect(plusOne).toBeVisible();
  await expect(phone).toHaveURL(/#controller$/);
  // One credential, for the controller's calls and its socket only: never the session.
  expect((await phoneContext.cookies()).map((c) => [c.name, c.path])).toEqual([
    ["repgate_controller", "/api/controller"],
    ["repgate_controller", "/ws/controller"],
  ]);
  await expect(phone.getByText("Connected to the big screen.")).toBeVisible();
  await expect(page.getByText("Controller connected: count your reps on the phone.")).toBeVisible();
  await expect(page.getByText("Your phone is counting: strike from it.")).toBeVisible();

  const count = await phone.getByText(/^0 \/ \d+$/).textContent();
  const reps = Number(/^0 \/ (\d+)$/.exec(count ?? "")?.[1]);
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
  const tappedAt = Date.now();
  await plusOne.tap();
  await hpDropped;
  const shownAt = Date.now();
  // Timed from the moment the phone's socket sends the strike: the tap's own cost is
  // Playwright's (its actionability checks), printed beside it.
  const sentAt = await strikeFrame.sentAt;
  const latencyMs = shownAt - sentAt;
  // Printed with its budget, not asserted: a speed is judged by its figure, not by a timed test
  // on a shared machine (the house's rule); the hit itself must land, within the wait above.
  console.log(
    `controller strike to big-screen hit: ${latencyMs} ms, budget ${LATENCY_BUDGET_MS} ms: ${latencyMs < LATENCY_BUDGET_MS ? "PASS" : "OVER"} (the phone's answer: ${(await strikeFrame.answeredAt) - sentAt} ms; from the tap: ${shownAt - tappedAt} ms)`,
  );
  await expect(phone.getByRole("status").filter({ hasText: /damage/ })).toBeVisible();
  // The big screen plays the hit as its own: the floating damage number.
  await expect(page.getByTestId("damage-number").first()).toBeVisible();
  // The watcher sees the phone's hit, and holds no cookie.
  await expect(watcher.getByTestId("watched-hits")).toContainText(`${hunter.hunterName} hit for`);
  expect(await watcherContext.cookies()).toEqual([]);
  await watcherContext.close();

  // The phone drops: the big screen says so at once and takes its own +1 again.
  await phoneContext.close();
  await expect(page.getByText(/^Controller disconnected/)).toBeVisible({ timeout: 3000 });
  await expect(page.getByRole("button", { name: "Attack", exact: true })).toBeVisible();
});

test("the home pairs a phone too; it types the code, and a spent code is refused", async ({
  page,
  browser,
}, testInfo) => {
  await seedReadyHunter(page);
  await new BattleScreen(page).enterCombatDungeon();
  // The home offers the same panel while the battle is in progress.
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Continue Battle" })).toBeVisible();
  await page.getByRole("button", { name: "Use my phone as controller" }).click();
  await expect(page.getByTestId("controller-code")).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("home-pairing-1280.png") });
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
  await expect(phone.getByRole("button", { name: /\+1 Rep/ })).toBeVisible();
  await expect(page.getByText("Controller connected: count your reps on the phone.")).toBeVisible();

  const second = await (await browser.newContext({ viewport: PHONE })).newPage();
  await second.goto("/#controller");
  await second.getByLabel("Code shown on the big screen").fill(code);
  await second.getByRole("button", { name: "Connect" }).click();
  await expect(second.getByRole("alert")).toHaveText(
    "No pairing has that code: it may be mistyped or expired. Make a new one on the big screen.",
  );
  await phoneContext.close();
});
