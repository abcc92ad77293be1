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
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "privacy_requests_company_idx" ON "privacy_requests" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "privacy_requests_due_idx" ON "privacy_requests" USING btree ("status","due_at");--> statement-breakpoint
CREATE UNIQUE INDEX "privacy_sessions_token_idx" ON "privacy_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "privacy_sessions_contact_idx" ON "privacy_sessions" USING btree ("contact_hash","created_at");