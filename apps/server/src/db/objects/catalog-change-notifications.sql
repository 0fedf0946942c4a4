-- Every change to what the storefront shows announces itself on the channel `catalog_changed`, so
-- each server process can drop its cached catalogue responses (docs/decisions/007: an in-memory
-- cache needs cross-instance invalidation). Statement-level: one notification per statement, sent
-- at commit.
CREATE OR REPLACE FUNCTION notify_catalog_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('catalog_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE OR REPLACE TRIGGER products_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
CREATE OR REPLACE TRIGGER bulk_discount_tiers_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON bulk_discount_tiers
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
CREATE OR REPLACE TRIGGER categories_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
CREATE OR REPLACE TRIGGER brands_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON brands
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
CREATE OR REPLACE TRIGGER featured_carousel_entries_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON featured_carousel_entries
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
CREATE OR REPLACE TRIGGER hero_carousel_items_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON hero_carousel_items
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
