CREATE TABLE "rest_days" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"reached_on" date,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rest_days_kind_valid" CHECK ("rest_days"."kind" IN ('rest','away')),
	CONSTRAINT "rest_days_span_valid" CHECK ("rest_days"."ends_on" >= "rest_days"."starts_on")
);
--> statement-breakpoint
ALTER TABLE "rest_days" ADD CONSTRAINT "rest_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rest_days_user_starts_idx" ON "rest_days" USING btree ("user_id","starts_on");