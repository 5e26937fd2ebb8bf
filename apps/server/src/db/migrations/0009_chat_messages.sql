CREATE TABLE "chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"chat_type" text NOT NULL,
	"region" text,
	"party_id" uuid,
	"guild_id" uuid,
	"user_id" uuid NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_room" CHECK (("chat_messages"."chat_type" = 'regional' AND "chat_messages"."region" IS NOT NULL AND "chat_messages"."party_id" IS NULL AND "chat_messages"."guild_id" IS NULL)
       OR ("chat_messages"."chat_type" = 'party' AND "chat_messages"."party_id" IS NOT NULL AND "chat_messages"."region" IS NULL AND "chat_messages"."guild_id" IS NULL)
       OR ("chat_messages"."chat_type" = 'guild' AND "chat_messages"."guild_id" IS NOT NULL AND "chat_messages"."region" IS NULL AND "chat_messages"."party_id" IS NULL)),
	CONSTRAINT "chat_messages_length" CHECK (char_length("chat_messages"."content") BETWEEN 1 AND 500)
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_region_idx" ON "chat_messages" USING btree ("region","created_at" DESC NULLS LAST) WHERE "chat_messages"."chat_type" = 'regional';--> statement-breakpoint
CREATE INDEX "chat_messages_party_idx" ON "chat_messages" USING btree ("party_id","created_at" DESC NULLS LAST) WHERE "chat_messages"."chat_type" = 'party';--> statement-breakpoint
CREATE INDEX "chat_messages_guild_idx" ON "chat_messages" USING btree ("guild_id","created_at" DESC NULLS LAST) WHERE "chat_messages"."chat_type" = 'guild';--> statement-breakpoint
CREATE INDEX "chat_messages_user_idx" ON "chat_messages" USING btree ("user_id");