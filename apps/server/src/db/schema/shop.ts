import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { inventoryItems } from "./inventory.ts";
import { users } from "./users.ts";

/**
 * The Hunter's Auction. A listed item stays in the seller's inventory with in_escrow set until
 * it is sold (its row moves to the buyer) or withdrawn (escrow lifted). An item has at most one
 * active listing.
 */
export const auctionListings = pgTable(
  "auction_listings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    itemId: uuid("item_id")
      .notNull()
      .references(() => inventoryItems.id, { onDelete: "cascade" }),
    price: integer("price").notNull(),
    description: text("description"),
    status: text("status").notNull().default("active"),
    buyerId: uuid("buyer_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (t) => [
    check("auction_listings_price_positive", sql`${t.price} >= 1`),
    check("auction_listings_status_valid", sql`${t.status} IN ('active','sold','withdrawn')`),
    uniqueIndex("auction_listings_active_item_unique")
      .on(t.itemId)
      .where(sql`${t.status} = 'active'`),
    index("auction_listings_active_idx").on(t.status, t.createdAt),
  ],
);
export type AuctionListingRow = typeof auctionListings.$inferSelect;
