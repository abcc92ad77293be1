CREATE TABLE "funnel_checks" (
	"talent_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"invited_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"last_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "funnel_counts" (
	"talent_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"relationship" text NOT NULL,
	"invited" integer DEFAULT 0 NOT NULL,
	"opened" integer DEFAULT 0 NOT NULL,
	"consented" integer DEFAULT 0 NOT NULL,
	"phone_verified" integer DEFAULT 0 NOT NULL,
	"first_answer" integer DEFAULT 0 NOT NULL,
	"completed" integer DEFAULT 0 NOT NULL,
	"declined" integer DEFAULT 0 NOT NULL,
	"replaced" integer DEFAULT 0 NOT NULL,
	"expired" integer DEFAULT 0 NOT NULL,
	"reminded" integer DEFAULT 0 NOT NULL,
	"last_at" timestamp with time zone,
	CONSTRAINT "funnel_counts_talent_id_relationship_pk" PRIMARY KEY("talent_id","relationship")
);
--> statement-breakpoint
ALTER TABLE "funnel_checks" ADD CONSTRAINT "funnel_checks_talent_id_talents_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."talents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnel_checks" ADD CONSTRAINT "funnel_checks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnel_counts" ADD CONSTRAINT "funnel_counts_talent_id_talents_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."talents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnel_counts" ADD CONSTRAINT "funnel_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Issue 36, speed: the funnel reads these roll-ups, not the events. Steps counted as the funnel counted the events:
-- distinct referees per step, every reminder; the newest step per check. A step recorded twice for one referee
-- counts once. On a delete (a referee removed, whose events cascade) the check's roll-up is recomputed; a deleted
-- check's roll-up goes with it (cascade).
CREATE FUNCTION funnel_rollup_refresh(check_id uuid) RETURNS void LANGUAGE sql AS $$
  DELETE FROM funnel_checks WHERE talent_id = check_id;
  DELETE FROM funnel_counts WHERE talent_id = check_id;
  INSERT INTO funnel_checks (talent_id, company_id, invited_at, completed_at, last_at)
  SELECT e.talent_id, min(e.company_id::text)::uuid,
    min(e.at) FILTER (WHERE e.step = 'invited'), min(e.at) FILTER (WHERE e.step = 'completed'), max(e.at)
  FROM step_events e WHERE e.talent_id = check_id AND e.referee_id IS NULL GROUP BY e.talent_id;
  INSERT INTO funnel_counts (talent_id, company_id, relationship, invited, opened, consented, phone_verified,
    first_answer, completed, declined, replaced, expired, reminded, last_at)
  SELECT e.talent_id, min(e.company_id::text)::uuid, coalesce(r.relationship, ''),
    count(DISTINCT e.referee_id) FILTER (WHERE e.step = 'invited'),
    count(DISTINCT e.referee_id) FILTER (WHERE e.step = 'opened'),
    count(DISTINCT e.referee_id) FILTER (WHERE e.step = 'consented'),
    count(DISTINCT e.referee_id) FILTER (WHERE e.step = 'phoneVerified'),
    count(DISTINCT e.referee_id) FILTER (WHERE e.step = 'firstAnswer'),
    count(DISTINCT e.referee_id) FILTER (WHERE e.step = 'completed'),
    count(DISTINCT e.referee_id) FILTER (WHERE e.step = 'declined'),
    count(DISTINCT e.referee_id) FILTER (WHERE e.step = 'replaced'),
    count(DISTINCT e.referee_id) FILTER (WHERE e.step = 'expired'),
    count(*) FILTER (WHERE e.step = 'reminded'),
    max(e.at)
  FROM step_events e LEFT JOIN referees r ON r.id = e.referee_id
  WHERE e.talent_id = check_id AND e.referee_id IS NOT NULL
  GROUP BY e.talent_id, coalesce(r.relationship, '');
