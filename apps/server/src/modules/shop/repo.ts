import { and, count, desc, eq, ne, type SQL, sql } from "drizzle-orm";
import type { Queryable } from "../../db/connect.ts";
import { inventoryItems } from "../../db/schema/inventory.ts";
import { type AuctionListingRow, auctionListings } from "../../db/schema/shop.ts";
import { users } from "../../db/schema/users.ts";

export async function insertListing(
  db: Queryable,
  row: { sellerId: string; itemId: string; price: number; description: string | null },
): Promise<AuctionListingRow> {
  const [inserted] = await db.insert(auctionListings).values(row).returning();
  if (!inserted) throw new Error("listing insert returned nothing");
  return inserted;
}

export async function findListing(
  db: Queryable,
  listingId: string,
): Promise<AuctionListingRow | null> {
  const [row] = await db
    .select()
    .from(auctionListings)
    .where(eq(auctionListings.id, listingId))
    .limit(1);
  return row ?? null;
}

/**
 * Ends an active listing as sold or withdrawn. `status = 'active'` makes it happen once: of two
 * racing buyers only one gets the row back.
 */
export async function closeListing(
  db: Queryable,
  {
    listingId,
    status,
    buyerId,
    sellerId,
  }: { listingId: string; status: "sold" | "withdrawn"; buyerId?: string; sellerId?: string },
): Promise<AuctionListingRow | null> {
  const conditions = [eq(auctionListings.id, listingId), eq(auctionListings.status, "active")];
  if (sellerId) conditions.push(eq(auctionListings.sellerId, sellerId));
  if (buyerId) conditions.push(ne(auctionListings.sellerId, buyerId));
  const [row] = await db
    .update(auctionListings)
    .set({ status, buyerId: buyerId ?? null, closedAt: sql`now()` })
    .where(and(...conditions))
    .returning();
  return row ?? null;
}

/**
 * A closed listing's item joined a stack: the listing names the stack from then on, so it
 * points at a live row (the one its items are in) and the emptied row can go.
 */
export async function repointClosedListings(
  db: Queryable,
  fromItemId: string,
  toItemId: string,
): Promise<void> {
  await db
    .update(auctionListings)
    .set({ itemId: toItemId })
    .where(and(eq(auctionListings.itemId, fromItemId), ne(auctionListings.status, "active")));
}

/**
 * Active listings, newest first (ties by id), with their item and the seller's hunter name: at
 * most `limit`, and only those after the listing `after` in that order. The cursor's own time is
 * read in SQL, never through a JS Date (which would drop its microseconds and skip or repeat
 * listings). PostgreSQL bounds the (status, created_at) index scan by the row comparison itself.
 */
export function activeListingsPage(
  db: Queryable,
  { limit, after }: { limit: number; after?: string | undefined },
) {
  const conditions = [eq(auctionListings.status, "active")];
  if (after) {
    const cursor = sql`(SELECT created_at, id FROM auction_listings WHERE id = ${after})`;
    conditions.push(sql`(${auctionListings.createdAt}, ${auctionListings.id}) < ${cursor}`);
  }
  return listingsWhere(db, conditions).limit(limit);
}

/** One active listing as the board shows it, or nothing when it is no longer active. */
export async function findActiveListing(db: Queryable, listingId: string) {
  const [row] = await listingsWhere(db, [
    eq(auctionListings.status, "active"),
    eq(auctionListings.id, listingId),
  ]);
  return row ?? null;
}

function listingsWhere(db: Queryable, conditions: SQL[]) {
  return db
    .select({
      listing: auctionListings,
      item: inventoryItems,
      sellerName: users.hunterName,
    })
    .from(auctionListings)
    .innerJoin(inventoryItems, eq(inventoryItems.id, auctionListings.itemId))
    .innerJoin(users, eq(users.id, auctionListings.sellerId))
    .where(and(...conditions))
    .orderBy(desc(auctionListings.createdAt), desc(auctionListings.id));
}

/** The hunter's active listings, counted (under their lock, when listing: see listItem). */
export async function countOpenListings(db: Queryable, sellerId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(auctionListings)
    .where(and(eq(auctionListings.status, "active"), eq(auctionListings.sellerId, sellerId)));
  return row?.n ?? 0;
}

export type ActiveListingRow = Awaited<ReturnType<typeof activeListingsPage>>[number];

// The data export (POST /api/user/export) reads this area's rows about one hunter here.

/** Listings the hunter made (the buyer's id left out: it is another hunter's). */
export function exportListingsSold(db: Queryable, userId: string) {
  return db
    .select({
      id: auctionListings.id,
      itemId: auctionListings.itemId,
      price: auctionListings.price,
      description: auctionListings.description,
      status: auctionListings.status,
      createdAt: auctionListings.createdAt,
      closedAt: auctionListings.closedAt,
    })
    .from(auctionListings)
    .where(eq(auctionListings.sellerId, userId));
}

/** Listings the hunter bought (the seller's id left out). */
export function exportListingsBought(db: Queryable, userId: string) {
  return db
    .select({
      id: auctionListings.id,
      itemId: auctionListings.itemId,
      price: auctionListings.price,
      closedAt: auctionListings.closedAt,
    })
    .from(auctionListings)
    .where(eq(auctionListings.buyerId, userId));
}
