CREATE TYPE "public"."practice_role" AS ENUM('owner', 'prescriber', 'buyer', 'bookkeeper');--> statement-breakpoint
CREATE TABLE "practice_invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "practice_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"practice_id" integer NOT NULL,
	"email" text NOT NULL,
	"role" "practice_role" NOT NULL,
	"monthly_limit" numeric(12, 2),
	"token_hash" text NOT NULL,
	"invited_by" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" integer,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_invitations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "practice_invitations_limit_positive" CHECK ("practice_invitations"."monthly_limit" is null or "practice_invitations"."monthly_limit" > 0)
);
--> statement-breakpoint
CREATE TABLE "practice_members" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"practice_id" integer NOT NULL,
	"role" "practice_role" NOT NULL,
	"monthly_limit" numeric(12, 2),
	"own_orders_only" boolean DEFAULT false NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_members_limit_positive" CHECK ("practice_members"."monthly_limit" is null or "practice_members"."monthly_limit" > 0)
);
--> statement-breakpoint
CREATE TABLE "practices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "practices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practices_name_not_blank" CHECK (length(trim("practices"."name")) > 0)
);
--> statement-breakpoint
ALTER TABLE "practice_invitations" ADD CONSTRAINT "practice_invitations_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_invitations" ADD CONSTRAINT "practice_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_invitations" ADD CONSTRAINT "practice_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_members" ADD CONSTRAINT "practice_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_members" ADD CONSTRAINT "practice_members_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "practice_invitations_open_email_key" ON "practice_invitations" USING btree ("practice_id",lower("email")) WHERE "practice_invitations"."accepted_at" is null and "practice_invitations"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "practice_members_practice_idx" ON "practice_members" USING btree ("practice_id","joined_at");--> statement-breakpoint
-- Every doctor's account founds its own practice (issue 39), named after the registered practice
-- or else the doctor, with the doctor as its owner. The practice takes its founder's id, so each
-- doctor finds theirs in one statement; the identity then continues above the largest.
INSERT INTO "practices" ("id", "name", "created_at") OVERRIDING SYSTEM VALUE
SELECT "id", coalesce(nullif(trim("practice_name"), ''), "full_name"), "created_at"
FROM "users" WHERE "role" = 'doctor';--> statement-breakpoint
INSERT INTO "practice_members" ("user_id", "practice_id", "role", "joined_at")
SELECT "id", "id", 'owner', "created_at" FROM "users" WHERE "role" = 'doctor';--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('practices', 'id'), coalesce((SELECT max("id") FROM "practices"), 0) + 1, false);
