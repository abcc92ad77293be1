-- Partial-match search of the candidate list (name or email containing the typed text, Japanese included):
-- trigram GIN indexes serve ILIKE '%…%' on PostgreSQL 15 and on PGlite (its pg_trgm contrib extension).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "talents_name_trgm_idx" ON "talents" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "talents_email_trgm_idx" ON "talents" USING gin ("email" gin_trgm_ops);
