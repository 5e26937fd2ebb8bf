CREATE TABLE "battle_heart_rates" (
	"battle_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"average_bpm" integer NOT NULL,
	"max_bpm" integer NOT NULL,
	"zone_max_bpm" integer NOT NULL,
	"zone_seconds" integer[] NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "battle_heart_rates_average_le_max" CHECK ("battle_heart_rates"."average_bpm" <= "battle_heart_rates"."max_bpm"),
	CONSTRAINT "battle_heart_rates_six_zones" CHECK (cardinality("battle_heart_rates"."zone_seconds") = 6)
);
--> statement-breakpoint
ALTER TABLE "battle_heart_rates" ADD CONSTRAINT "battle_heart_rates_battle_id_battles_id_fk" FOREIGN KEY ("battle_id") REFERENCES "public"."battles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_heart_rates" ADD CONSTRAINT "battle_heart_rates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "battle_heart_rates_user_recorded_idx" ON "battle_heart_rates" USING btree ("user_id","recorded_at");