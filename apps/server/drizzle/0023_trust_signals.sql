CREATE TABLE "link_devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"talent_id" uuid NOT NULL,
	"party" text NOT NULL,
	"device_hash" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_signal_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"talent_id" uuid NOT NULL,
	"code" text NOT NULL,
	"note" text NOT NULL,
	"reviewed_by" text NOT NULL,
	"reviewer_name" text NOT NULL,
	"reviewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "answers" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Answers saved before this migration: their first save is unknown; the last one is the closest known instant.
UPDATE "answers" SET "created_at" = "updated_at";--> statement-breakpoint
ALTER TABLE "link_devices" ADD CONSTRAINT "link_devices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_devices" ADD CONSTRAINT "link_devices_talent_id_talents_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."talents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_signal_reviews" ADD CONSTRAINT "risk_signal_reviews_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_signal_reviews" ADD CONSTRAINT "risk_signal_reviews_talent_id_talents_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."talents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "link_devices_talent_party_device_idx" ON "link_devices" USING btree ("talent_id","party","device_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "risk_signal_reviews_talent_code_idx" ON "risk_signal_reviews" USING btree ("talent_id","code");--> statement-breakpoint
CREATE INDEX "referees_company_phone_idx" ON "referees" USING btree ("company_id","phone_number");--> statement-breakpoint
CREATE INDEX "referees_company_email_idx" ON "referees" USING btree ("company_id",lower("email"));