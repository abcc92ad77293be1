CREATE TABLE "ats_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"talent_id" uuid NOT NULL,
	"endpoint_url" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ats_delivery_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"delivery_id" uuid NOT NULL,
	"attempt" smallint NOT NULL,
	"http_status" smallint NOT NULL,
	"outcome" text NOT NULL,
	"error" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ats_receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid,
	"delivery_id" text,
	"signature" text,
	"verified" boolean NOT NULL,
	"body" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_ats_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"endpoint_url" text,
	"secret" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_check_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"talent_id" uuid,
	"risk_eyes_id" text NOT NULL,
	"provider" text NOT NULL,
	"month" text NOT NULL,
	"searches" smallint NOT NULL,
	"paper_count" integer NOT NULL,
	"web_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ats_deliveries" ADD CONSTRAINT "ats_deliveries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ats_deliveries" ADD CONSTRAINT "ats_deliveries_talent_id_talents_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."talents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ats_delivery_attempts" ADD CONSTRAINT "ats_delivery_attempts_delivery_id_ats_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."ats_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ats_receipts" ADD CONSTRAINT "ats_receipts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_ats_settings" ADD CONSTRAINT "company_ats_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_check_searches" ADD CONSTRAINT "risk_check_searches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_check_searches" ADD CONSTRAINT "risk_check_searches_talent_id_talents_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."talents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ats_deliveries_talent_idx" ON "ats_deliveries" USING btree ("talent_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ats_delivery_attempts_delivery_attempt_idx" ON "ats_delivery_attempts" USING btree ("delivery_id","attempt");--> statement-breakpoint
CREATE INDEX "risk_check_searches_company_month_idx" ON "risk_check_searches" USING btree ("company_id","month");