-- Hunter and guild names become unique by a confusable skeleton (decision 019). The skeleton
-- needs Unicode's confusables table, which SQL does not have: guilds get a key column here,
-- filled with the old rule (lower-cased, unique already), and the data migration
-- "name-skeleton-keys" (db/data-migrations.ts, run right after these under the same lock)
-- rewrites every hunter's and guild's key to the skeleton, resolving old look-alikes.
CREATE TABLE "data_migrations" (
	"name" text PRIMARY KEY NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guilds" ADD COLUMN "name_key" text;--> statement-breakpoint
UPDATE "guilds" SET "name_key" = lower("name");--> statement-breakpoint
ALTER TABLE "guilds" ALTER COLUMN "name_key" SET NOT NULL;--> statement-breakpoint
DROP INDEX "guilds_name_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "guilds_name_unique" ON "guilds" USING btree ("name_key");
