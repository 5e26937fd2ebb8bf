CREATE TABLE "daily_penalties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"local_date" date NOT NULL,
	"xp_lost" integer NOT NULL,
	"gold_lost" integer NOT NULL,
	"stats_lost" jsonb NOT NULL,
	"applied_at" timestamp with time zone NOT NULL,
	"acknowledged_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "quests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"difficulty" text NOT NULL,
	"stat_type" text,
	"period_key" text,
	"requirements" jsonb NOT NULL,
	"rewards" jsonb NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"cheating_detected" boolean DEFAULT false NOT NULL,
	"cheating_reason" text,
	"levels_gained" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "quests_type_valid" CHECK ("quests"."type" IN ('daily','weekly','custom')),
	CONSTRAINT "quests_difficulty_valid" CHECK ("quests"."difficulty" IN ('easy','medium','hard')),
	CONSTRAINT "quests_period_key_by_type" CHECK (("quests"."type" = 'custom') = ("quests"."period_key" IS NULL)),
	CONSTRAINT "quests_settled_when_completed" CHECK (("quests"."completed_at" IS NULL) = ("quests"."settled_at" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "energy_refilled_on" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "daily_checked_on" date;--> statement-breakpoint
ALTER TABLE "daily_penalties" ADD CONSTRAINT "daily_penalties_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quests" ADD CONSTRAINT "quests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "daily_penalties_user_date_key" ON "daily_penalties" USING btree ("user_id","local_date");--> statement-breakpoint
CREATE UNIQUE INDEX "quests_user_period_key" ON "quests" USING btree ("user_id","type","period_key");--> statement-breakpoint
CREATE INDEX "quests_user_created_idx" ON "quests" USING btree ("user_id","created_at" DESC NULLS LAST);