CREATE TABLE "bot_check_uses" (
	"challenge" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "language" text DEFAULT 'jp' NOT NULL;