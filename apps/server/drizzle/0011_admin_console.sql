CREATE TABLE "admin_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"actor_user_id" text,
	"actor_email" text NOT NULL,
	"field" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_config" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"shop_id" text DEFAULT '' NOT NULL,
	"mail" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_config_single_row" CHECK ("admin_config"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"date" text NOT NULL,
	"href" text,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_billing_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"yyyymm" text NOT NULL,
	"user_id" text NOT NULL,
	"amount" integer NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_changes" ADD CONSTRAINT "admin_changes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_changes_company_at_idx" ON "admin_changes" USING btree ("company_id","at");--> statement-breakpoint
CREATE INDEX "announcements_date_idx" ON "announcements" USING btree ("date","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "risk_billing_records_month_user_idx" ON "risk_billing_records" USING btree ("yyyymm","user_id");