-- Each existing candidate's question snapshot becomes its own question set (the set's id is the candidate's id; its
-- content hash a placeholder that no new content can equal), so nothing already asked changes. New candidates
-- share sets by content.
INSERT INTO "question_sets" ("id", "company_id", "content_hash", "created_at")
SELECT "id", "company_id", 'talent:' || "id"::text, "created_at" FROM "talents" WHERE "question_set_id" IS NULL;
--> statement-breakpoint
INSERT INTO "question_set_items" ("question_set_id", "position", "key", "kind", "category", "polarity", "texts")
SELECT q."talent_id", q."position", q."key", q."kind", q."category", q."polarity", q."texts"
FROM "talent_questions" q JOIN "talents" t ON t."id" = q."talent_id" WHERE t."question_set_id" IS NULL;
--> statement-breakpoint
UPDATE "talents" SET "question_set_id" = "id" WHERE "question_set_id" IS NULL;
