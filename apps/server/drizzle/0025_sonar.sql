CREATE TABLE "company_sonar_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"base_url" text,
	"primary_key" text,
	"secondary_key" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sonar_key_memory" (
	"credentials" text PRIMARY KEY NOT NULL,
	"slot" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sonar_rate_endpoints" (
	"endpoint" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sonar_rate_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"endpoint" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ats_deliveries" ADD COLUMN "trigger" text DEFAULT 'button' NOT NULL;--> statement-breakpoint
ALTER TABLE "ats_delivery_attempts" ADD COLUMN "key_slot" text;--> statement-breakpoint
ALTER TABLE "ats_receipts" ADD COLUMN "key_slot" text;--> statement-breakpoint
ALTER TABLE "company_sonar_settings" ADD CONSTRAINT "company_sonar_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sonar_rate_slots" ADD CONSTRAINT "sonar_rate_slots_endpoint_sonar_rate_endpoints_endpoint_fk" FOREIGN KEY ("endpoint") REFERENCES "public"."sonar_rate_endpoints"("endpoint") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sonar_rate_slots_endpoint_at_idx" ON "sonar_rate_slots" USING btree ("endpoint","at");--> statement-breakpoint
-- Data (sonar branch): pushes still queued for the old generic endpoints are not sent to sonar.
UPDATE "ats_deliveries" SET "status" = 'failed', "finished_at" = now() WHERE "status" = 'queued';
