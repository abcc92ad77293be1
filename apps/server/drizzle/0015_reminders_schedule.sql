CREATE TABLE "reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"talent_id" uuid NOT NULL,
	"referee_id" uuid,
	"subject_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"step" smallint NOT NULL,
	"status" text NOT NULL,
	"due_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"reason" text,
	"message_id" uuid,
	"sms_message_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "sms_reminders" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "talents" ADD COLUMN "reminders_off" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "talents" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_talent_id_talents_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."talents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reminders_subject_step_idx" ON "reminders" USING btree ("subject_id","step");--> statement-breakpoint
CREATE INDEX "reminders_due_idx" ON "reminders" USING btree ("due_at") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "reminders_talent_idx" ON "reminders" USING btree ("talent_id");