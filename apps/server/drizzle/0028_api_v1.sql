CREATE TABLE "api_idempotency" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"api_key_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer,
	"response_body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "talents" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "api_idempotency" ADD CONSTRAINT "api_idempotency_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_idempotency_key_idx" ON "api_idempotency" USING btree ("api_key_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_hash_idx" ON "api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "api_keys_company_idx" ON "api_keys" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "talents_company_compound_idx" ON "talents" USING btree ("company_id","compound_id");--> statement-breakpoint
-- Public API (issue 25): talents.updated_at is kept by the database so that no code path can change a candidate, or
-- one of its referees, without the change showing in `GET /api/v1/candidates?updatedSince=`. Existing rows get the
-- latest instant known of them.
update talents set updated_at = greatest(created_at, invited_at, consented_at, completed_at, declined_at, deleted_at, excuse_created_at, excuse_completed_at);
--> statement-breakpoint
create or replace function talents_touch() returns trigger language plpgsql as $$
begin
  if row(new.*) is distinct from row(old.*) then
    new.updated_at := now();
  end if;
  return new;
end
$$;
--> statement-breakpoint
create trigger talents_touch before update on talents for each row execute function talents_touch();
--> statement-breakpoint
create or replace function referees_touch_talent() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' or row(new.*) is distinct from row(old.*) then
    update talents set updated_at = now() where id = new.talent_id;
  end if;
  return null;
end
$$;
--> statement-breakpoint
create trigger referees_touch_talent after insert or update on referees for each row execute function referees_touch_talent();
