CREATE TABLE "company_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"key" text NOT NULL,
	"status" text NOT NULL,
	"message_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_state_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_state_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" uuid NOT NULL,
	"field" text NOT NULL,
	"value" jsonb,
	"effective_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "card_expire" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "card_invalid_reason" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "card_invalid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "payment_method" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_notices" ADD CONSTRAINT "company_notices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_state_history" ADD CONSTRAINT "company_state_history_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_notices_key_idx" ON "company_notices" USING btree ("company_id","key");--> statement-breakpoint
CREATE INDEX "company_state_history_idx" ON "company_state_history" USING btree ("company_id","field","effective_at");--> statement-breakpoint
-- Billing state history (issue 20): every change of a field the monthly billing reads is kept with the instant
-- it took effect, by triggers, so no code path can change a billed field without leaving its row.
-- A change takes effect now (the transaction's time); seeds and tests that build a past may name the instant with
-- `set local refcheck.effective_at = '<timestamptz>'` (the product never does).
create or replace function company_state_effective_at() returns timestamptz language sql stable as $$
  select coalesce(nullif(current_setting('refcheck.effective_at', true), '')::timestamptz, now())
$$;
--> statement-breakpoint
create or replace function company_state_record() returns trigger language plpgsql as $$
declare
  v_at timestamptz := company_state_effective_at();
begin
  if tg_op = 'INSERT' then
    -- A new company's state holds from its creation (seeds create companies in the past).
    v_at := least(v_at, new.created_at);
    insert into company_state_history (company_id, field, value, effective_at) values
      (new.id, 'selected_plan', to_jsonb(new.selected_plan), v_at),
      (new.id, 'allowed_plan', to_jsonb(new.allowed_plan), v_at),
      (new.id, 'sonar', to_jsonb(new.sonar), v_at),
      (new.id, 'risk_eyes_id', to_jsonb(new.risk_eyes_id), v_at),
      (new.id, 'verified_at', to_jsonb(new.verified_at), v_at),
      (new.id, 'banned_at', to_jsonb(new.banned_at), v_at),
      (new.id, 'deleted_at', to_jsonb(new.deleted_at), v_at),
      (new.id, 'payment_method', to_jsonb(new.payment_method), v_at),
      (new.id, 'card_valid', to_jsonb(new.card_valid), v_at),
      (new.id, 'sub_accounts', to_jsonb(0), v_at);
    return new;
  end if;
  if new.selected_plan is distinct from old.selected_plan then
    insert into company_state_history (company_id, field, value, effective_at) values (new.id, 'selected_plan', to_jsonb(new.selected_plan), v_at);
  end if;
  if new.allowed_plan is distinct from old.allowed_plan then
    insert into company_state_history (company_id, field, value, effective_at) values (new.id, 'allowed_plan', to_jsonb(new.allowed_plan), v_at);
  end if;
  if new.sonar is distinct from old.sonar then
    insert into company_state_history (company_id, field, value, effective_at) values (new.id, 'sonar', to_jsonb(new.sonar), v_at);
  end if;
  if new.risk_eyes_id is distinct from old.risk_eyes_id then
    insert into company_state_history (company_id, field, value, effective_at) values (new.id, 'risk_eyes_id', to_jsonb(new.risk_eyes_id), v_at);
  end if;
  if new.verified_at is distinct from old.verified_at then
    insert into company_state_history (company_id, field, value, effective_at) values (new.id, 'verified_at', to_jsonb(new.verified_at), v_at);
  end if;
  if new.banned_at is distinct from old.banned_at then
    insert into company_state_history (company_id, field, value, effective_at) values (new.id, 'banned_at', to_jsonb(new.banned_at), v_at);
  end if;
  if new.deleted_at is distinct from old.deleted_at then
    insert into company_state_history (company_id, field, value, effective_at) values (new.id, 'deleted_at', to_jsonb(new.deleted_at), v_at);
  end if;
  if new.payment_method is distinct from old.payment_method then
    insert into company_state_history (company_id, field, value, effective_at) values (new.id, 'payment_method', to_jsonb(new.payment_method), v_at);
  end if;
  if new.card_valid is distinct from old.card_valid then
    insert into company_state_history (company_id, field, value, effective_at) values (new.id, 'card_valid', to_jsonb(new.card_valid), v_at);
  end if;
  return new;
end $$;
--> statement-breakpoint
create trigger companies_state_history after insert or update on companies
  for each row execute function company_state_record();
--> statement-breakpoint
create or replace function sub_accounts_state_record() returns trigger language plpgsql as $$
declare
  v_company uuid := coalesce(new.company_id, old.company_id);
begin
  if tg_op = 'UPDATE' and new.banned_at is not distinct from old.banned_at then return null; end if;
  if not exists (select 1 from companies where id = v_company) then return null; end if;
  insert into company_state_history (company_id, field, value, effective_at)
  select v_company, 'sub_accounts', to_jsonb(count(*)::int),
    case when tg_op = 'INSERT' then least(company_state_effective_at(), new.created_at)
    else company_state_effective_at() end
  from sub_accounts where company_id = v_company and banned_at is null;
  return null;
end $$;
--> statement-breakpoint
create trigger sub_accounts_state_history after insert or update or delete on sub_accounts
  for each row execute function sub_accounts_state_record();
--> statement-breakpoint
-- Existing companies: their state as it is now, effective from their creation (nothing earlier was recorded).
insert into company_state_history (company_id, field, value, effective_at)
select c.id, f.field, f.value, c.created_at
from companies c
cross join lateral (values
  ('selected_plan', to_jsonb(c.selected_plan)),
  ('allowed_plan', to_jsonb(c.allowed_plan)),
  ('sonar', to_jsonb(c.sonar)),
  ('risk_eyes_id', to_jsonb(c.risk_eyes_id)),
  ('verified_at', to_jsonb(c.verified_at)),
  ('banned_at', to_jsonb(c.banned_at)),
  ('deleted_at', to_jsonb(c.deleted_at)),
  ('payment_method', to_jsonb(c.payment_method)),
  ('card_valid', to_jsonb(c.card_valid)),
  ('sub_accounts', to_jsonb((select count(*)::int from sub_accounts s where s.company_id = c.id and s.banned_at is null)))
) as f(field, value);
