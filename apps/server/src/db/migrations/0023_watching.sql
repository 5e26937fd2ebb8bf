CREATE TABLE "watch_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"battle_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "watch_viewers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"link_id" uuid NOT NULL,
	"seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "watch_links" ADD CONSTRAINT "watch_links_battle_id_battles_id_fk" FOREIGN KEY ("battle_id") REFERENCES "public"."battles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_links" ADD CONSTRAINT "watch_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_viewers" ADD CONSTRAINT "watch_viewers_link_id_watch_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."watch_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "watch_links_token_hash_key" ON "watch_links" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "watch_links_live_battle_key" ON "watch_links" USING btree ("battle_id") WHERE "watch_links"."revoked_at" IS NULL;--> statement-breakpoint
CREATE INDEX "watch_viewers_link_idx" ON "watch_viewers" USING btree ("link_id","seen_at");