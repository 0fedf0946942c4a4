CREATE TABLE "rejected_registrations" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"full_name" text NOT NULL,
	"license_number" text,
	"college_name" text,
	"province_state" text,
	"license_expiry_date" date,
	"practice_name" text,
	"practice_address" text,
	"registered_at" timestamp with time zone NOT NULL,
	"rejected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rejected_by" integer
);
--> statement-breakpoint
ALTER TABLE "rejected_registrations" ADD CONSTRAINT "rejected_registrations_rejected_by_users_id_fk" FOREIGN KEY ("rejected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rejected_registrations_registered_idx" ON "rejected_registrations" USING btree ("registered_at");