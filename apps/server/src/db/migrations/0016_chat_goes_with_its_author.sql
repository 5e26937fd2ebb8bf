-- A deleted hunter's chat messages go with their account (docs/account-deletion.md). Until now
-- they stayed with no author; the text of those earlier deletions goes here.
DELETE FROM "chat_messages" WHERE "user_id" IS NULL;--> statement-breakpoint
ALTER TABLE "chat_messages" DROP CONSTRAINT "chat_messages_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "chat_messages" ALTER COLUMN "user_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
