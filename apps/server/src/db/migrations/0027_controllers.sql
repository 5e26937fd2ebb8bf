CREATE TABLE "controller_pairings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"battle_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"code" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	"session_hash" text,
	"last_seen_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "controller_pairings" ADD CONSTRAINT "controller_pairings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "controller_pairings" ADD CONSTRAINT "controller_pairings_battle_id_battles_id_fk" FOREIGN KEY ("battle_id") REFERENCES "public"."battles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "controller_pairings_token_hash_idx" ON "controller_pairings" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "controller_pairings_session_hash_idx" ON "controller_pairings" USING btree ("session_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "controller_pairings_open_code_idx" ON "controller_pairings" USING btree ("code") WHERE "controller_pairings"."claimed_at" IS NULL AND "controller_pairings"."ended_at" IS NULL;--> statement-breakpoint
CREATE INDEX "controller_pairings_user_idx" ON "controller_pairings" USING btree ("user_id");