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
CREATE TABLE "privacy_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text DEFAULT 'erasure' NOT NULL,
	"channel" text NOT NULL,
	"contact_hash" text NOT NULL,
	"contact" text,
	"language" text NOT NULL,
	"message" text,
	"subjects" jsonb,
	"status" text DEFAULT 'pending' NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"escalated_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"decline_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privacy_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"channel" text NOT NULL,
	"contact" text NOT NULL,
	"contact_hash" text NOT NULL,
	"language" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"verified_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "answer_fingerprint_bands" (
	"company_id" uuid NOT NULL,
	"band" integer NOT NULL,
	"fingerprint_id" uuid NOT NULL,
	CONSTRAINT "answer_fingerprint_bands_company_id_band_fingerprint_id_pk" PRIMARY KEY("company_id","band","fingerprint_id")
);
--> statement-breakpoint
CREATE TABLE "answer_fingerprints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"talent_id" uuid NOT NULL,
	"referee_id" uuid NOT NULL,
	"question_key" text NOT NULL,
	"signature" integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "step_up_identification" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "answer_retention_months" integer DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "referees" ADD COLUMN "relationship_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "referees" ADD COLUMN "confirmed_relationship" text;--> statement-breakpoint
ALTER TABLE "referees" ADD COLUMN "confirmed_other_relationship" text;--> statement-breakpoint
ALTER TABLE "referees" ADD COLUMN "confirmed_time_to_begin" text;--> statement-breakpoint
ALTER TABLE "referees" ADD COLUMN "confirmed_time_to_end" text;--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_fingerprint_bands" ADD CONSTRAINT "answer_fingerprint_bands_fingerprint_id_answer_fingerprints_id_fk" FOREIGN KEY ("fingerprint_id") REFERENCES "public"."answer_fingerprints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_fingerprints" ADD CONSTRAINT "answer_fingerprints_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_fingerprints" ADD CONSTRAINT "answer_fingerprints_talent_id_talents_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."talents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_fingerprints" ADD CONSTRAINT "answer_fingerprints_referee_id_referees_id_fk" FOREIGN KEY ("referee_id") REFERENCES "public"."referees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_records_talent_idx" ON "consent_records" USING btree ("talent_id","at");--> statement-breakpoint
CREATE INDEX "consent_records_company_at_idx" ON "consent_records" USING btree ("company_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "provision_records_talent_idx" ON "provision_records" USING btree ("talent_id");--> statement-breakpoint
CREATE INDEX "provision_records_company_at_idx" ON "provision_records" USING btree ("company_id","provided_at");--> statement-breakpoint
CREATE INDEX "provision_records_at_idx" ON "provision_records" USING btree ("provided_at");--> statement-breakpoint
CREATE INDEX "privacy_requests_company_idx" ON "privacy_requests" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "privacy_requests_due_idx" ON "privacy_requests" USING btree ("status","due_at");--> statement-breakpoint
CREATE UNIQUE INDEX "privacy_sessions_token_idx" ON "privacy_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "privacy_sessions_contact_idx" ON "privacy_sessions" USING btree ("contact_hash","created_at");--> statement-breakpoint
CREATE INDEX "answer_fingerprint_bands_fingerprint_idx" ON "answer_fingerprint_bands" USING btree ("fingerprint_id");--> statement-breakpoint
CREATE INDEX "answer_fingerprints_talent_idx" ON "answer_fingerprints" USING btree ("talent_id");--> statement-breakpoint
CREATE INDEX "answers_talent_idx" ON "answers" USING btree ("talent_id");--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_answer_retention_months_check" CHECK ("companies"."answer_retention_months" between 6 and 36);