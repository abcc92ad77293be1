CREATE INDEX "funnel_checks_company_idx" ON "funnel_checks" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "funnel_counts_company_idx" ON "funnel_counts" USING btree ("company_id");