ALTER TABLE "talent_questions" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "talent_questions" CASCADE;--> statement-breakpoint
ALTER TABLE "talents" ALTER COLUMN "question_set_id" SET NOT NULL;