CREATE TABLE "account_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "account_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"practice_id" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"received_on" date NOT NULL,
	"method" text NOT NULL,
	"reference" text,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_payments_amount_positive" CHECK ("account_payments"."amount" > 0),
	CONSTRAINT "account_payments_method" CHECK ("account_payments"."method" in ('cheque', 'transfer', 'card', 'other'))
);
--> statement-breakpoint
CREATE TABLE "payment_allocations" (
	"payment_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_allocations_payment_id_invoice_id_pk" PRIMARY KEY("payment_id","invoice_id"),
	CONSTRAINT "payment_allocations_amount_positive" CHECK ("payment_allocations"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "practice_terms" (
	"practice_id" integer PRIMARY KEY NOT NULL,
	"net_days" integer NOT NULL,
	"credit_limit" numeric(12, 2) NOT NULL,
	"granted_by" integer,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_terms_net_days" CHECK ("practice_terms"."net_days" between 7 and 90),
	CONSTRAINT "practice_terms_limit_positive" CHECK ("practice_terms"."credit_limit" > 0)
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "due_on" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "account_net_days" integer;--> statement-breakpoint
ALTER TABLE "account_payments" ADD CONSTRAINT "account_payments_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_payments" ADD CONSTRAINT "account_payments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_payment_id_account_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."account_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_terms" ADD CONSTRAINT "practice_terms_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_terms" ADD CONSTRAINT "practice_terms_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_payments_practice_idx" ON "account_payments" USING btree ("practice_id","received_on");--> statement-breakpoint
CREATE INDEX "payment_allocations_invoice_idx" ON "payment_allocations" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "orders_practice_on_account_idx" ON "orders" USING btree ("practice_id","status") WHERE "orders"."payment_method" = 'on_account';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method" CHECK ("orders"."payment_method" in ('credit_card', 'on_account')
        and ("orders"."payment_method" = 'on_account') = ("orders"."account_net_days" is not null));