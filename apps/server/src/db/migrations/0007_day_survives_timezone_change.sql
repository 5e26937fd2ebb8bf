ALTER TABLE "users" ADD COLUMN "energy_refill_day_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "timezone_changed_at" timestamp with time zone;