ALTER TABLE "orders" ADD COLUMN "practice_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_practice_created_idx" ON "orders" USING btree ("practice_id","created_at","id");--> statement-breakpoint
-- Each order so far was placed by a doctor alone in the practice their account founded (0044).
UPDATE "orders" SET "practice_id" = m."practice_id"
FROM "practice_members" m WHERE m."user_id" = "orders"."user_id";
