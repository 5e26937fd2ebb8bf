CREATE TABLE "world_statistics" (
	"period" text NOT NULL,
	"period_start" date NOT NULL,
	"magical_beasts_killed" integer DEFAULT 0 NOT NULL,
	"dungeons_cleared" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "world_statistics_period_period_start_pk" PRIMARY KEY("period","period_start")
);
--> statement-breakpoint
ALTER TABLE "party_encounters" ADD COLUMN "world_counted_at" timestamp with time zone;--> statement-breakpoint
-- The world's counts so far, from the hunters' own (a party's past kills stay counted per member).
INSERT INTO "world_statistics" ("period", "period_start", "magical_beasts_killed", "dungeons_cleared")
SELECT 'all', DATE '1970-01-01', coalesce(sum("magical_beasts_killed"), 0), coalesce(sum("dungeons_cleared"), 0) FROM "users";--> statement-breakpoint
INSERT INTO "world_statistics" ("period", "period_start", "magical_beasts_killed", "dungeons_cleared")
SELECT 'monthly', "period_start", sum("magical_beasts_killed"), sum("dungeons_cleared") FROM "leaderboard_periods" WHERE "period" = 'monthly' GROUP BY "period_start";--> statement-breakpoint
-- A monster one member already claimed is counted; the others' claims add nothing.
UPDATE "party_encounters" e SET "world_counted_at" = e."slain_at"
WHERE e."slain_at" IS NOT NULL AND EXISTS (SELECT 1 FROM "battles" b WHERE b."party_encounter_id" = e."id" AND b."paid_at" IS NOT NULL);
