ALTER TABLE "recall_lines" ADD COLUMN "practice_id" integer;--> statement-breakpoint
ALTER TABLE "recall_notices" ADD COLUMN "practice_id" integer;--> statement-breakpoint
ALTER TABLE "recall_lines" ADD CONSTRAINT "recall_lines_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_notices" ADD CONSTRAINT "recall_notices_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recall_lines_practice_idx" ON "recall_lines" USING btree ("recall_id","practice_id");--> statement-breakpoint
CREATE INDEX "recall_notices_practice_idx" ON "recall_notices" USING btree ("recall_id","practice_id");--> statement-breakpoint
-- Issue 39: a recall's lines name the practice the order was placed for, and each notice the practice it is about.
UPDATE "recall_lines" l SET "practice_id" = o."practice_id" FROM "orders" o WHERE o."id" = l."order_id";--> statement-breakpoint
UPDATE "recall_lines" l SET "practice_id" = m."practice_id" FROM "practice_members" m
  WHERE l."practice_id" IS NULL AND m."user_id" = l."user_id";--> statement-breakpoint
UPDATE "recall_notices" n SET "practice_id" = m."practice_id" FROM "practice_members" m WHERE m."user_id" = n."user_id";
