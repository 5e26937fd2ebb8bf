CREATE TABLE "world_event_contributions" (
	"world_event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"reps" integer DEFAULT 0 NOT NULL,
	"damage" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "world_event_contributions_world_event_id_user_id_pk" PRIMARY KEY("world_event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "world_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"boss_id" text NOT NULL,
	"rank" text NOT NULL,
	"max_hp" integer NOT NULL,
	"hp" integer NOT NULL,
	"dungeon_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'scheduled' NOT NULL,
	"killed_by" uuid,
	"won_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"schedule_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "world_events_dungeon_id_unique" UNIQUE("dungeon_id"),
	CONSTRAINT "world_events_schedule_key_unique" UNIQUE("schedule_key"),
	CONSTRAINT "world_events_state_valid" CHECK ("world_events"."state" IN ('scheduled','open','won','lost')),
	CONSTRAINT "world_events_hp_range" CHECK ("world_events"."hp" BETWEEN 0 AND "world_events"."max_hp"),
	CONSTRAINT "world_events_lifetime_positive" CHECK ("world_events"."ends_at" > "world_events"."starts_at"),
	CONSTRAINT "world_events_paid_only_when_won" CHECK ("world_events"."paid_at" IS NULL OR "world_events"."state" = 'won')
);
--> statement-breakpoint
ALTER TABLE "world_event_contributions" ADD CONSTRAINT "world_event_contributions_world_event_id_world_events_id_fk" FOREIGN KEY ("world_event_id") REFERENCES "public"."world_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "world_event_contributions" ADD CONSTRAINT "world_event_contributions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "world_events" ADD CONSTRAINT "world_events_dungeon_id_dungeons_id_fk" FOREIGN KEY ("dungeon_id") REFERENCES "public"."dungeons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "world_events" ADD CONSTRAINT "world_events_killed_by_users_id_fk" FOREIGN KEY ("killed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "world_event_contributions_rank_idx" ON "world_event_contributions" USING btree ("world_event_id","damage" DESC NULLS LAST,"updated_at","user_id");--> statement-breakpoint
CREATE INDEX "world_events_ends_at_idx" ON "world_events" USING btree ("ends_at");