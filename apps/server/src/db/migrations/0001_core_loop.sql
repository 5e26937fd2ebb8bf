CREATE TABLE "battles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"dungeon_id" uuid NOT NULL,
	"template_id" text NOT NULL,
	"run_id" uuid NOT NULL,
	"enemy_index" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"monster_id" text NOT NULL,
	"monster_name" text NOT NULL,
	"monster_level" integer NOT NULL,
	"monster_combat_power" integer NOT NULL,
	"monster_attack" integer NOT NULL,
	"is_boss" boolean NOT NULL,
	"monster_max_hp" integer NOT NULL,
	"monster_current_hp" integer NOT NULL,
	"damage_dealt" integer DEFAULT 0 NOT NULL,
	"exercises_completed" integer DEFAULT 0 NOT NULL,
	"xp_gained" integer DEFAULT 0 NOT NULL,
	"gold_earned" integer DEFAULT 0 NOT NULL,
	"items_won" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"skill_used" boolean DEFAULT false NOT NULL,
	"buff" text,
	"run_started_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"last_action_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"log" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "battles_status_valid" CHECK ("battles"."status" IN ('active','won','lost','fled','expired')),
	CONSTRAINT "battles_buff_valid" CHECK ("battles"."buff" IS NULL OR "battles"."buff" IN ('berserk','iron-wall')),
	CONSTRAINT "battles_monster_hp_range" CHECK ("battles"."monster_current_hp" BETWEEN 0 AND "battles"."monster_max_hp"),
	CONSTRAINT "battles_paid_only_when_won" CHECK ("battles"."paid_at" IS NULL OR "battles"."status" = 'won')
);
--> statement-breakpoint
CREATE TABLE "dungeons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"spawn_key" text NOT NULL,
	"template_id" text NOT NULL,
	"spawns_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dungeons_spawn_key_unique" UNIQUE("spawn_key"),
	CONSTRAINT "dungeons_lifetime_positive" CHECK ("dungeons"."expires_at" > "dungeons"."spawns_at")
);
--> statement-breakpoint
CREATE TABLE "inventory_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"sub_type" text,
	"rarity" text DEFAULT 'common' NOT NULL,
	"icon" text,
	"usage" text,
	"stats" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"equipped" boolean DEFAULT false NOT NULL,
	"equipped_slot" text,
	"set_name" text,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "inventory_items_quantity_non_negative" CHECK ("inventory_items"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "movement_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"dungeon_id" uuid NOT NULL,
	"template_id" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"distance_km" double precision DEFAULT 0 NOT NULL,
	"anchor" jsonb,
	"last_sample_accepted" boolean,
	"last_sample_reason" text,
	"rewards" jsonb,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "movement_runs_status_valid" CHECK ("movement_runs"."status" IN ('active','completed','expired','abandoned')),
	CONSTRAINT "movement_runs_distance_non_negative" CHECK ("movement_runs"."distance_km" >= 0)
);
--> statement-breakpoint
ALTER TABLE "battles" ADD CONSTRAINT "battles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battles" ADD CONSTRAINT "battles_dungeon_id_dungeons_id_fk" FOREIGN KEY ("dungeon_id") REFERENCES "public"."dungeons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movement_runs" ADD CONSTRAINT "movement_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movement_runs" ADD CONSTRAINT "movement_runs_dungeon_id_dungeons_id_fk" FOREIGN KEY ("dungeon_id") REFERENCES "public"."dungeons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "battles_one_active_per_user" ON "battles" USING btree ("user_id") WHERE status = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "battles_run_enemy_key" ON "battles" USING btree ("run_id","enemy_index");--> statement-breakpoint
CREATE INDEX "battles_user_created_idx" ON "battles" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "dungeons_expires_at_idx" ON "dungeons" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "inventory_items_user_idx" ON "inventory_items" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "movement_runs_one_active_per_user" ON "movement_runs" USING btree ("user_id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "movement_runs_user_created_idx" ON "movement_runs" USING btree ("user_id","created_at" DESC NULLS LAST);