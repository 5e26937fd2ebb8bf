CREATE TABLE "password_reset_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"voided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"chat_type" text NOT NULL,
	"region" text,
	"party_id" uuid,
	"guild_id" uuid,
	"user_id" uuid,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_room" CHECK (("chat_messages"."chat_type" = 'regional' AND "chat_messages"."region" IS NOT NULL AND "chat_messages"."party_id" IS NULL AND "chat_messages"."guild_id" IS NULL)
       OR ("chat_messages"."chat_type" = 'party' AND "chat_messages"."party_id" IS NOT NULL AND "chat_messages"."region" IS NULL AND "chat_messages"."guild_id" IS NULL)
       OR ("chat_messages"."chat_type" = 'guild' AND "chat_messages"."guild_id" IS NOT NULL AND "chat_messages"."region" IS NULL AND "chat_messages"."party_id" IS NULL)),
	CONSTRAINT "chat_messages_length" CHECK (char_length("chat_messages"."content") BETWEEN 1 AND 500)
);
--> statement-breakpoint
CREATE TABLE "guild_announcements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"guild_id" uuid NOT NULL,
	"user_id" uuid,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guild_insignias" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"uploader_id" uuid,
	"webp_base64" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guild_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"guild_id" uuid NOT NULL,
	"inviter_id" uuid NOT NULL,
	"invitee_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guild_invitations_status_valid" CHECK ("guild_invitations"."status" IN ('pending','accepted','declined'))
);
--> statement-breakpoint
CREATE TABLE "guild_members" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"guild_id" uuid NOT NULL,
	"rank_id" uuid NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guild_ranks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"guild_id" uuid NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"permission_level" integer NOT NULL,
	"can_delete_messages" boolean DEFAULT false NOT NULL,
	"can_send_announcements" boolean DEFAULT false NOT NULL,
	"can_kick_members" boolean DEFAULT false NOT NULL,
	"can_edit_guild" boolean DEFAULT false NOT NULL,
	"can_manage_ranks" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "guild_ranks_level_range" CHECK ("guild_ranks"."permission_level" BETWEEN 0 AND 4)
);
--> statement-breakpoint
CREATE TABLE "guild_xp_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"guild_id" uuid NOT NULL,
	"user_id" uuid,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guild_xp_grants_positive" CHECK ("guild_xp_grants"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "guilds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"insignia" text NOT NULL,
	"leader_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leaderboard_counts" (
	"board" text NOT NULL,
	"period_start" date NOT NULL,
	"bucket" integer NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "leaderboard_counts_board_period_start_bucket_pk" PRIMARY KEY("board","period_start","bucket")
);
--> statement-breakpoint
CREATE TABLE "leaderboard_periods" (
	"period" text NOT NULL,
	"period_start" date NOT NULL,
	"user_id" uuid NOT NULL,
	"xp" integer DEFAULT 0 NOT NULL,
	"magical_beasts_killed" integer DEFAULT 0 NOT NULL,
	"dungeons_cleared" integer DEFAULT 0 NOT NULL,
	"hunter_deaths" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "leaderboard_periods_period_period_start_user_id_pk" PRIMARY KEY("period","period_start","user_id")
);
--> statement-breakpoint
CREATE TABLE "parties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"leader_id" uuid NOT NULL,
	"max_members" integer DEFAULT 4 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parties_max_members_range" CHECK ("parties"."max_members" BETWEEN 2 AND 4)
);
--> statement-breakpoint
CREATE TABLE "party_confirmation_replies" (
	"confirmation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"confirmed" boolean,
	"responded_at" timestamp with time zone,
	CONSTRAINT "party_confirmation_replies_confirmation_id_user_id_pk" PRIMARY KEY("confirmation_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "party_dungeon_confirmations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"party_id" uuid NOT NULL,
	"leader_id" uuid NOT NULL,
	"dungeon_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "party_confirmations_status_valid" CHECK ("party_dungeon_confirmations"."status" IN ('pending','entered','cancelled','expired'))
);
--> statement-breakpoint
CREATE TABLE "party_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"party_id" uuid NOT NULL,
	"inviter_id" uuid NOT NULL,
	"invitee_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	CONSTRAINT "party_invitations_status_valid" CHECK ("party_invitations"."status" IN ('pending','accepted','declined','void'))
);
--> statement-breakpoint
CREATE TABLE "party_encounters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"party_run_id" uuid NOT NULL,
	"party_id" uuid NOT NULL,
	"dungeon_id" uuid NOT NULL,
	"template_id" text NOT NULL,
	"enemy_index" integer NOT NULL,
	"hunters" integer NOT NULL,
	"monster_max_hp" integer NOT NULL,
	"monster_current_hp" integer NOT NULL,
	"run_started_at" timestamp with time zone NOT NULL,
	"slain_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "party_encounters_hp_range" CHECK ("party_encounters"."monster_current_hp" BETWEEN 0 AND "party_encounters"."monster_max_hp")
);
--> statement-breakpoint
CREATE TABLE "friendships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_low" uuid NOT NULL,
	"user_high" uuid NOT NULL,
	"requester_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	CONSTRAINT "friendships_ordered_pair" CHECK ("friendships"."user_low" < "friendships"."user_high"),
	CONSTRAINT "friendships_status_valid" CHECK ("friendships"."status" IN ('pending','accepted')),
	CONSTRAINT "friendships_requester_in_pair" CHECK ("friendships"."requester_id" = "friendships"."user_low" OR "friendships"."requester_id" = "friendships"."user_high")
);
--> statement-breakpoint
CREATE TABLE "user_achievements" (
	"user_id" uuid NOT NULL,
	"achievement_id" text NOT NULL,
	"unlocked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_achievements_user_id_achievement_id_pk" PRIMARY KEY("user_id","achievement_id")
);
--> statement-breakpoint
CREATE TABLE "user_avatars" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"image" "bytea" NOT NULL,
	"etag" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_valid";--> statement-breakpoint
