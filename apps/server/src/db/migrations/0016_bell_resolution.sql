ALTER TABLE "notifications" ADD COLUMN "resolution" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_resolution_valid" CHECK ("notifications"."resolution" IS NULL OR "notifications"."resolution" IN ('accepted','declined','confirmed','expired','cancelled'));