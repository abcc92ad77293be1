CREATE TABLE "question_set_items" (
	"question_set_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"category" text,
	"polarity" text,
	"texts" jsonb NOT NULL,
	CONSTRAINT "question_set_items_question_set_id_position_pk" PRIMARY KEY("question_set_id","position")
);
--> statement-breakpoint
CREATE TABLE "question_sets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"content_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "template_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"template_type" text NOT NULL,
	"question_set_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "talents" ADD COLUMN "question_set_id" uuid;--> statement-breakpoint
ALTER TABLE "question_set_items" ADD CONSTRAINT "question_set_items_question_set_id_question_sets_id_fk" FOREIGN KEY ("question_set_id") REFERENCES "public"."question_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_sets" ADD CONSTRAINT "question_sets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_questions" ADD CONSTRAINT "template_questions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_questions" ADD CONSTRAINT "template_questions_question_set_id_question_sets_id_fk" FOREIGN KEY ("question_set_id") REFERENCES "public"."question_sets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "question_set_items_key_idx" ON "question_set_items" USING btree ("question_set_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "question_sets_content_idx" ON "question_sets" USING btree ("company_id","content_hash");--> statement-breakpoint
CREATE INDEX "template_questions_company_created_idx" ON "template_questions" USING btree ("company_id","created_at");--> statement-breakpoint
ALTER TABLE "talents" ADD CONSTRAINT "talents_question_set_id_question_sets_id_fk" FOREIGN KEY ("question_set_id") REFERENCES "public"."question_sets"("id") ON DELETE no action ON UPDATE no action;