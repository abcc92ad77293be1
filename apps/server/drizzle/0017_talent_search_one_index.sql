-- Custom SQL migration file, put your code below! --
-- The candidate search matches one lower-cased text (name, a space, email) against one trigram index: the planner
-- then uses the index for selective searches (a rare name, part of an email: a bitmap scan, ~1 ms at 10,000
-- candidates) where the two indexes of 0012 under an OR lost to a full scan (~14 ms on PGlite).
CREATE INDEX IF NOT EXISTS "talents_search_trgm_idx" ON "talents" USING gin ((lower("name") || ' ' || lower("email")) gin_trgm_ops);--> statement-breakpoint
DROP INDEX IF EXISTS "talents_name_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "talents_email_trgm_idx";
