-- Issue 22: every product gets a SKU (existing ones MED-<id>, in the order they were added; later
-- ones written without one the next number), and may get a GTIN. The trigram indexes of the LIKE
-- search go (contract step of decision 039: no release since searches with them).
CREATE SEQUENCE "public"."products_sku_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
DROP INDEX "products_name_search_idx";--> statement-breakpoint
DROP INDEX "products_description_search_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sku" text;--> statement-breakpoint
UPDATE "products" SET "sku" = 'MED-' || lpad("id"::text, 6, '0');--> statement-breakpoint
SELECT setval('products_sku_seq', coalesce(max("id"), 0) + 1, false) FROM "products";--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "sku" SET DEFAULT 'MED-' || lpad(nextval('products_sku_seq')::text, 6, '0');--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "sku" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gtin" text;--> statement-breakpoint
CREATE UNIQUE INDEX "products_sku_key" ON "products" USING btree ("sku");--> statement-breakpoint
CREATE UNIQUE INDEX "products_gtin_key" ON "products" USING btree ("gtin");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_sku_format" CHECK ("products"."sku" ~ '^[A-Z0-9][A-Z0-9._/-]{0,39}$');--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_gtin_format" CHECK ("products"."gtin" ~ '^([0-9]{8}|[0-9]{12,14})$');