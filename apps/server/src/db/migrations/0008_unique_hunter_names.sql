-- Hunter names become unique by an NFKC, lower-cased key (issue 9). Old names are cleaned the
-- way new ones are checked: invisible and direction-control characters removed, NFKC form.
-- Duplicates in old data are resolved deterministically: the oldest hunter (created_at, id)
-- keeps the name, every later one gets "-" and their id (hex, no dashes) appended: ids are
-- unique, so the new keys are too (a shorter suffix could collide with another).
ALTER TABLE "users" ADD COLUMN "hunter_name_key" text;--> statement-breakpoint
UPDATE "users" SET "hunter_name" = btrim(normalize(regexp_replace("hunter_name",
  '[\u0001-\u001F\u007F-\u009F\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\u2800\u3164\uFEFF\uFFA0]',
  '', 'g'), NFKC));--> statement-breakpoint
UPDATE "users" SET "hunter_name" = 'Hunter' WHERE "hunter_name" = '';--> statement-breakpoint
UPDATE "users" SET "hunter_name_key" = normalize(lower("hunter_name"), NFKC);--> statement-breakpoint
WITH "ranked" AS (
  SELECT "id", row_number() OVER (PARTITION BY "hunter_name_key" ORDER BY "created_at", "id") AS "n"
  FROM "users"
)
UPDATE "users" AS "u"
SET "hunter_name" = left("u"."hunter_name", 20) || '-' || replace("u"."id"::text, '-', ''),
    "hunter_name_key" = normalize(lower(left("u"."hunter_name", 20) || '-' || replace("u"."id"::text, '-', '')), NFKC)
FROM "ranked" AS "r"
WHERE "r"."id" = "u"."id" AND "r"."n" > 1;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "hunter_name_key" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "users_hunter_name_key" ON "users" USING btree ("hunter_name_key");
