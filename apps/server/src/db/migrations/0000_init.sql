CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_type_valid" CHECK ("notifications"."type" IN ('friend_request','friend_accept','guild_invite','guild_accept','party_invite','party_accept','party_dungeon_confirmation','dungeon_spawn','quest_complete','direct_message'))
);
--> statement-breakpoint
CREATE TABLE "hunter_classes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"primary_stats" text[] NOT NULL,
	"damage_bonus" integer NOT NULL,
	CONSTRAINT "hunter_classes_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "titles" (
	"name" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"hunter_name" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"profile_image_url" text,
	"level" integer DEFAULT 1 NOT NULL,
	"rank" text DEFAULT 'E' NOT NULL,
	"current_xp" integer DEFAULT 0 NOT NULL,
	"total_xp" integer DEFAULT 0 NOT NULL,
	"gold" integer DEFAULT 0 NOT NULL,
	"user_class" text,
	"strength" integer DEFAULT 10 NOT NULL,
	"agility" integer DEFAULT 10 NOT NULL,
	"vitality" integer DEFAULT 10 NOT NULL,
	"intelligence" integer DEFAULT 10 NOT NULL,
	"endurance" integer DEFAULT 10 NOT NULL,
	"perception" integer DEFAULT 10 NOT NULL,
	"player_current_hp" integer DEFAULT 100 NOT NULL,
	"player_max_hp" integer DEFAULT 100 NOT NULL,
	"current_title" text DEFAULT 'None' NOT NULL,
	"unlocked_titles" text[] DEFAULT ARRAY['None']::text[] NOT NULL,
	"party_id" uuid,
	"guild_id" uuid,
	"region" text DEFAULT 'North America' NOT NULL,
	"timezone" text DEFAULT 'UTC' NOT NULL,
	"last_active_at" timestamp with time zone DEFAULT now() NOT NULL,
	"in_dungeon" boolean DEFAULT false NOT NULL,
	"dungeons_cleared" integer DEFAULT 0 NOT NULL,
	"quests_completed" integer DEFAULT 0 NOT NULL,
	"magical_beasts_killed" integer DEFAULT 0 NOT NULL,
	"times_defeated" integer DEFAULT 0 NOT NULL,
	"current_energy" integer DEFAULT 100 NOT NULL,
	"has_accepted_player" boolean DEFAULT false NOT NULL,
	"has_completed_assessment" boolean DEFAULT false NOT NULL,
	"has_completed_profile" boolean DEFAULT false NOT NULL,
	"assessments_completed" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_lower" CHECK ("users"."email" = lower("users"."email")),
	CONSTRAINT "users_rank_valid" CHECK ("users"."rank" IN ('E','D','C','B','A','S')),
	CONSTRAINT "users_gold_non_negative" CHECK ("users"."gold" >= 0),
	CONSTRAINT "users_xp_non_negative" CHECK ("users"."current_xp" >= 0 AND "users"."total_xp" >= 0),
	CONSTRAINT "users_energy_non_negative" CHECK ("users"."current_energy" >= 0),
	CONSTRAINT "users_stats_positive" CHECK (LEAST("users"."strength", "users"."agility", "users"."vitality", "users"."intelligence", "users"."endurance", "users"."perception") >= 1),
	CONSTRAINT "users_hp_range" CHECK ("users"."player_current_hp" BETWEEN 0 AND "users"."player_max_hp")
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");