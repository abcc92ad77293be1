ALTER TABLE "companies" ADD COLUMN "step_up_identification" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "referees" ADD COLUMN "relationship_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "referees" ADD COLUMN "confirmed_relationship" text;--> statement-breakpoint
ALTER TABLE "referees" ADD COLUMN "confirmed_other_relationship" text;--> statement-breakpoint
ALTER TABLE "referees" ADD COLUMN "confirmed_time_to_begin" text;--> statement-breakpoint
ALTER TABLE "referees" ADD COLUMN "confirmed_time_to_end" text;