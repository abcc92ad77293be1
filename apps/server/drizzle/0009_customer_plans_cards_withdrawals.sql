CREATE TABLE "card_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"token_hash" text NOT NULL,
	"order_id" text NOT NULL,
	"masked_card_no" text NOT NULL,
	"status" text NOT NULL,
	"access_id" text,
	"access_pass" text,
	"redirect_url" text,
	"error_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "plan_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"from_plan" text NOT NULL,
	"to_plan" text NOT NULL,
	"ordered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ordered_by" text,
	"decided_at" timestamp with time zone,
	"decided_by" text
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid,
	"company_name" text NOT NULL,
	"user_name" text NOT NULL,
	"email" text NOT NULL,
	"account_email" text NOT NULL,
	"reasons" jsonb NOT NULL,
	"descriptions" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_registrations" ADD CONSTRAINT "card_registrations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_orders" ADD CONSTRAINT "plan_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_registrations_token_idx" ON "card_registrations" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "card_registrations_order_idx" ON "card_registrations" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "card_registrations_access_idx" ON "card_registrations" USING btree ("access_id");--> statement-breakpoint
CREATE INDEX "plan_orders_company_idx" ON "plan_orders" USING btree ("company_id","ordered_at");--> statement-breakpoint
CREATE INDEX "withdrawals_email_idx" ON "withdrawals" USING btree ("email");--> statement-breakpoint
CREATE INDEX "withdrawals_account_email_idx" ON "withdrawals" USING btree ("account_email");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_company_idx" ON "withdrawals" USING btree ("company_id");