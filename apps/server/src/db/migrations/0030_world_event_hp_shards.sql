CREATE TABLE "world_event_hp_shards" (
	"world_event_id" uuid NOT NULL,
	"shard" smallint NOT NULL,
	"hp" integer NOT NULL,
	CONSTRAINT "world_event_hp_shards_world_event_id_shard_pk" PRIMARY KEY("world_event_id","shard"),
	CONSTRAINT "world_event_hp_shards_hp_not_negative" CHECK ("world_event_hp_shards"."hp" >= 0)
);
--> statement-breakpoint
ALTER TABLE "world_events" ADD COLUMN "shards_left" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "world_event_hp_shards" ADD CONSTRAINT "world_event_hp_shards_world_event_id_world_events_id_fk" FOREIGN KEY ("world_event_id") REFERENCES "public"."world_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- hand-written: the Gate Breaks already scheduled or open get their 16 shards from the HP they
-- have now (split evenly, the remainder on the first shards), and count the shards with HP.
INSERT INTO "world_event_hp_shards" ("world_event_id", "shard", "hp")
SELECT w."id", s::smallint, w."hp" / 16 + CASE WHEN s < w."hp" % 16 THEN 1 ELSE 0 END
FROM "world_events" w CROSS JOIN generate_series(0, 15) AS s
WHERE w."state" IN ('scheduled', 'open');--> statement-breakpoint
UPDATE "world_events" w SET "shards_left" = (
  SELECT count(*) FROM "world_event_hp_shards" s WHERE s."world_event_id" = w."id" AND s."hp" > 0
) WHERE w."state" IN ('scheduled', 'open');
