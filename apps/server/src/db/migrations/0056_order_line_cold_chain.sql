ALTER TABLE "order_items" ADD COLUMN "cold_chain" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Lines ordered before: as their product is now (a product deleted since stays without).
UPDATE "order_items" SET "cold_chain" = true
WHERE "product_id" IN (SELECT "id" FROM "products" WHERE "cold_chain");
