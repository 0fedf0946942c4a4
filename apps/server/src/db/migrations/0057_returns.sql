CREATE TABLE "return_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_sequence" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "return_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "return_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"return_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"approved_quantity" integer,
	"reason" text NOT NULL,
	"reason_text" text,
	CONSTRAINT "return_lines_reason" CHECK ("return_lines"."reason" in ('damaged', 'wrong-item', 'expired-on-arrival', 'not-needed', 'other')),
	CONSTRAINT "return_lines_quantities" CHECK ("return_lines"."quantity" > 0 and ("return_lines"."approved_quantity" is null or "return_lines"."approved_quantity" between 0 and "return_lines"."quantity"))
);
--> statement-breakpoint
CREATE TABLE "return_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "return_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"practice_id" integer,
	"requested_by" integer,
	"status" text DEFAULT 'requested' NOT NULL,
	"rma_year" integer,
	"rma_sequence" integer,
	"rma_number" text,
	"refusal_reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_requests_status" CHECK ("return_requests"."status" in ('requested', 'approved', 'refused', 'received')),
	CONSTRAINT "return_requests_decided" CHECK (("return_requests"."status" in ('approved', 'received')) = ("return_requests"."rma_number" is not null)
        and ("return_requests"."status" = 'refused') = ("return_requests"."refusal_reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_return_id_return_requests_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."return_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_lines_return_idx" ON "return_lines" USING btree ("return_id");--> statement-breakpoint
CREATE INDEX "return_lines_order_item_idx" ON "return_lines" USING btree ("order_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "return_lines_return_item_key" ON "return_lines" USING btree ("return_id","order_item_id");--> statement-breakpoint
CREATE INDEX "return_requests_order_idx" ON "return_requests" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "return_requests_status_idx" ON "return_requests" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "return_requests_rma_key" ON "return_requests" USING btree ("rma_year","rma_sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "return_requests_rma_number_key" ON "return_requests" USING btree ("rma_number");