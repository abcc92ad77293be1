CREATE TABLE "step_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "step_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" uuid NOT NULL,
	"talent_id" uuid NOT NULL,
	"referee_id" uuid,
	"step" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "reminder_window" text DEFAULT 'evening' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "replace_after_days" integer DEFAULT 3;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "max_replacements_per_slot" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "referees" ADD COLUMN "opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "referees" ADD COLUMN "declined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "referees" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "referees" ADD COLUMN "decline_text" text;--> statement-breakpoint
ALTER TABLE "referees" ADD COLUMN "replaced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "referees" ADD COLUMN "replaces_referee_id" uuid;--> statement-breakpoint
ALTER TABLE "step_events" ADD CONSTRAINT "step_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "step_events" ADD CONSTRAINT "step_events_talent_id_talents_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."talents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "step_events" ADD CONSTRAINT "step_events_referee_id_referees_id_fk" FOREIGN KEY ("referee_id") REFERENCES "public"."referees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "step_events_talent_idx" ON "step_events" USING btree ("talent_id","step");--> statement-breakpoint
CREATE INDEX "step_events_company_at_idx" ON "step_events" USING btree ("company_id","at");--> statement-breakpoint
-- Back-fill (issue 36): the referee's first opening from the devices that opened its link (or its consent, which
-- needs an opening), then one step event per fact the tables already hold. Live recording writes the same steps.
UPDATE "referees" r SET "opened_at" = LEAST(
  (SELECT min(d."seen_at") FROM "link_devices" d WHERE d."talent_id" = r."talent_id" AND d."party" = r."id"::text),
  r."consented_at"
) WHERE r."opened_at" IS NULL;--> statement-breakpoint
INSERT INTO "step_events" ("company_id", "talent_id", "referee_id", "step", "at")
SELECT "company_id", "id", NULL::uuid, 'invited', "invited_at" FROM "talents" WHERE "invited_at" IS NOT NULL
UNION ALL SELECT "company_id", "id", NULL::uuid, 'consented', "consented_at" FROM "talents" WHERE "consented_at" IS NOT NULL
UNION ALL SELECT "company_id", "id", NULL::uuid, 'completed', "completed_at" FROM "talents" WHERE "completed_at" IS NOT NULL AND "status" = 'refereesAnswered'
UNION ALL SELECT "company_id", "id", NULL::uuid, 'declined', "declined_at" FROM "talents" WHERE "declined_at" IS NOT NULL
UNION ALL SELECT "company_id", "talent_id", "id", 'invited', "send_at" FROM "referees" WHERE "send_at" IS NOT NULL
UNION ALL SELECT "company_id", "talent_id", "id", 'opened', "opened_at" FROM "referees" WHERE "opened_at" IS NOT NULL
UNION ALL SELECT "company_id", "talent_id", "id", 'consented', "consented_at" FROM "referees" WHERE "consented_at" IS NOT NULL
UNION ALL SELECT "company_id", "talent_id", "id", 'phoneVerified', "phone_verified_at" FROM "referees" WHERE "phone_verified_at" IS NOT NULL
UNION ALL SELECT r."company_id", r."talent_id", r."id", 'firstAnswer', min(a."created_at") FROM "referees" r JOIN "answers" a ON a."referee_id" = r."id" GROUP BY r."company_id", r."talent_id", r."id"
UNION ALL SELECT "company_id", "talent_id", "id", 'completed', "completed_at" FROM "referees" WHERE "completed_at" IS NOT NULL
UNION ALL SELECT "company_id", "talent_id", "referee_id", 'reminded', "sent_at" FROM "reminders" WHERE "status" = 'sent' AND "sent_at" IS NOT NULL;--> statement-breakpoint
-- A referee of a check past its deadline that neither completed nor declined expired at the deadline.
INSERT INTO "step_events" ("company_id", "talent_id", "referee_id", "step", "at")
SELECT r."company_id", r."talent_id", r."id", 'expired', t."deadline" FROM "referees" r JOIN "talents" t ON t."id" = r."talent_id"
WHERE t."deadline" < now() AND r."completed_at" IS NULL AND r."declined_at" IS NULL AND r."send_at" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "talents_company_invited_idx" ON "talents" USING btree ("company_id","invited_at");
--> statement-breakpoint
-- A referee's first saved answer is a step (issue 36): the autosave is one statement (0016), so the event is
-- written by this trigger in the same transaction, only when an answer row is inserted (not on later edits).
CREATE FUNCTION record_first_answer_step() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO step_events (company_id, talent_id, referee_id, step, at)
  SELECT r.company_id, NEW.talent_id, NEW.referee_id, 'firstAnswer', NEW.created_at
  FROM referees r
  WHERE r.id = NEW.referee_id
    AND NOT EXISTS (
      SELECT 1 FROM step_events e
      WHERE e.talent_id = NEW.talent_id AND e.step = 'firstAnswer' AND e.referee_id = NEW.referee_id
    );
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER answers_first_answer_step AFTER INSERT ON answers FOR EACH ROW EXECUTE FUNCTION record_first_answer_step();
