ALTER TABLE "order_items" ADD COLUMN "tax_class" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "tax_amount" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "subtotal_amount" numeric(12, 2);--> statement-breakpoint
-- An order placed before its charges were kept was charged its lines alone: its total.
UPDATE "orders" SET "subtotal_amount" = "total_amount";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "subtotal_amount" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_amount" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_amount" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "taxes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_exemption_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ship_to_region" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_tax_class" CHECK ("order_items"."tax_class" in ('standard', 'zero', 'exempt'));--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_tax_nonnegative" CHECK ("order_items"."tax_amount" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_total_is_its_parts" CHECK ("orders"."subtotal_amount" >= 0 and "orders"."shipping_amount" >= 0 and "orders"."tax_amount" >= 0
        and "orders"."total_amount" = "orders"."subtotal_amount" + "orders"."shipping_amount" + "orders"."tax_amount");