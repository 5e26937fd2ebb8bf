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
CREATE INDEX "guild_announcements_guild_idx" ON "guild_announcements" USING btree ("guild_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "guild_invitations_one_pending" ON "guild_invitations" USING btree ("guild_id","invitee_id") WHERE "guild_invitations"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "guild_members_guild_idx" ON "guild_members" USING btree ("guild_id");--> statement-breakpoint
CREATE INDEX "guild_ranks_guild_idx" ON "guild_ranks" USING btree ("guild_id");--> statement-breakpoint
CREATE UNIQUE INDEX "guild_ranks_one_owner_rank" ON "guild_ranks" USING btree ("guild_id") WHERE "guild_ranks"."permission_level" = 4;--> statement-breakpoint
CREATE INDEX "guild_xp_grants_guild_idx" ON "guild_xp_grants" USING btree ("guild_id");--> statement-breakpoint
CREATE UNIQUE INDEX "guilds_name_unique" ON "guilds" USING btree (lower("name"));