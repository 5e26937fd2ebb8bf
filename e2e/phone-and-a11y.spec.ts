import AxeBuilder from "@axe-core/playwright";
import { expect, seedHunter, seedReadyHunter, setHunterNumbers, test } from "./fixtures.ts";
import { BattleScreen } from "./pages/battle-screen.ts";

const PHONE = { width: 360, height: 740 };

async function expectNoSideways(page: import("@playwright/test").Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

async function expectNoSeriousViolations(page: import("@playwright/test").Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === "serious" || v.impact === "critical",
  );
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}

/**
 * Every button, tab and link a thumb aims at is at least 44 px high (and wide, for an icon),
 * WCAG 2.5.5's size. Links inside a sentence are exempt, as the guideline says.
 */
async function expectThumbSizedTargets(page: import("@playwright/test").Page) {
  const small = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>("button, a[href], [role=tab], summary"))
      .filter((el) => !el.closest("p, li > span") && el.checkVisibility())
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      // A skip link is 1 px until focused (then it is a full-width bar).
      .filter(({ box }) => box.width > 1 && (box.height < 44 || box.width < 44))
      .map(
        ({ el, box }) =>
          `${el.textContent?.trim() || el.getAttribute("aria-label")} ${Math.round(box.width)}x${Math.round(box.height)}`,
      ),
  );
  expect(small).toEqual([]);
}

test.describe("on a 360 px phone", () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test("the landing page fits and is accessible", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Awaken", exact: true })).toBeVisible();
    await expectNoSideways(page);
    await expectThumbSizedTargets(page);
    await expectNoSeriousViolations(page);
  });

  test("the dashboard fits, its destinations are reachable, and it is accessible", async ({
    page,
  }) => {
    const hunter = await seedReadyHunter(page);
    await page.goto("/");
    await expect(page.getByRole("heading", { name: hunter.hunterName })).toBeVisible();
    await expectNoSideways(page);
    await expectThumbSizedTargets(page);
    // The last destination: in the bottom tab bar's More sheet (e2e/phone-nav.spec.ts has them all).
    await page.getByRole("button", { name: "More" }).tap();
    await expect(
      page.getByRole("dialog", { name: "More" }).getByRole("link", { name: "Guild" }),
    ).toBeInViewport();
    await expectNoSeriousViolations(page);
    await page.keyboard.press("Escape");
    await expectNoSeriousViolations(page);
  });
});

test.describe("on a 360 px phone in battle", () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test("the '+1 Rep' target is huge, the screen fits, and it is accessible", async ({ page }) => {
    await seedReadyHunter(page);
    await new BattleScreen(page).enterCombatDungeon();
    await expectNoSideways(page);
    await expectNoSeriousViolations(page);
    await page.getByRole("button", { name: "Attack", exact: true }).click();
    await page.getByRole("button", { name: /light/i }).click();
    const box = await page.getByRole("button", { name: "+1 Rep" }).boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(PHONE.height * 0.3);
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(PHONE.width * 0.8);
  });
});

/** Waits until `locator` lies wholly inside the viewport (smooth scrolling may still run). */
async function expectOnScreen(
  page: import("@playwright/test").Page,
  locator: import("@playwright/test").Locator,
) {
  const height = page.viewportSize()?.height ?? 0;
  await expect
    .poll(async () => {
      const box = await locator.boundingBox();
      return box !== null && box.y >= 0 && box.y + box.height <= height;
    })
    .toBe(true);
}

test.describe("a whole fight on a 360 x 640 phone", () => {
  test.use({ viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true });

  test("the monster's HP, the count, '+1 Rep' and the next action share one screen", async ({
    page,
  }) => {
    const hunter = await seedReadyHunter(page);
    await setHunterNumbers(hunter.id, { player_current_hp: 50, agility: 1 });
    await new BattleScreen(page).enterCombatDungeon();
    const menu = ["Attack", "Items", "Magic", "Run Away"].map((name) =>
      page.getByRole("button", { name, exact: true }),
    );
    const monsterHp = page.getByRole("progressbar", { name: /Wolf HP|HP$/ }).first();

    /** Between moves: the monster's HP, the last result and the whole menu, no scrolling. */
    async function expectMenuOnScreen() {
      await expectOnScreen(page, monsterHp);
      for (const button of menu) await expectOnScreen(page, button);
    }
    /** Counting: the monster's HP, the count and the '+1 Rep' pad. */
    async function countOnScreen(reps: number) {
      const vitals = page.locator("[data-phone-vitals]");
      await expectOnScreen(page, vitals);
      await expectOnScreen(page, page.getByRole("status").filter({ hasText: /^0 \/ \d+$/ }));
      const pad = page.getByRole("button", { name: "+1 Rep" });
      await expectOnScreen(page, pad);
      for (let i = 0; i < reps; i += 1) {
        await page.waitForTimeout(350); // the server refuses reps faster than 250 ms apart
        await pad.click();
      }
    }

    await expectMenuOnScreen();
    // Attacks until the monster strikes back (a slow hunter is hit about 3 times in 10): the
    // counter-attack's red line makes the result its tallest, and the menu must still fit.
    const counter = page.locator("p.text-red-400", { hasText: "strikes back" });
    for (let attack = 0; attack < 4 && !(await counter.isVisible()); attack += 1) {
      await page.getByRole("button", { name: "Attack", exact: true }).click();
      await page.getByRole("button", { name: /light/i }).click();
      await countOnScreen(3);
      await expectMenuOnScreen();
    }
    if (await counter.isVisible()) await expectOnScreen(page, counter);

    // The class skill.
    await page.getByRole("button", { name: "Magic", exact: true }).click();
    await page.getByRole("button", { name: /^Cast / }).click();
    const target = Number(
      (
        await page
          .getByRole("status")
          .filter({ hasText: /^0 \/ \d+$/ })
          .textContent()
      )?.split("/")[1],
    );
    await countOnScreen(target);
    await expectMenuOnScreen();

    // An item, after axe has looked at the Items menu and the battle log beside it.
    await page.getByRole("button", { name: "Items", exact: true }).click();
    await expect(page.getByRole("button", { name: /Minor Healing Potion/ })).toBeVisible();
    await expectNoSeriousViolations(page);
    await expectThumbSizedTargets(page);
    await page.getByRole("button", { name: /Minor Healing Potion/ }).click();
    await expect(page.getByRole("alertdialog")).toBeVisible();
    await expectThumbSizedTargets(page);
    await page.getByRole("alertdialog").getByRole("button", { name: "Use Item" }).click();
    // Said in the combat panel, where no toast covers the menu (issue 41).
    await expect(page.getByRole("region", { name: "Combat" }).getByText("Item Used")).toBeVisible();
    await expectThumbSizedTargets(page);
    await expectMenuOnScreen();
  });
});

test("the assessment wizard works from the keyboard alone", async ({ page }) => {
  await page.goto("/");
  await seedHunter(page, { accept: true });
  await page.goto("/assessment");
  const pushups = page.getByLabel("Push-ups");
  await pushups.focus();
  await page.keyboard.type("100");
  await page.keyboard.press("Enter");
  await expect(page.getByLabel("Sit-ups")).toBeFocused();
});
