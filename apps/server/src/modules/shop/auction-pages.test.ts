import { AUCTION_PAGE_SIZE, type AuctionListing, OPEN_LISTINGS_MAX } from "@repgate/contracts/shop";
import { beforeAll, describe, expect, it } from "vitest";
import { type Hunter, signUpPlayer } from "../../test/factories.ts";
import { inventoryOf, post } from "../../test/shop-helpers.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { TOO_MANY_LISTINGS } from "./auction.ts";

const POTION = "Minor Healing Potion";
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

/** The hunter's starter potions, made a stack of `quantity` (the test is about what follows). */
async function potionStack(hunter: Hunter, quantity: number): Promise<string> {
  const stack = (await inventoryOf(t, hunter)).find((i) => i.name === POTION);
  if (!stack) throw new Error("no starter potions");
  await t.pool.query("UPDATE inventory_items SET quantity = $1 WHERE id = $2", [
    quantity,
    stack.id,
  ]);
  return stack.id;
}

function listOne(hunter: Hunter, stackId: string, price = 10) {
  return post(t, hunter, "/api/shop/auction/list", { itemId: stackId, price, quantity: 1 });
}

/** Lists `count` single potions, one after another; their ids, oldest first. */
async function listMany(hunter: Hunter, stackId: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const response = await listOne(hunter, stackId, 10 + i);
    if (response.statusCode !== 201) throw new Error(`listing failed: ${response.body}`);
    ids.push((response.json() as AuctionListing).id);
  }
  return ids;
}

function readPage(hunter: Hunter, query = "") {
  return t.app.inject({
    url: `/api/shop/auction${query}`,
    headers: { cookie: hunter.cookie },
  });
}

/** Every page, following each page's last listing, until a short page. */
async function readAll(hunter: Hunter, limit: number): Promise<string[]> {
  const seen: string[] = [];
  let cursor: string | undefined;
  for (let pages = 0; pages < 100; pages++) {
    const query = `?limit=${limit}${cursor ? `&cursor=${cursor}` : ""}`;
    const response = await readPage(hunter, query);
    expect(response.statusCode).toBe(200);
    const page: AuctionListing[] = response.json();
    seen.push(...page.map((l) => l.id));
    if (page.length < limit) return seen;
    cursor = page.at(-1)?.id;
  }
  throw new Error("the pages never ended");
}

/** Every active listing in the board's order, read straight from the table. */
async function activeInOrder(): Promise<string[]> {
  const { rows } = await t.pool.query<{ id: string }>(
    "SELECT id FROM auction_listings WHERE status = 'active' ORDER BY created_at DESC, id DESC",
  );
  return rows.map((r) => r.id);
}

async function openListingsOf(hunter: Hunter): Promise<number> {
  const { rows } = await t.pool.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM auction_listings WHERE seller_id = $1 AND status = 'active'",
    [hunter.user.id],
  );
  return rows[0]?.n ?? 0;
}

