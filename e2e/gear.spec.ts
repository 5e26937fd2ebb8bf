import type { Page } from "@playwright/test";
import { expect, seedReadyHunter, setHunterNumbers, test, toast } from "./fixtures.ts";
import { BattleScreen } from "./pages/battle-screen.ts";

async function openMerchantTab(page: Page, tab: "Equipment" | "Potions" | "Items") {
  await page.goto("/shop");
  await expect(page.getByRole("heading", { name: "Hunter's Market" })).toBeVisible();
  await page.getByRole("tab", { name: "Merchant's Wares" }).click();
  await page.getByRole("tab", { name: tab, exact: true }).click();
}

test("a hunter buys a potion and finds the stack grown under Potions", async ({ page }) => {
  const hunter = await seedReadyHunter(page);
  await setHunterNumbers(hunter.id, { gold: 5_000 });
  // New hunters start with one Healing Potion; the purchase stacks onto it.
  await openMerchantTab(page, "Potions");
  await page.getByRole("button", { name: "Buy Healing Potion", exact: true }).click();
  await expect(toast(page, "Purchase Successful")).toBeVisible();

  await page.goto("/inventory");
  await page.getByRole("tab", { name: "Potions" }).click();
  const stack = page
    .getByRole("list", { name: "Potions items" })
    .getByRole("button", { name: "Healing Potion", exact: true });
  await expect(stack).toContainText("2");
  const me = await (await page.request.get("/api/auth/user")).json();
  expect(me.gold).toBe(5_000 - 75);
});

test("equipping a sword gives the battle sword attacks", async ({ page }) => {
  const hunter = await seedReadyHunter(page);
  await setHunterNumbers(hunter.id, { gold: 50_000 });
  const catalogue = (await (await page.request.get("/api/shop/items")).json()) as {
    id: string;
    name: string;
    subType: string | null;
    minRank: string;
  }[];
  const sword = catalogue.find((item) => item.subType === "sword" && item.minRank === "E");
  if (!sword) throw new Error("the market sells no rank-E sword");
  expect((await page.request.post("/api/shop/purchase", { data: { itemId: sword.id } })).ok()).toBe(
    true,
  );

  await page.goto("/inventory");
  await page.getByRole("tab", { name: "Gear" }).click();
  await page
    .getByRole("list", { name: "Gear items" })
    .getByRole("button", { name: sword.name })
    .click();
  await page
    .getByRole("region", { name: "Selected item" })
    .getByRole("button", { name: /^Equip to/ })
    .first()
    .click();
  await expect(toast(page, "Item Equipped")).toBeVisible();

  const battle = new BattleScreen(page);
  await battle.enterCombatDungeon();
  await page.getByRole("button", { name: "Attack", exact: true }).click();
  await expect(page.getByRole("button", { name: /Slash/ })).toBeVisible();
  await expect(page.getByRole("button", { name: /Cleave/ })).toBeVisible();
  await expect(page.getByRole("button", { name: /Blade Dance/ })).toBeVisible();
});

test("a hunter lists an item and a second hunter buys it", async ({ page, browser }) => {
  const seller = await seedReadyHunter(page);
  await page.goto("/shop");
  await page.getByRole("tab", { name: "Hunter's Auction" }).click();
  await page.getByRole("button", { name: "List Item" }).click();
  const dialog = page.getByRole("dialog", { name: "List Item" });
  const select = dialog.getByLabel("Item");
  const option = select.locator("option", { hasText: "Minor Healing Potion" }).first();
  await select.selectOption({ label: (await option.innerText()).trim() });
  await dialog.getByLabel("Price (gold)").fill("25");
  await dialog.getByRole("button", { name: "Confirm Listing" }).click();
  await expect(toast(page, "Item Listed")).toBeVisible();
  await expect(page.getByText("Your Item").first()).toBeVisible();

  const buyerContext = await browser.newContext();
  const buyerPage = await buyerContext.newPage();
  const buyer = await seedReadyHunter(buyerPage);
  await setHunterNumbers(buyer.id, { gold: 100 });
  await buyerPage.goto("/shop");
  await buyerPage.getByRole("tab", { name: "Hunter's Auction" }).click();
  // Other specs list items at the same time: the seller's may be past the board's first page.
  const buy = buyerPage.getByRole("button", {
    name: `Buy Minor Healing Potion from ${seller.hunterName}`,
  });
  const showMore = buyerPage.getByRole("button", { name: "Show more" });
  for (let tries = 0; tries < 10 && !(await buy.isVisible()); tries += 1) {
    await expect(buy.or(showMore).first()).toBeVisible();
    if (await buy.isVisible()) break;
    await showMore.click();
  }
  await buy.click();
  await expect(toast(buyerPage, "Purchase Successful")).toBeVisible();

  const buyerMe = await (await buyerPage.request.get("/api/auth/user")).json();
  const sellerMe = await (await page.request.get("/api/auth/user")).json();
  expect(buyerMe.gold).toBe(75);
  expect(sellerMe.gold).toBe(25);
  await buyerContext.close();
});
