ALTER TABLE "orders" ADD COLUMN "shipped_on" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_on" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_assumed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_shipped_on_idx" ON "orders" USING btree ("shipped_on","id") WHERE "orders"."status" = 'shipped';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivered_after_shipped" CHECK ("orders"."delivered_on" >= "orders"."shipped_on");