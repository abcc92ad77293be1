DROP TABLE "company_ats_settings" CASCADE;--> statement-breakpoint
ALTER TABLE "ats_receipts" DROP COLUMN "signature";