CREATE TABLE "answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"referee_id" uuid NOT NULL,
	"talent_id" uuid NOT NULL,
	"question_key" text NOT NULL,
	"text" text,
	"level" smallint,
	"score" smallint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evaluations" (
	"talent_id" uuid NOT NULL,
	"category" text NOT NULL,
	"score" real,
	"grade" text NOT NULL,
	CONSTRAINT "evaluations_talent_id_category_pk" PRIMARY KEY("talent_id","category")
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"talent_id" uuid NOT NULL,
	"referee_id" uuid,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "link_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"talent_id" uuid NOT NULL,
	"referee_id" uuid,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "referee_breakdowns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"talent_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"relationship" text NOT NULL,
	"other_relationship" text DEFAULT '' NOT NULL,
	"time_working_together" text NOT NULL,
	"other_time_working_together" text DEFAULT '' NOT NULL,
	"is_relationship_selected_by_company" boolean DEFAULT true NOT NULL,
	"is_time_working_together_selected_by_company" boolean DEFAULT true NOT NULL,
	"number_of_people" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"talent_id" uuid NOT NULL,
	"index_number" smallint NOT NULL,
	"name" text NOT NULL,
	"belongs_company" text NOT NULL,
	"belongs_title" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"phone_number" text,
	"relationship" text NOT NULL,
	"other_relationship" text DEFAULT '' NOT NULL,
	"time_working_together" text NOT NULL,
	"other_time_working_together" text DEFAULT '' NOT NULL,
	"time_to_begin" text NOT NULL,
	"working_together" boolean DEFAULT false NOT NULL,
	"time_to_end" text,
	"job_major" text NOT NULL,
	"job_minor" text NOT NULL,
	"language" text DEFAULT 'jp' NOT NULL,
	"is_relationship_selected_by_company" boolean DEFAULT false NOT NULL,
	"is_time_working_together_selected_by_company" boolean DEFAULT false NOT NULL,
	"is_agree_to_privacy_policy" boolean DEFAULT false NOT NULL,
	"consented_at" timestamp with time zone,
	"send_at" timestamp with time zone,
	"ip_address" text,
	"user_agent" text,
	"is_unsubscribe_remind" boolean DEFAULT false NOT NULL,
	"phone_verified_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"interest_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purpose" text NOT NULL,
	"subject_id" text NOT NULL,
	"phone_number" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talent_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"talent_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"category" text,
	"polarity" text,
	"texts" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"country_code" text DEFAULT '+81' NOT NULL,
	"phone_number" text NOT NULL,
	"language" text DEFAULT 'jp' NOT NULL,
	"current_company" text DEFAULT '未入力' NOT NULL,
	"job_major" text DEFAULT 'blank' NOT NULL,
	"job_minor" text DEFAULT 'blank' NOT NULL,
	"site_where_talent_applied" text DEFAULT 'blank' NOT NULL,
	"recruitment_officer" text DEFAULT '' NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"rank" text DEFAULT 'fulltime' NOT NULL,
	"selection_question" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'talentRegistered' NOT NULL,
	"send_remind_at" timestamp with time zone,
	"send_remind_state" text,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"is_agree_to_privacy_policy" boolean DEFAULT false NOT NULL,
	"consented_at" timestamp with time zone,
	"is_unsubscribe_remind" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone,
	"compound_id" text,
	"decline_description" text,
	"declined_at" timestamp with time zone,
	"excuse_deadline" timestamp with time zone,
	"excuse_created_at" timestamp with time zone,
	"excuse_completed_at" timestamp with time zone,
	"excuses" jsonb,
	"total_score" real,
	"total_grade" text,
	"risk_paper_count" integer,
	"risk_web_count" integer,
	"risk_checked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_user_id" text,
	"company_id" uuid,
	"action" text NOT NULL,
	"target" text,
	"ip" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid,
	"user_id" text,
	"email" text,
	"kind" text NOT NULL,
	"result" text NOT NULL,
	"ip" text,
	"user_agent" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_ip_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"cidr" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"position" smallint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sub_accounts" ADD COLUMN "invite_token_hash" text;--> statement-breakpoint
ALTER TABLE "sub_accounts" ADD COLUMN "invite_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_referee_id_referees_id_fk" FOREIGN KEY ("referee_id") REFERENCES "public"."referees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_talent_id_talents_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."talents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_talent_id_talents_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."talents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_talent_id_talents_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."talents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_referee_id_referees_id_fk" FOREIGN KEY ("referee_id") REFERENCES "public"."referees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_tokens" ADD CONSTRAINT "link_tokens_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_tokens" ADD CONSTRAINT "link_tokens_talent_id_talents_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."talents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_tokens" ADD CONSTRAINT "link_tokens_referee_id_referees_id_fk" FOREIGN KEY ("referee_id") REFERENCES "public"."referees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referee_breakdowns" ADD CONSTRAINT "referee_breakdowns_talent_id_talents_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."talents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referees" ADD CONSTRAINT "referees_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referees" ADD CONSTRAINT "referees_talent_id_talents_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."talents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_questions" ADD CONSTRAINT "talent_questions_talent_id_talents_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."talents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talents" ADD CONSTRAINT "talents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_ip_rules" ADD CONSTRAINT "company_ip_rules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "answers_referee_question_idx" ON "answers" USING btree ("referee_id","question_key");--> statement-breakpoint
CREATE UNIQUE INDEX "link_tokens_hash_idx" ON "link_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "referee_breakdowns_unique_idx" ON "referee_breakdowns" USING btree ("talent_id","relationship","other_relationship","time_working_together","other_time_working_together");--> statement-breakpoint
CREATE INDEX "referees_talent_idx" ON "referees" USING btree ("talent_id");--> statement-breakpoint
CREATE INDEX "sms_codes_subject_idx" ON "sms_codes" USING btree ("purpose","subject_id");--> statement-breakpoint
CREATE UNIQUE INDEX "talent_questions_key_idx" ON "talent_questions" USING btree ("talent_id","key");--> statement-breakpoint
CREATE INDEX "talents_company_created_idx" ON "talents" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_company_at_idx" ON "audit_log" USING btree ("company_id","at");--> statement-breakpoint
CREATE INDEX "auth_events_company_at_idx" ON "auth_events" USING btree ("company_id","at");--> statement-breakpoint
CREATE INDEX "company_ip_rules_company_idx" ON "company_ip_rules" USING btree ("company_id");