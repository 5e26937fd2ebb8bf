CREATE TABLE "auction_listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"price" integer NOT NULL,
	"description" text,
	"status" text DEFAULT 'active' NOT NULL,
	"buyer_id" uuid,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "auction_listings_price_positive" CHECK ("auction_listings"."price" >= 1),
	CONSTRAINT "auction_listings_status_valid" CHECK ("auction_listings"."status" IN ('active','sold','withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "catalog_id" text;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "in_escrow" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "auction_listings" ADD CONSTRAINT "auction_listings_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_listings" ADD CONSTRAINT "auction_listings_item_id_inventory_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."inventory_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_listings" ADD CONSTRAINT "auction_listings_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auction_listings_active_item_unique" ON "auction_listings" USING btree ("item_id") WHERE "auction_listings"."status" = 'active';--> statement-breakpoint
CREATE INDEX "auction_listings_active_idx" ON "auction_listings" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_items_user_slot_unique" ON "inventory_items" USING btree ("user_id","equipped_slot") WHERE "inventory_items"."equipped_slot" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_escrow_unequipped" CHECK (NOT ("inventory_items"."in_escrow" AND "inventory_items"."equipped"));