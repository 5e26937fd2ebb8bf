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
ALTER TABLE "leaderboard_periods" ADD CONSTRAINT "leaderboard_periods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leaderboard_periods_user_idx" ON "leaderboard_periods" USING btree ("user_id");