CREATE TABLE "licence_notices" (
	"user_id" integer NOT NULL,
	"expiry_date" date NOT NULL,
	"days_before" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "licence_notices_user_id_expiry_date_days_before_pk" PRIMARY KEY("user_id","expiry_date","days_before"),
	CONSTRAINT "licence_notices_days" CHECK ("licence_notices"."days_before" in (60, 30, 7, 0))
);
--> statement-breakpoint
CREATE TABLE "licence_renewals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "licence_renewals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"license_number" text NOT NULL,
	"expiry_date" date NOT NULL,
	"document_key" text NOT NULL,
	"document_type" text NOT NULL,
	"document_bytes" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	CONSTRAINT "licence_renewals_status" CHECK ("licence_renewals"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_by" integer;--> statement-breakpoint
ALTER TABLE "licence_notices" ADD CONSTRAINT "licence_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_renewals" ADD CONSTRAINT "licence_renewals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_renewals" ADD CONSTRAINT "licence_renewals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "licence_renewals_one_pending" ON "licence_renewals" USING btree ("user_id") WHERE "licence_renewals"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "licence_renewals_review_idx" ON "licence_renewals" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "licence_renewals_user_idx" ON "licence_renewals" USING btree ("user_id","submitted_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_suspended_by_users_id_fk" FOREIGN KEY ("suspended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_licence_expiry_idx" ON "users" USING btree ("license_expiry_date") WHERE "users"."role" = 'doctor' and "users"."status" = 'approved';