import { RANKS } from "@repgate/game/rules/ranks";
import { z } from "zod";
import { inventoryItemSchema } from "./inventory.ts";
import { statsSchema } from "./user.ts";

const RARITIES = ["common", "uncommon", "rare", "epic", "legendary"] as const;

/** What the Hunter's Market sells (docs/game-rules/gear-and-gold.md). `id` is the catalogue id. */
const shopItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  subType: z.string().nullable(),
  rarity: z.enum(RARITIES),
  price: z.number().int(),
  minRank: z.enum(RANKS),
  description: z.string(),
  icon: z.string(),
  stats: statsSchema.partial(),
  usage: z.string().nullable(),
  setName: z.string().nullable(),
});
export type ShopItem = z.infer<typeof shopItemSchema>;
export const shopItemListSchema = z.array(shopItemSchema);

export const purchaseRequestSchema = z.object({
  itemId: z.string({ error: "Choose an item to buy." }).min(1, { error: "Choose an item to buy." }),
});

export const purchaseReplySchema = z.object({
  message: z.string(),
  item: inventoryItemSchema,
  /** The buyer's gold after paying. */
  gold: z.number().int(),
});
export type PurchaseReply = z.infer<typeof purchaseReplySchema>;

const auctionListingSchema = z.object({
  id: z.string(),
  item: z.object({
    name: z.string(),
    type: z.string(),
    subType: z.string().nullable(),
    rarity: z.string(),
    icon: z.string().nullable(),
    stats: statsSchema.partial(),
    setName: z.string().nullable(),
    quantity: z.number().int(),
  }),
  price: z.number().int(),
  description: z.string().nullable(),
  sellerId: z.string(),
  sellerName: z.string(),
  createdAt: z.string(),
});
export type AuctionListing = z.infer<typeof auctionListingSchema>;
/** One page of active listings, newest first (docs/game-rules/gear-and-gold.md, "The auction"). */
export const auctionListingListSchema = z.array(auctionListingSchema);

/** Listings a page holds when the caller does not say, and the most it may ask for. */
export const AUCTION_PAGE_SIZE = 24;
const AUCTION_PAGE_MAX = 100;
/** Active listings one hunter may have at once. */
export const OPEN_LISTINGS_MAX = 20;

const PAGE_SIZE_ERROR = `Page size must be a whole number from 1 to ${AUCTION_PAGE_MAX}.`;

/**
 * GET /api/shop/auction?limit=&cursor=. The reply stays the spec's plain list; the next page
 * starts after the listing named by `cursor`: the id of the last listing of the page before.
 * A page shorter than `limit` is the last one.
 */
export const auctionQuerySchema = z.object({
  limit: z
    .string()
    .regex(/^\d{1,3}$/, { error: PAGE_SIZE_ERROR })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(1, { error: PAGE_SIZE_ERROR })
        .max(AUCTION_PAGE_MAX, { error: PAGE_SIZE_ERROR }),
    )
    .optional(),
  cursor: z.uuid({ error: "That page cursor is not valid." }).optional(),
});

/** The highest price a listing may ask: far above any economy, below float trouble. */
export const LISTING_PRICE_MAX = 100_000_000;

export const listItemRequestSchema = z.object({
  itemId: z.uuid({ error: "Choose an item to list." }),
  price: z
    .number({ error: "Invalid Price: Please enter a valid price" })
    .int({ error: "Invalid Price: Please enter a valid price" })
    .min(1, { error: "Invalid Price: Please enter a valid price" })
    .max(LISTING_PRICE_MAX, {
      error: "Invalid Price: the most an item can cost is 100,000,000 gold.",
    }),
  description: z
    .string()
    .trim()
    .max(500, { error: "Description must be at most 500 characters." })
    .optional(),
  /** How many of a stack go up for sale, for the listing's one price; the whole stack without it. */
  quantity: z
    .number({ error: "Quantity must be a whole number of at least 1." })
    .int({ error: "Quantity must be a whole number of at least 1." })
    .min(1, { error: "Quantity must be a whole number of at least 1." })
    .optional(),
});
export type ListItemRequest = z.infer<typeof listItemRequestSchema>;

export const auctionPurchaseRequestSchema = z.object({
  listingId: z.uuid({ error: "Choose a listing to buy." }),
});

/** POST /api/shop/auction/list replies 201 with the new listing. */
export const listItemReplySchema = auctionListingSchema;
export type ListItemReply = AuctionListing;

/** DELETE /api/shop/auction/{listingId}: the listing's id in the path. */
export const withdrawListingParamsSchema = z.object({
  listingId: z.uuid({ error: "Choose a listing to withdraw." }),
});

/** The item is back in the seller's inventory. */
export const withdrawListingReplySchema = z.object({
  message: z.string(),
  item: inventoryItemSchema,
});
export type WithdrawListingReply = z.infer<typeof withdrawListingReplySchema>;