ALTER TABLE "battles" ADD COLUMN "party_encounter_id" uuid;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "party_joined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guild_announcements" ADD CONSTRAINT "guild_announcements_guild_id_guilds_id_fk" FOREIGN KEY ("guild_id") REFERENCES "public"."guilds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guild_announcements" ADD CONSTRAINT "guild_announcements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guild_insignias" ADD CONSTRAINT "guild_insignias_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guild_invitations" ADD CONSTRAINT "guild_invitations_guild_id_guilds_id_fk" FOREIGN KEY ("guild_id") REFERENCES "public"."guilds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guild_invitations" ADD CONSTRAINT "guild_invitations_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guild_invitations" ADD CONSTRAINT "guild_invitations_invitee_id_users_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guild_members" ADD CONSTRAINT "guild_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guild_members" ADD CONSTRAINT "guild_members_guild_id_guilds_id_fk" FOREIGN KEY ("guild_id") REFERENCES "public"."guilds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guild_members" ADD CONSTRAINT "guild_members_rank_id_guild_ranks_id_fk" FOREIGN KEY ("rank_id") REFERENCES "public"."guild_ranks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guild_ranks" ADD CONSTRAINT "guild_ranks_guild_id_guilds_id_fk" FOREIGN KEY ("guild_id") REFERENCES "public"."guilds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guild_xp_grants" ADD CONSTRAINT "guild_xp_grants_guild_id_guilds_id_fk" FOREIGN KEY ("guild_id") REFERENCES "public"."guilds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guild_xp_grants" ADD CONSTRAINT "guild_xp_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guilds" ADD CONSTRAINT "guilds_leader_id_users_id_fk" FOREIGN KEY ("leader_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_periods" ADD CONSTRAINT "leaderboard_periods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "party_confirmation_replies" ADD CONSTRAINT "party_confirmation_replies_confirmation_id_party_dungeon_confirmations_id_fk" FOREIGN KEY ("confirmation_id") REFERENCES "public"."party_dungeon_confirmations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "party_confirmation_replies" ADD CONSTRAINT "party_confirmation_replies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "party_dungeon_confirmations" ADD CONSTRAINT "party_dungeon_confirmations_party_id_parties_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."parties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "party_dungeon_confirmations" ADD CONSTRAINT "party_dungeon_confirmations_leader_id_users_id_fk" FOREIGN KEY ("leader_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "party_dungeon_confirmations" ADD CONSTRAINT "party_dungeon_confirmations_dungeon_id_dungeons_id_fk" FOREIGN KEY ("dungeon_id") REFERENCES "public"."dungeons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "party_invitations" ADD CONSTRAINT "party_invitations_party_id_parties_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."parties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "party_invitations" ADD CONSTRAINT "party_invitations_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "party_invitations" ADD CONSTRAINT "party_invitations_invitee_id_users_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friendships" ADD CONSTRAINT "friendships_user_low_users_id_fk" FOREIGN KEY ("user_low") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friendships" ADD CONSTRAINT "friendships_user_high_users_id_fk" FOREIGN KEY ("user_high") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_achievements" ADD CONSTRAINT "user_achievements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_avatars" ADD CONSTRAINT "user_avatars_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "chat_messages_region_idx" ON "chat_messages" USING btree ("region","created_at" DESC NULLS LAST) WHERE "chat_messages"."chat_type" = 'regional';--> statement-breakpoint
CREATE INDEX "chat_messages_party_idx" ON "chat_messages" USING btree ("party_id","created_at" DESC NULLS LAST) WHERE "chat_messages"."chat_type" = 'party';--> statement-breakpoint
CREATE INDEX "chat_messages_guild_idx" ON "chat_messages" USING btree ("guild_id","created_at" DESC NULLS LAST) WHERE "chat_messages"."chat_type" = 'guild';--> statement-breakpoint
CREATE INDEX "chat_messages_user_idx" ON "chat_messages" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "guild_announcements_guild_idx" ON "guild_announcements" USING btree ("guild_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "guild_invitations_one_pending" ON "guild_invitations" USING btree ("guild_id","invitee_id") WHERE "guild_invitations"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "guild_members_guild_idx" ON "guild_members" USING btree ("guild_id");--> statement-breakpoint
CREATE INDEX "guild_ranks_guild_idx" ON "guild_ranks" USING btree ("guild_id");--> statement-breakpoint
CREATE UNIQUE INDEX "guild_ranks_one_owner_rank" ON "guild_ranks" USING btree ("guild_id") WHERE "guild_ranks"."permission_level" = 4;--> statement-breakpoint
CREATE INDEX "guild_xp_grants_guild_idx" ON "guild_xp_grants" USING btree ("guild_id");--> statement-breakpoint
CREATE UNIQUE INDEX "guilds_name_unique" ON "guilds" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "leaderboard_periods_user_idx" ON "leaderboard_periods" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "party_confirmations_one_pending" ON "party_dungeon_confirmations" USING btree ("party_id") WHERE status = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "party_invitations_one_pending" ON "party_invitations" USING btree ("party_id","invitee_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "party_invitations_invitee_idx" ON "party_invitations" USING btree ("invitee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "party_encounters_run_enemy_key" ON "party_encounters" USING btree ("party_run_id","enemy_index");--> statement-breakpoint
CREATE UNIQUE INDEX "friendships_pair_key" ON "friendships" USING btree ("user_low","user_high");--> statement-breakpoint
CREATE INDEX "friendships_high_idx" ON "friendships" USING btree ("user_high");--> statement-breakpoint
ALTER TABLE "battles" ADD CONSTRAINT "battles_party_encounter_id_party_encounters_id_fk" FOREIGN KEY ("party_encounter_id") REFERENCES "public"."party_encounters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_valid" CHECK ("notifications"."type" IN ('friend_request','friend_accept','guild_invite','guild_accept','party_invite','party_accept','party_dungeon_confirmation','dungeon_spawn','quest_complete','direct_message','achievement'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_party_joined" CHECK (("users"."party_id" IS NULL) = ("users"."party_joined_at" IS NULL));