-- Trigram indexes for product search (ILIKE %term%). pg_trgm is a trusted extension: the
-- database owner may create it; the embedded database loads it in openEmbeddedDatabase.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_description_trgm_idx" ON "products" USING gin ("description" gin_trgm_ops);