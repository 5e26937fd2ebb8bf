CREATE TABLE "chat_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reporter_id" uuid NOT NULL,
	"message_id" uuid NOT NULL,
	"author_id" uuid,
	"chat_type" text NOT NULL,
	"room" text NOT NULL,
	"reason" text,
	"context" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hunter_blocks" (
	"user_id" uuid NOT NULL,
	"other_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hunter_blocks_user_id_other_id_pk" PRIMARY KEY("user_id","other_id"),
	CONSTRAINT "hunter_blocks_kind_valid" CHECK ("hunter_blocks"."kind" IN ('mute','block')),
	CONSTRAINT "hunter_blocks_not_self" CHECK ("hunter_blocks"."user_id" <> "hunter_blocks"."other_id")
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "sender_id" uuid;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "collapse_key" uuid;--> statement-breakpoint
ALTER TABLE "chat_reports" ADD CONSTRAINT "chat_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hunter_blocks" ADD CONSTRAINT "hunter_blocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hunter_blocks" ADD CONSTRAINT "hunter_blocks_other_id_users_id_fk" FOREIGN KEY ("other_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_reports_reporter_message_key" ON "chat_reports" USING btree ("reporter_id","message_id");--> statement-breakpoint
CREATE INDEX "chat_reports_created_idx" ON "chat_reports" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "hunter_blocks_other_idx" ON "hunter_blocks" USING btree ("other_id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_collapse_key" ON "notifications" USING btree ("user_id","type","collapse_key");--> statement-breakpoint
CREATE INDEX "notifications_sender_idx" ON "notifications" USING btree ("sender_id");