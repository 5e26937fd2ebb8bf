import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, rowsOnTestServer, seedReadyHunter, test } from "./fixtures.ts";

/**
 * A seller with `count` listings a millisecond apart, "Relic 1" the oldest, all newer than
 * anything else on the board, written straight into the database: one hunter may hold only 20
 * open listings.
 */
async function seedSellerListings(prefix: string, count: number): Promise<void> {
  await rowsOnTestServer(
    `WITH seller AS (
       INSERT INTO users (email, password_hash, hunter_name, hunter_name_key,
         has_accepted_player, has_completed_assessment, has_completed_profile, user_class)
       VALUES (lower($1) || '@example.com', 'no sign-in', $1, lower($1), true, true, true, 'Fighter')
       RETURNING id),
     items AS (
       INSERT INTO inventory_items (user_id, name, type, rarity, in_escrow, created_at)
       SELECT seller.id, $1 || ' Relic ' || n, 'item', 'rare', true,
         now() + interval '1 hour' + make_interval(secs => n / 1000.0)
       FROM seller, generate_series(1, $2::int) AS n
       RETURNING id, user_id, created_at)
     INSERT INTO auction_listings (seller_id, item_id, price, created_at)
     SELECT user_id, id, 10, created_at FROM items`,
    [prefix, count],
  );
}

async function expectAccessible(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
}

// One after the other: each seeds the newest listings of the board, and must find its own on top.
test.describe.configure({ mode: "serial" });

for (const viewport of [
  { width: 360, height: 640 },
  { width: 1280, height: 800 },
]) {
  test(`the auction shows 24 listings, then more from the keyboard (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const prefix = `Pager${Date.now().toString(36)}${viewport.width}`;
    await seedSellerListings(prefix, 30);
    await seedReadyHunter(page);
    await page.goto("/shop");
    await page.getByRole("tab", { name: "Hunter's Auction" }).click();

    const cards = page.getByRole("article");
    await expect(page.getByRole("heading", { name: `${prefix} Relic 30` })).toBeVisible();
    await expect(cards).toHaveCount(24);
    await expect(page.getByRole("heading", { name: `${prefix} Relic 6`, exact: true })).toHaveCount(
      0,
    );
    const more = page.getByRole("button", { name: "Show more" });
    // A thumb's target on a phone.
    if (viewport.width < 640) expect((await more.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await expectAccessible(page);

    await more.focus();
    await page.keyboard.press("Enter");
    await expect(
      page.getByRole("heading", { name: `${prefix} Relic 6`, exact: true }),
    ).toBeVisible();
    await expect(
      page.getByRole("heading", { name: `${prefix} Relic 1`, exact: true }),
    ).toBeVisible();
    expect(await cards.count()).toBeGreaterThan(24);
    // Each of the seller's listings once: the second page started right after the first.
    await expect(
      page.getByRole("heading", { name: new RegExp(`^${prefix} Relic \\d+$`) }),
    ).toHaveCount(30);
    await expect(
      page.getByRole("status").filter({ hasText: /^Showing \d+ listings/ }),
    ).toBeVisible();
  });
}
