CREATE TABLE "unfinished_check_notices" (
	"talent_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"noticed_at" timestamp with time zone NOT NULL,
	"message_id" uuid
);
--> statement-breakpoint
ALTER TABLE "unfinished_check_notices" ADD CONSTRAINT "unfinished_check_notices_talent_id_talents_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."talents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unfinished_check_notices" ADD CONSTRAINT "unfinished_check_notices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "talents_unfinished_deadline_idx" ON "talents" USING btree ("deadline") WHERE "talents"."completed_at" is null;--> statement-breakpoint
CREATE INDEX "webhook_messages_created_idx" ON "webhook_messages" USING btree ("created_at");