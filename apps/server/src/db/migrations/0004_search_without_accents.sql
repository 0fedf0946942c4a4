-- Search ignores accents as well as case: "juvederm" finds "Juvéderm". unaccent is a trusted
-- extension, like pg_trgm (the embedded database bundles both, openEmbeddedDatabase).
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- The text search compares: lowercased, accents removed. unaccent() on its own is only STABLE (it
-- finds its dictionary through search_path); naming the dictionary makes the result depend on the
-- argument alone, so the function may be IMMUTABLE, stored in generated columns and indexed.
CREATE FUNCTION search_text(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;--> statement-breakpoint
DROP INDEX "products_name_trgm_idx";--> statement-breakpoint
DROP INDEX "products_description_trgm_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_name" text GENERATED ALWAYS AS (search_text(name)) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_description" text GENERATED ALWAYS AS (search_text(description)) STORED;--> statement-breakpoint
CREATE INDEX "products_name_search_idx" ON "products" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_description_search_idx" ON "products" USING gin ("search_description" gin_trgm_ops);