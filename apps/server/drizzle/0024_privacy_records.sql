CREATE TABLE "consent_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject_kind" text NOT NULL,
	"consent_kind" text NOT NULL,
	"company_id" uuid NOT NULL,
	"talent_id" uuid,
	"referee_id" uuid,
	"user_id" text,
	"text_version" text NOT NULL,
	"language" text NOT NULL,
	"ip" text,
	"user_agent" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provision_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"company_name" text NOT NULL,
	"talent_id" uuid NOT NULL,
	"candidate_name" text NOT NULL,
	"candidate_email" text NOT NULL,
	"providers" jsonb NOT NULL,
	"data_items" jsonb NOT NULL,
	"consent_record_id" uuid,
	"channel" text NOT NULL,
	"actor_user_id" text,
	"provided_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "consent_records_talent_idx" ON "consent_records" USING btree ("talent_id","at");--> statement-breakpoint
CREATE INDEX "consent_records_company_at_idx" ON "consent_records" USING btree ("company_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "provision_records_talent_idx" ON "provision_records" USING btree ("talent_id");--> statement-breakpoint
CREATE INDEX "provision_records_company_at_idx" ON "provision_records" USING btree ("company_id","provided_at");--> statement-breakpoint
CREATE INDEX "provision_records_at_idx" ON "provision_records" USING btree ("provided_at");