-- Every change to what the storefront shows announces itself on the channel `catalog_changed`, so
-- each server process can drop its cached catalogue responses (docs/decisions/007: an in-memory
-- cache needs cross-instance invalidation). Statement-level: one notification per statement, sent
-- at commit (notify_changed, db/objects/statement-signals.sql).

-- One trigger per table the storefront reads, each named `<table>_catalog_changed`.
DO $$
DECLARE
  tbl text;
BEGIN
  FOREACH tbl IN ARRAY ARRAY[
    'products', 'bulk_discount_tiers', 'categories', 'brands', 'featured_carousel_entries', 'hero_carousel_items',
    -- What orders are charged besides their lines (issue 37): each process keeps the zones and rates.
    'shipping_zones', 'shipping_zone_areas', 'tax_rates'
  ] LOOP
    EXECUTE format(
      'CREATE OR REPLACE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
        'FOR EACH STATEMENT EXECUTE FUNCTION notify_changed(%L)',
      tbl || '_catalog_changed',
      tbl,
      'catalog_changed'
    );
  END LOOP;
END;
$$;
