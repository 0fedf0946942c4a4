CREATE TABLE "licence_checks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "licence_checks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"renewal_id" integer,
	"trigger" text NOT NULL,
	"provider" text NOT NULL,
	"license_number" text NOT NULL,
	"jurisdiction" text NOT NULL,
	"result" text NOT NULL,
	"entry" jsonb,
	"checked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "licence_checks_trigger" CHECK ("licence_checks"."trigger" in ('registration', 'renewal', 'nightly', 'admin')),
	CONSTRAINT "licence_checks_result" CHECK ("licence_checks"."result" in ('match', 'name-mismatch', 'expiry-mismatch', 'not-found', 'suspended', 'revoked', 'expired', 'unavailable'))
);
--> statement-breakpoint
CREATE TABLE "licence_register" (
	"jurisdiction_key" text NOT NULL,
	"number_key" text NOT NULL,
	"number" text NOT NULL,
	"name" text NOT NULL,
	"jurisdiction" text NOT NULL,
	"status" text NOT NULL,
	"expires_on" date NOT NULL,
	CONSTRAINT "licence_register_jurisdiction_key_number_key_pk" PRIMARY KEY("jurisdiction_key","number_key"),
	CONSTRAINT "licence_register_status" CHECK ("licence_register"."status" in ('active', 'suspended', 'revoked', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "licence_register_uploads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "licence_register_uploads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uploaded_by" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"file_name" text NOT NULL,
	"mapping" jsonb NOT NULL,
	"rows" integer NOT NULL,
	"added" integer NOT NULL,
	"changed" integer NOT NULL,
	"removed" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "licence_registry_answers" (
	"jurisdiction_key" text NOT NULL,
	"number_key" text NOT NULL,
	"entry" jsonb,
	"fetched_at" timestamp with time zone NOT NULL,
	CONSTRAINT "licence_registry_answers_jurisdiction_key_number_key_pk" PRIMARY KEY("jurisdiction_key","number_key")
);
--> statement-breakpoint
CREATE TABLE "licence_registry_runs" (
	"day" date PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"checked" integer DEFAULT 0 NOT NULL,
	"changed" integer DEFAULT 0 NOT NULL,
	"unavailable" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "licence_registry_status" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"result" text,
	"check_id" integer,
	"checked_at" timestamp with time zone,
	"checked_on" date,
	"hold_since" timestamp with time zone,
	"hold_result" text,
	"waived_result" text,
	CONSTRAINT "licence_registry_status_hold_whole" CHECK (("licence_registry_status"."hold_since" is null) = ("licence_registry_status"."hold_result" is null))
);
--> statement-breakpoint
ALTER TABLE "licence_checks" ADD CONSTRAINT "licence_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_checks" ADD CONSTRAINT "licence_checks_renewal_id_licence_renewals_id_fk" FOREIGN KEY ("renewal_id") REFERENCES "public"."licence_renewals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_register_uploads" ADD CONSTRAINT "licence_register_uploads_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_registry_status" ADD CONSTRAINT "licence_registry_status_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_registry_status" ADD CONSTRAINT "licence_registry_status_check_id_licence_checks_id_fk" FOREIGN KEY ("check_id") REFERENCES "public"."licence_checks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "licence_checks_user_idx" ON "licence_checks" USING btree ("user_id","checked_at");--> statement-breakpoint
CREATE INDEX "licence_checks_renewal_idx" ON "licence_checks" USING btree ("renewal_id") WHERE "licence_checks"."renewal_id" is not null;--> statement-breakpoint
CREATE INDEX "licence_registry_status_result_idx" ON "licence_registry_status" USING btree ("result");--> statement-breakpoint
CREATE INDEX "licence_registry_status_holds_idx" ON "licence_registry_status" USING btree ("hold_since") WHERE "licence_registry_status"."hold_since" is not null;