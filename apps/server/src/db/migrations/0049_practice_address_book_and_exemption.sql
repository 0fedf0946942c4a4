ALTER TABLE "saved_addresses" DROP CONSTRAINT "saved_addresses_user_id_users_id_fk";
--> statement-breakpoint
DROP INDEX "saved_addresses_user_idx";--> statement-breakpoint
ALTER TABLE "saved_addresses" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_addresses" ADD COLUMN "practice_id" integer;--> statement-breakpoint
-- Issue 39: the address book is the practice's: each address goes to the practice of the account that kept it.
UPDATE "saved_addresses" a SET "practice_id" = m."practice_id" FROM "practice_members" m WHERE m."user_id" = a."user_id";--> statement-breakpoint
DELETE FROM "saved_addresses" WHERE "practice_id" IS NULL;--> statement-breakpoint
ALTER TABLE "saved_addresses" ALTER COLUMN "practice_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "practices" ADD COLUMN "tax_exemption_number" text;--> statement-breakpoint
ALTER TABLE "practices" ADD COLUMN "tax_exemption_expires" date;--> statement-breakpoint
ALTER TABLE "saved_addresses" ADD CONSTRAINT "saved_addresses_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_addresses" ADD CONSTRAINT "saved_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_addresses_practice_idx" ON "saved_addresses" USING btree ("practice_id","id");--> statement-breakpoint
ALTER TABLE "practices" ADD CONSTRAINT "practices_tax_exemption_whole" CHECK (("practices"."tax_exemption_number" is null) = ("practices"."tax_exemption_expires" is null));--> statement-breakpoint
-- The tax exemption is the practice's too: each practice takes its owner's (every practice so far has one owner with the account's exemption).
UPDATE "practices" p SET "tax_exemption_number" = u."tax_exemption_number", "tax_exemption_expires" = u."tax_exemption_expires"
FROM "practice_members" m JOIN "users" u ON u."id" = m."user_id"
WHERE m."practice_id" = p."id" AND m."role" = 'owner' AND u."tax_exemption_number" IS NOT NULL;
