ALTER TABLE "account_payments" ADD COLUMN "allocated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "account_payments_holding_credit_idx" ON "account_payments" USING btree ("practice_id") WHERE "account_payments"."allocated_at" is null;--> statement-breakpoint
CREATE INDEX "invoices_open_on_account_idx" ON "invoices" USING btree ("due_on","id") WHERE "invoices"."kind" = 'invoice' and "invoices"."due_on" is not null and "invoices"."settled_at" is null;--> statement-breakpoint
-- What is settled already, as the code marks it from now on (db/account-credit.ts): invoices on
-- account paid or credited in full, payments allocated in full.
UPDATE "invoices" SET "settled_at" = now()
 WHERE "kind" = 'invoice' AND "due_on" IS NOT NULL AND "settled_at" IS NULL
   AND (SELECT o.total_amount FROM orders o WHERE o.id = invoices.order_id)
     - CASE WHEN EXISTS (SELECT 1 FROM invoices note WHERE note.order_id = invoices.order_id AND note.kind = 'credit_note')
            THEN (SELECT o.total_amount FROM orders o WHERE o.id = invoices.order_id) ELSE 0 END
     - COALESCE((SELECT sum(part.amount) FROM payment_allocations part WHERE part.invoice_id = invoices.id), 0) <= 0;--> statement-breakpoint
UPDATE "account_payments" SET "allocated_at" = now()
 WHERE "allocated_at" IS NULL
   AND "amount" <= COALESCE((SELECT sum(part.amount) FROM payment_allocations part WHERE part.payment_id = account_payments.id), 0);
