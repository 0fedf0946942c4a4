-- The catalogue import (issue 22, modules/catalog/catalog-import.service.ts) applies a dry run only
-- when the catalogue is as it was checked: `catalogue_version` moves on in every statement that
-- adds, removes or edits what the import compares — a product's own fields, its tiers, a category,
-- a brand. Stock movements and orders (product_stock, stock_left) leave it, except one that sells
-- out a tracked product or brings it back (its in_stock). Statement-level: once per
-- statement, however many rows it writes (bump_version, db/objects/statement-signals.sql).
CREATE OR REPLACE TRIGGER products_catalogue_version AFTER INSERT OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION bump_version('catalogue_version');
CREATE OR REPLACE TRIGGER products_catalogue_version_update AFTER UPDATE OF
    sku, gtin, name, description, price, original_price, image_url, image_urls, tags, in_stock,
    featured, category_id, brand_id, track_inventory, lot_tracked, low_stock_threshold
  ON products FOR EACH STATEMENT EXECUTE FUNCTION bump_version('catalogue_version');
CREATE OR REPLACE TRIGGER bulk_discount_tiers_catalogue_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON bulk_discount_tiers
  FOR EACH STATEMENT EXECUTE FUNCTION bump_version('catalogue_version');
CREATE OR REPLACE TRIGGER categories_catalogue_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION bump_version('catalogue_version');
CREATE OR REPLACE TRIGGER brands_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON brands
  FOR EACH STATEMENT EXECUTE FUNCTION bump_version('catalogue_version');
