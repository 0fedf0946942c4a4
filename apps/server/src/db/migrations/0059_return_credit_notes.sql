ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_kind";--> statement-breakpoint
DROP INDEX "invoices_order_kind_key";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "return_id" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "amounts" jsonb;--> statement-breakpoint
ALTER TABLE "return_lines" ADD COLUMN "restocked" integer;--> statement-breakpoint
ALTER TABLE "return_lines" ADD COLUMN "written_off" integer;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "received_by" integer;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "return_id" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_return_id_return_requests_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."return_requests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_received_by_users_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_return_id_return_requests_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."return_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_invoice_key" ON "invoices" USING btree ("order_id") WHERE "invoices"."kind" = 'invoice';--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_cancellation_key" ON "invoices" USING btree ("order_id") WHERE "invoices"."kind" = 'credit_note' and "invoices"."return_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_return_key" ON "invoices" USING btree ("return_id");--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_received" CHECK (("return_lines"."restocked" is null) = ("return_lines"."written_off" is null)
        and ("return_lines"."restocked" is null or ("return_lines"."restocked" >= 0 and "return_lines"."written_off" >= 0
          and "return_lines"."restocked" + "return_lines"."written_off" = "return_lines"."approved_quantity")));--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_kind" CHECK ("stock_movements"."kind" in ('receive', 'adjust', 'damage', 'expire', 'ship', 'recall', 'returned'));