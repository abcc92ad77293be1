-- Custom SQL migration file, put your code below! --
-- The operator's client search (name, staff name, email, UID, RISK EYES ID containing the text, any case) matches one
-- lower-cased text — the five fields joined by a line break — against one trigram index (pg_trgm, loaded since
-- 0012): at 5,000 client companies a selective search is a bitmap scan instead of five ILIKEs on every row. A search
-- text never holds a line break (a single-line field), so a match never spans two fields.
CREATE INDEX IF NOT EXISTS "companies_search_trgm_idx" ON "companies" USING gin ((lower("name") || E'\n' || lower("staff_name") || E'\n' || lower("email") || E'\n' || lower("uid") || E'\n' || lower(coalesce("risk_eyes_id", ''))) gin_trgm_ops);
