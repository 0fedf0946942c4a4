CREATE TYPE "public"."sign_off_status" AS ENUM('pending', 'approved', 'declined');--> statement-breakpoint
CREATE TABLE "sign_off_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sign_off_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"practice_id" integer NOT NULL,
	"requested_by" integer NOT NULL,
	"status" "sign_off_status" DEFAULT 'pending' NOT NULL,
	"reasons" text[] NOT NULL,
	"idempotency_key" text NOT NULL,
	"idempotency_hash" text,
	"submission_secret" text,
	"summary" jsonb NOT NULL,
	"total_amount" numeric(12, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"decline_reason" text,
	"order_id" integer,
	CONSTRAINT "sign_off_requests_reasons" CHECK ("sign_off_requests"."reasons" <@ array['prescription-only', 'over-limit']::text[] and cardinality("sign_off_requests"."reasons") > 0),
	CONSTRAINT "sign_off_requests_secret_while_pending" CHECK ("sign_off_requests"."status" = 'pending' or "sign_off_requests"."submission_secret" is null)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "prescription_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "signed_off_by" integer;--> statement-breakpoint
ALTER TABLE "sign_off_requests" ADD CONSTRAINT "sign_off_requests_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_off_requests" ADD CONSTRAINT "sign_off_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_off_requests" ADD CONSTRAINT "sign_off_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_off_requests" ADD CONSTRAINT "sign_off_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sign_off_requests_user_key" ON "sign_off_requests" USING btree ("requested_by","idempotency_key");--> statement-breakpoint
CREATE INDEX "sign_off_requests_practice_idx" ON "sign_off_requests" USING btree ("practice_id","status","created_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_signed_off_by_users_id_fk" FOREIGN KEY ("signed_off_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Toxins and fillers are prescription-only, as the demo catalogue seeds them from now on.
UPDATE "products" SET "prescription_only" = true
WHERE "category_id" IN (SELECT "id" FROM "categories" WHERE "slug" IN ('botulinum-toxins', 'dermal-fillers'));
