CREATE TABLE "document_counters" (
	"series" text PRIMARY KEY NOT NULL,
	"last_value" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_issuer" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"legal_name" text NOT NULL,
	"address" text NOT NULL,
	"phone" text NOT NULL,
	"registration_number" text NOT NULL,
	"bank_account" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_issuer_single_row" CHECK ("invoice_issuer"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"invoice_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"amount" integer NOT NULL,
	"tax_rate" smallint DEFAULT 10 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"received_on" text NOT NULL,
	"amount" integer NOT NULL,
	"method" text NOT NULL,
	"source_key" text,
	"recorded_by" text,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"kind" text NOT NULL,
	"corrects_id" uuid,
	"company_id" uuid NOT NULL,
	"billed_month" text NOT NULL,
	"order_id" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"issuer" jsonb NOT NULL,
	"recipient_name" text NOT NULL,
	"payment_method" text NOT NULL,
	"card_mask" text,
	"subject10" integer NOT NULL,
	"tax10" integer NOT NULL,
	"total" integer NOT NULL,
	"due_date" text,
	"note" text DEFAULT '' NOT NULL,
	"pdf_key" text NOT NULL,
	"pdf_sha256" text NOT NULL,
	"superseded_by" uuid,
	"superseded_at" timestamp with time zone,
	"paid_amount" integer DEFAULT 0 NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"payment_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"issuer" jsonb NOT NULL,
	"recipient_name" text NOT NULL,
	"amount" integer NOT NULL,
	"tax10" integer NOT NULL,
	"received_on" text NOT NULL,
	"method" text NOT NULL,
	"pdf_key" text NOT NULL,
	"pdf_sha256" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_payment_id_invoice_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."invoice_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_pk" ON "invoice_lines" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice_idx" ON "invoice_payments" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_payments_source_idx" ON "invoice_payments" USING btree ("source_key");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_idx" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_monthly_idx" ON "invoices" USING btree ("company_id","billed_month") WHERE "invoices"."kind" = 'monthly';--> statement-breakpoint
CREATE INDEX "invoices_company_idx" ON "invoices" USING btree ("company_id","billed_month");--> statement-breakpoint
CREATE INDEX "invoices_issued_idx" ON "invoices" USING btree ("issued_at");--> statement-breakpoint
CREATE INDEX "invoices_total_idx" ON "invoices" USING btree ("total");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_number_idx" ON "receipts" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_payment_idx" ON "receipts" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "receipts_invoice_idx" ON "receipts" USING btree ("invoice_id");--> statement-breakpoint
-- Issued invoices, their lines, payments and receipts are never edited (電子帳簿保存法). Only an invoice's
-- superseded_by / superseded_at (set once) and paid_amount / paid_at may change. Rows are deleted only by the
-- retention job (`set local refcheck.document_retention = 'on'`, its rule: 7 years after issue).
create or replace function document_retention_delete() returns boolean language sql stable as $$
  select coalesce(current_setting('refcheck.document_retention', true), '') = 'on'
$$;
--> statement-breakpoint
create or replace function invoices_immutable() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    if document_retention_delete() then return old; end if;
    raise exception 'issued invoice % cannot be deleted', old.number using errcode = 'check_violation';
  end if;
  if (to_jsonb(new) - array['superseded_by', 'superseded_at', 'paid_amount', 'paid_at'])
     is distinct from (to_jsonb(old) - array['superseded_by', 'superseded_at', 'paid_amount', 'paid_at']) then
    raise exception 'issued invoice % cannot be changed', old.number using errcode = 'check_violation';
  end if;
  if old.superseded_by is not null and new.superseded_by is distinct from old.superseded_by then
    raise exception 'invoice % is already superseded', old.number using errcode = 'check_violation';
  end if;
  return new;
end $$;
--> statement-breakpoint
create trigger invoices_immutable before update or delete on invoices
  for each row execute function invoices_immutable();
--> statement-breakpoint
create or replace function issued_documents_immutable() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' and document_retention_delete() then return old; end if;
  raise exception 'issued % rows cannot be changed or deleted', tg_table_name using errcode = 'check_violation';
end $$;
--> statement-breakpoint
create trigger invoice_lines_immutable before update or delete on invoice_lines
  for each row execute function issued_documents_immutable();
--> statement-breakpoint
create trigger invoice_payments_immutable before update or delete on invoice_payments
  for each row execute function issued_documents_immutable();
--> statement-breakpoint
create trigger receipts_immutable before update or delete on receipts
  for each row execute function issued_documents_immutable();
