-- An order line keeps what priced it: the product's SKU and the bulk tier's percent at checkout,
-- which checkout writes from now on. Lines placed before get the best guess there is:
-- - a line its invoice kept them for takes the invoice's (taken at approval, nearer to checkout
--   than today, and what the invoice printed);
-- - any other line takes its product's SKU now, and the tier today's tiers give for its quantity
--   (0 when none applies), but only when that still prices the line at the unit price it was
--   charged (the contract's rounding: half-up to the cent); else its tier stays null, unknown (a
--   dash on a document), as does a line's SKU whose product is gone.
ALTER TABLE "order_items" ADD COLUMN "sku" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "tier_discount_percent" numeric(5, 2);--> statement-breakpoint
UPDATE "order_items" AS "line"
   SET "sku" = "best"."sku", "tier_discount_percent" = "best"."tier"
  FROM (
    SELECT "item"."id",
           CASE WHEN "kept"."item_id" IS NOT NULL THEN "kept"."sku" ELSE "product"."sku" END AS "sku",
           CASE
             WHEN "kept"."item_id" IS NOT NULL THEN "kept"."tier"
             WHEN "product"."id" IS NOT NULL
               AND floor((round("product"."price" * 100) * (10000 - round("today"."percent" * 100)) + 5000) / 10000)
                 = round("item"."unit_price" * 100)
               THEN "today"."percent"
           END AS "tier"
      FROM "order_items" AS "item"
      LEFT JOIN (
        SELECT ("kept_line" ->> 'orderItemId')::int AS "item_id",
               "kept_line" ->> 'sku' AS "sku",
               ("kept_line" ->> 'tierDiscountPercent')::numeric(5, 2) AS "tier"
          FROM "invoices", jsonb_array_elements("invoices"."lines") AS "kept_line"
         WHERE "invoices"."kind" = 'invoice'
      ) AS "kept" ON "kept"."item_id" = "item"."id"
      LEFT JOIN "products" AS "product" ON "product"."id" = "item"."product_id"
      CROSS JOIN LATERAL (
        SELECT coalesce(max("tier"."discount_percentage"), 0) AS "percent"
          FROM "bulk_discount_tiers" AS "tier"
         WHERE "tier"."product_id" = "item"."product_id"
           AND "item"."quantity" >= "tier"."min_quantity"
           AND ("tier"."max_quantity" IS NULL OR "item"."quantity" <= "tier"."max_quantity")
      ) AS "today"
  ) AS "best"
 WHERE "best"."id" = "line"."id" AND ("best"."sku" IS NOT NULL OR "best"."tier" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_tier_discount_range" CHECK ("order_items"."tier_discount_percent" between 0 and 100);
