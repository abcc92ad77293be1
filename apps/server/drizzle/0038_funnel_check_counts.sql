ALTER TABLE "funnel_checks" ADD COLUMN "invited" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "funnel_checks" ADD COLUMN "opened" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "funnel_checks" ADD COLUMN "consented" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "funnel_checks" ADD COLUMN "phone_verified" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "funnel_checks" ADD COLUMN "first_answer" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "funnel_checks" ADD COLUMN "completed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "funnel_checks" ADD COLUMN "declined" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "funnel_checks" ADD COLUMN "replaced" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "funnel_checks" ADD COLUMN "expired" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "funnel_checks" ADD COLUMN "reminded" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Issue 36, speed: a check's referee counts over every relationship, on its funnel_checks row, so that the funnel
-- without a relationship filter reads one row per check instead of joining funnel_counts too. Kept by the same
-- trigger: a referee's first step of a kind adds to both rows (the check's row is made when the referee's step comes
-- first, its candidate times unset); a recount (a deleted event) sets the check's counts to the sums of its rows.
CREATE OR REPLACE FUNCTION funnel_rollup_refresh(check_id uuid) RETURNS void LANGUAGE sql AS $$
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
  INSERT INTO funnel_checks AS f (talent_id, company_id, invited, opened, consented, phone_verified, first_answer,
    completed, declined, replaced, expired, reminded)
  SELECT n.talent_id, min(n.company_id::text)::uuid, sum(n.invited), sum(n.opened), sum(n.consented),
    sum(n.phone_verified), sum(n.first_answer), sum(n.completed), sum(n.declined), sum(n.replaced), sum(n.expired),
    sum(n.reminded)
  FROM funnel_counts n WHERE n.talent_id = check_id GROUP BY n.talent_id
  ON CONFLICT (talent_id) DO UPDATE SET invited = EXCLUDED.invited, opened = EXCLUDED.opened,
    consented = EXCLUDED.consented, phone_verified = EXCLUDED.phone_verified, first_answer = EXCLUDED.first_answer,
    completed = EXCLUDED.completed, declined = EXCLUDED.declined, replaced = EXCLUDED.replaced,
    expired = EXCLUDED.expired, reminded = EXCLUDED.reminded;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION step_events_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
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
      -- greatest() skips a null: the row a referee's step made has no candidate step yet.
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
  INSERT INTO funnel_checks AS f (talent_id, company_id, invited, opened, consented, phone_verified, first_answer,
    completed, declined, replaced, expired, reminded)
  VALUES (NEW.talent_id, NEW.company_id,
    (NEW.step = 'invited')::int, (NEW.step = 'opened')::int, (NEW.step = 'consented')::int,
    (NEW.step = 'phoneVerified')::int, (NEW.step = 'firstAnswer')::int, (NEW.step = 'completed')::int,
    (NEW.step = 'declined')::int, (NEW.step = 'replaced')::int, (NEW.step = 'expired')::int,
    (NEW.step = 'reminded')::int)
  ON CONFLICT (talent_id) DO UPDATE SET
    invited = f.invited + EXCLUDED.invited,
    opened = f.opened + EXCLUDED.opened,
    consented = f.consented + EXCLUDED.consented,
    phone_verified = f.phone_verified + EXCLUDED.phone_verified,
    first_answer = f.first_answer + EXCLUDED.first_answer,
    completed = f.completed + EXCLUDED.completed,
    declined = f.declined + EXCLUDED.declined,
    replaced = f.replaced + EXCLUDED.replaced,
    expired = f.expired + EXCLUDED.expired,
    reminded = f.reminded + EXCLUDED.reminded;
  RETURN NULL;
END $$;--> statement-breakpoint
-- The counts of the checks recorded so far.
INSERT INTO funnel_checks AS f (talent_id, company_id, invited, opened, consented, phone_verified, first_answer,
  completed, declined, replaced, expired, reminded)
SELECT n.talent_id, min(n.company_id::text)::uuid, sum(n.invited), sum(n.opened), sum(n.consented),
  sum(n.phone_verified), sum(n.first_answer), sum(n.completed), sum(n.declined), sum(n.replaced), sum(n.expired),
  sum(n.reminded)
FROM funnel_counts n GROUP BY n.talent_id
ON CONFLICT (talent_id) DO UPDATE SET invited = EXCLUDED.invited, opened = EXCLUDED.opened,
  consented = EXCLUDED.consented, phone_verified = EXCLUDED.phone_verified, first_answer = EXCLUDED.first_answer,
  completed = EXCLUDED.completed, declined = EXCLUDED.declined, replaced = EXCLUDED.replaced,
  expired = EXCLUDED.expired, reminded = EXCLUDED.reminded;
