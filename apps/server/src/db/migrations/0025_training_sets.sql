CREATE TABLE "training_sets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"quest_id" uuid NOT NULL,
	"section_index" integer NOT NULL,
	"task_index" integer NOT NULL,
	"exercise" text NOT NULL,
	"reps" integer NOT NULL,
	"duration_ms" integer NOT NULL,
	"counted_by" text NOT NULL,
	"local_date" date NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "training_sets_reps_positive" CHECK ("training_sets"."reps" > 0),
	CONSTRAINT "training_sets_counted_by_valid" CHECK ("training_sets"."counted_by" IN ('camera','motion','hand'))
);
--> statement-breakpoint
ALTER TABLE "training_sets" ADD CONSTRAINT "training_sets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_sets" ADD CONSTRAINT "training_sets_quest_id_quests_id_fk" FOREIGN KEY ("quest_id") REFERENCES "public"."quests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "training_sets_task_idx" ON "training_sets" USING btree ("quest_id","section_index","task_index");--> statement-breakpoint
CREATE INDEX "training_sets_user_exercise_idx" ON "training_sets" USING btree ("user_id","exercise","local_date");