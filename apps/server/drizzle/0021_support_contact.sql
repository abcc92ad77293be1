ALTER TABLE "admin_config" ADD COLUMN "support_phone" text;--> statement-breakpoint
ALTER TABLE "admin_config" ADD COLUMN "support_mail" text;