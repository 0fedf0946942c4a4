ALTER TABLE "order_items" ADD COLUMN "prescription_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Lines ordered before: as their product is now (a product deleted since stays without).
UPDATE "order_items" SET "prescription_only" = true
WHERE "product_id" IN (SELECT "id" FROM "products" WHERE "prescription_only");
