ALTER TABLE "orders" ADD COLUMN "shipped_on" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_on" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_assumed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Orders shipped or delivered before these columns: the days their history recorded (in UTC; the
-- shop's time zone is a setting, which a migration does not read).
UPDATE "orders" SET
  "shipped_on" = coalesce((SELECT (min(h."created_at") AT TIME ZONE 'UTC')::date FROM "order_status_history" h
    WHERE h."order_id" = "orders"."id" AND h."to_status" = 'shipped'),
    -- An order without that history (a bulk load): the day of its last change.
    ("updated_at" AT TIME ZONE 'UTC')::date),
  "delivered_on" = coalesce((SELECT (min(h."created_at") AT TIME ZONE 'UTC')::date FROM "order_status_history" h
    WHERE h."order_id" = "orders"."id" AND h."to_status" = 'delivered'),
    CASE WHEN "status" = 'delivered' THEN ("updated_at" AT TIME ZONE 'UTC')::date END)
WHERE "status" IN ('shipped', 'delivered');--> statement-breakpoint
CREATE INDEX "orders_shipped_on_idx" ON "orders" USING btree ("shipped_on","id") WHERE "orders"."status" = 'shipped';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivered_after_shipped" CHECK ("orders"."delivered_on" >= "orders"."shipped_on");