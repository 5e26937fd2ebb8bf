import type { Stats } from "@repgate/game/rules/stats";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/**
 * What a hunter owns (docs/game-rules/gear-and-gold.md). Potions and battle items stack
 * in one row by quantity; weapons are one row each. Issue 5 adds equipping, the shop and the
 * auction on top of these columns.
 */
export const inventoryItems = pgTable(
  "inventory_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    type: text("type").notNull(),
    subType: text("sub_type"),
    rarity: text("rarity").notNull().default("common"),
    icon: text("icon"),
    usage: text("usage"),
    stats: jsonb("stats").$type<Partial<Stats>>().notNull().default(sql`'{}'::jsonb`),
    quantity: integer("quantity").notNull().default(1),
    equipped: boolean("equipped").notNull().default(false),
    equippedSlot: text("equipped_slot"),
    setName: text("set_name"),
    /** The item-catalogue id the row was made from (null for rows older than the catalogue). */
    catalogId: text("catalog_id"),
    /**
     * True while the item is listed in the auction: it cannot be equipped, used, opened or
     * listed again, and GET /api/inventory leaves it out. The active listing holds its id.
     */
    inEscrow: boolean("in_escrow").notNull().default(false),
    /** clock_timestamp(): rows inserted together (the starter potions) keep their order. */
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [
    index("inventory_items_user_idx").on(t.userId, t.createdAt),
    check("inventory_items_quantity_non_negative", sql`${t.quantity} >= 0`),
    /** One item per paper-doll slot. */
    uniqueIndex("inventory_items_user_slot_unique")
      .on(t.userId, t.equippedSlot)
      .where(sql`${t.equippedSlot} IS NOT NULL`),
    check("inventory_items_escrow_unequipped", sql`NOT (${t.inEscrow} AND ${t.equipped})`),
  ],
);
export type InventoryItemRow = typeof inventoryItems.$inferSelect;
export type NewInventoryItemRow = typeof inventoryItems.$inferInsert;
