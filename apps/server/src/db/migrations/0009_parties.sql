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
ALTER TABLE "battles" ADD COLUMN "party_encounter_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "party_joined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "parties" ADD CONSTRAINT "parties_leader_id_users_id_fk" FOREIGN KEY ("leader_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "party_confirmation_replies" ADD CONSTRAINT "party_confirmation_replies_confirmation_id_party_dungeon_confirmations_id_fk" FOREIGN KEY ("confirmation_id") REFERENCES "public"."party_dungeon_confirmations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "party_confirmation_replies" ADD CONSTRAINT "party_confirmation_replies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "party_dungeon_confirmations" ADD CONSTRAINT "party_dungeon_confirmations_party_id_parties_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."parties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "party_dungeon_confirmations" ADD CONSTRAINT "party_dungeon_confirmations_leader_id_users_id_fk" FOREIGN KEY ("leader_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "party_dungeon_confirmations" ADD CONSTRAINT "party_dungeon_confirmations_dungeon_id_dungeons_id_fk" FOREIGN KEY ("dungeon_id") REFERENCES "public"."dungeons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "party_invitations" ADD CONSTRAINT "party_invitations_party_id_parties_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."parties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "party_invitations" ADD CONSTRAINT "party_invitations_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "party_invitations" ADD CONSTRAINT "party_invitations_invitee_id_users_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "party_confirmations_one_pending" ON "party_dungeon_confirmations" USING btree ("party_id") WHERE status = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "party_invitations_one_pending" ON "party_invitations" USING btree ("party_id","invitee_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "party_invitations_invitee_idx" ON "party_invitations" USING btree ("invitee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "party_encounters_run_enemy_key" ON "party_encounters" USING btree ("party_run_id","enemy_index");--> statement-breakpoint
ALTER TABLE "battles" ADD CONSTRAINT "battles_party_encounter_id_party_encounters_id_fk" FOREIGN KEY ("party_encounter_id") REFERENCES "public"."party_encounters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_party_joined" CHECK (("users"."party_id" IS NULL) = ("users"."party_joined_at" IS NULL));