describe("GET /api/shop/auction, in pages", () => {
  it("answers the newest 24 first, and the rest after the last one seen, each once", async () => {
    const [first, second] = [await signUpPlayer(t), await signUpPlayer(t)];
    const older = await listMany(first, await potionStack(first, 20), 15);
    const newer = await listMany(second, await potionStack(second, 20), 15);
    const reader = await signUpPlayer(t);

    const page = await readPage(reader);
    expect(page.statusCode).toBe(200);
    const ids = (page.json() as AuctionListing[]).map((l) => l.id);
    expect(ids).toHaveLength(AUCTION_PAGE_SIZE);
    expect(ids.slice(0, 15)).toEqual([...newer].reverse());

    const next = await readPage(reader, `?cursor=${ids.at(-1)}`);
    const rest = (next.json() as AuctionListing[]).map((l) => l.id);
    expect([...ids, ...rest]).toEqual([...older, ...newer].reverse());
    expect(await readAll(reader, 7)).toEqual(await activeInOrder());
  });

  it("neither skips nor repeats listings made in the same instant, or one sold between pages", async () => {
    const seller = await signUpPlayer(t);
    await listMany(seller, await potionStack(seller, 12), 12);
    // Every one of the seller's listings at one time, newer than the rest: only ids order them.
    await t.pool.query(
      "UPDATE auction_listings SET created_at = '2099-01-01T00:00:00.123456Z' WHERE seller_id = $1",
      [seller.user.id],
    );
    const reader = await signUpPlayer(t);
    const all = await activeInOrder();
    expect(await readAll(reader, 5)).toEqual(all);

    // The listing a page ended on is withdrawn: the next page still starts right after it.
    const [page] = [(await readPage(reader, "?limit=5")).json() as AuctionListing[]];
    const last = page?.at(-1);
    if (!last) throw new Error("an empty first page");
    const withdrawn = await t.app.inject({
      method: "DELETE",
      url: `/api/shop/auction/${last.id}`,
      headers: { cookie: seller.cookie },
    });
    expect(withdrawn.statusCode).toBe(200);
    const after = (await readPage(reader, `?limit=5&cursor=${last.id}`)).json() as AuctionListing[];
    expect(after.map((l) => l.id)).toEqual(all.slice(5, 10));
  });

  it.each([
    ["?limit=0", "Page size must be a whole number from 1 to 100."],
    ["?limit=101", "Page size must be a whole number from 1 to 100."],
    ["?limit=ten", "Page size must be a whole number from 1 to 100."],
    ["?limit=2.5", "Page size must be a whole number from 1 to 100."],
    ["?cursor=yesterday", "That page cursor is not valid."],
    ["?cursor=7f8c9d3e-0000-4000-8000-000000000000", "That page cursor is not valid."],
  ])("refuses %s with a 400 that says why", async (query, message) => {
    const reader = await signUpPlayer(t);
    const response = await readPage(reader, query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
  });
});

describe("the cap on open listings", () => {
  it(`lets exactly ${OPEN_LISTINGS_MAX} of 30 racing listings through, and loses no potion`, async () => {
    const seller = await signUpPlayer(t);
    const stackId = await potionStack(seller, 25);
    const replies = await Promise.all(Array.from({ length: 30 }, () => listOne(seller, stackId)));
    const statuses = replies.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([
      ...Array(OPEN_LISTINGS_MAX).fill(201),
      ...Array(30 - OPEN_LISTINGS_MAX).fill(409),
    ]);
    for (const refused of replies.filter((r) => r.statusCode === 409)) {
      expect(refused.json()).toMatchObject({ message: TOO_MANY_LISTINGS });
    }
    expect(await openListingsOf(seller)).toBe(OPEN_LISTINGS_MAX);
    // Twenty single potions in escrow, five left in the stack: 25, as before.
    const { rows } = await t.pool.query<{ in_escrow: boolean; n: number; rows: number }>(
      `SELECT in_escrow, sum(quantity)::int AS n, count(*)::int AS rows FROM inventory_items
        WHERE user_id = $1 AND name = $2 GROUP BY in_escrow ORDER BY in_escrow`,
      [seller.user.id, POTION],
    );
    expect(rows).toEqual([
      { in_escrow: false, n: 25 - OPEN_LISTINGS_MAX, rows: 1 },
      { in_escrow: true, n: OPEN_LISTINGS_MAX, rows: OPEN_LISTINGS_MAX },
    ]);
  });

  it("frees a place when a listing is withdrawn", async () => {
    const seller = await signUpPlayer(t);
    const stackId = await potionStack(seller, OPEN_LISTINGS_MAX + 1);
    const ids = await listMany(seller, stackId, OPEN_LISTINGS_MAX);
    const refused = await listOne(seller, stackId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: "You can have at most 20 open listings. Cancel one or wait for a sale.",
    });
    const withdrawn = await t.app.inject({
      method: "DELETE",
      url: `/api/shop/auction/${ids[0]}`,
      headers: { cookie: seller.cookie },
    });
    expect(withdrawn.statusCode).toBe(200);
    expect((await listOne(seller, stackId)).statusCode).toBe(201);
  });
});