$$;--> statement-breakpoint
CREATE FUNCTION step_events_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rel text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF EXISTS (SELECT 1 FROM talents WHERE id = OLD.talent_id) THEN
      PERFORM funnel_rollup_refresh(OLD.talent_id);
    END IF;
    RETURN NULL;
  END IF;
  IF NEW.referee_id IS NULL THEN
    INSERT INTO funnel_checks AS f (talent_id, company_id, invited_at, completed_at, last_at)
    VALUES (NEW.talent_id, NEW.company_id,
      CASE WHEN NEW.step = 'invited' THEN NEW.at END, CASE WHEN NEW.step = 'completed' THEN NEW.at END, NEW.at)
    ON CONFLICT (talent_id) DO UPDATE SET
      invited_at = CASE WHEN NEW.step = 'invited' THEN least(f.invited_at, NEW.at) ELSE f.invited_at END,
      completed_at = CASE WHEN NEW.step = 'completed' THEN least(f.completed_at, NEW.at) ELSE f.completed_at END,
      last_at = greatest(f.last_at, NEW.at);
    RETURN NULL;
  END IF;
  -- A step this referee already had counts once (reminders: each).
  IF NEW.step <> 'reminded' AND EXISTS (
    SELECT 1 FROM step_events e
    WHERE e.talent_id = NEW.talent_id AND e.step = NEW.step AND e.referee_id = NEW.referee_id AND e.id < NEW.id
  ) THEN
    UPDATE funnel_counts f SET last_at = greatest(f.last_at, NEW.at)
    WHERE f.talent_id = NEW.talent_id
      AND f.relationship = coalesce((SELECT r.relationship FROM referees r WHERE r.id = NEW.referee_id), '');
    RETURN NULL;
  END IF;
  SELECT r.relationship INTO rel FROM referees r WHERE r.id = NEW.referee_id;
  INSERT INTO funnel_counts AS f (talent_id, company_id, relationship, invited, opened, consented, phone_verified,
    first_answer, completed, declined, replaced, expired, reminded, last_at)
  VALUES (NEW.talent_id, NEW.company_id, coalesce(rel, ''),
    (NEW.step = 'invited')::int, (NEW.step = 'opened')::int, (NEW.step = 'consented')::int,
    (NEW.step = 'phoneVerified')::int, (NEW.step = 'firstAnswer')::int, (NEW.step = 'completed')::int,
    (NEW.step = 'declined')::int, (NEW.step = 'replaced')::int, (NEW.step = 'expired')::int,
    (NEW.step = 'reminded')::int, NEW.at)
  ON CONFLICT (talent_id, relationship) DO UPDATE SET
    invited = f.invited + EXCLUDED.invited,
    opened = f.opened + EXCLUDED.opened,
    consented = f.consented + EXCLUDED.consented,
    phone_verified = f.phone_verified + EXCLUDED.phone_verified,
    first_answer = f.first_answer + EXCLUDED.first_answer,
    completed = f.completed + EXCLUDED.completed,
    declined = f.declined + EXCLUDED.declined,
    replaced = f.replaced + EXCLUDED.replaced,
    expired = f.expired + EXCLUDED.expired,
    reminded = f.reminded + EXCLUDED.reminded,
    last_at = greatest(f.last_at, EXCLUDED.last_at);
  RETURN NULL;
END $$;--> statement-breakpoint
-- The checks recorded so far, then the trigger for every step from now on.
INSERT INTO funnel_checks (talent_id, company_id, invited_at, completed_at, last_at)
SELECT e.talent_id, min(e.company_id::text)::uuid,
  min(e.at) FILTER (WHERE e.step = 'invited'), min(e.at) FILTER (WHERE e.step = 'completed'), max(e.at)
FROM step_events e WHERE e.referee_id IS NULL GROUP BY e.talent_id;--> statement-breakpoint
INSERT INTO funnel_counts (talent_id, company_id, relationship, invited, opened, consented, phone_verified,
  first_answer, completed, declined, replaced, expired, reminded, last_at)
SELECT e.talent_id, min(e.company_id::text)::uuid, coalesce(r.relationship, ''),
  count(DISTINCT e.referee_id) FILTER (WHERE e.step = 'invited'),
  count(DISTINCT e.referee_id) FILTER (WHERE e.step = 'opened'),
  count(DISTINCT e.referee_id) FILTER (WHERE e.step = 'consented'),
  count(DISTINCT e.referee_id) FILTER (WHERE e.step = 'phoneVerified'),
  count(DISTINCT e.referee_id) FILTER (WHERE e.step = 'firstAnswer'),
  count(DISTINCT e.referee_id) FILTER (WHERE e.step = 'completed'),
  count(DISTINCT e.referee_id) FILTER (WHERE e.step = 'declined'),
  count(DISTINCT e.referee_id) FILTER (WHERE e.step = 'replaced'),
  count(DISTINCT e.referee_id) FILTER (WHERE e.step = 'expired'),
  count(*) FILTER (WHERE e.step = 'reminded'),
  max(e.at)
FROM step_events e LEFT JOIN referees r ON r.id = e.referee_id
WHERE e.referee_id IS NOT NULL
GROUP BY e.talent_id, coalesce(r.relationship, '');--> statement-breakpoint
CREATE TRIGGER step_events_rollup AFTER INSERT OR DELETE ON step_events FOR EACH ROW EXECUTE FUNCTION step_events_rollup();
