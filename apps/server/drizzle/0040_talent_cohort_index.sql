-- Custom SQL migration file, put your code below! --
-- The operator's funnel reads every company's candidates created in a range (the cohort): with this index it reads
-- them from the index alone (an index-only scan of the range's entries) instead of scanning every candidate's whole
-- row — at 1,000,000 candidates the largest part of the statement. Written by hand: INCLUDE is not in the schema DSL.
CREATE INDEX IF NOT EXISTS "talents_created_cohort_idx" ON "talents" USING btree ("created_at") INCLUDE ("id", "company_id", "deadline", "recruitment_officer") WHERE "deleted_at" IS NULL;
