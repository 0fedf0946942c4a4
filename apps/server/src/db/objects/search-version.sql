-- Each server process keeps the catalogue's search text in memory (modules/catalog/search-index.ts,
-- docs/decisions/039) and answers a search from it only when it was built at the current
-- `search_version`. Every write that could change what a search finds or the order it ranks in
-- moves the version on, in the statement that makes it: a product added or removed, its name,
-- description, category, SKU or GTIN changed, a category added, removed, renamed or given another slug. A
-- price, stock or image change leaves it (the response cache hears of those on `catalog_changed`).
-- Statement-level: once per statement, however many rows it writes (bump_version,
-- db/objects/statement-signals.sql).
CREATE OR REPLACE TRIGGER products_search_version AFTER INSERT OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION bump_version('search_version');
CREATE OR REPLACE TRIGGER products_search_version_update AFTER UPDATE OF name, description, category_id, sku, gtin ON products
  FOR EACH STATEMENT EXECUTE FUNCTION bump_version('search_version');
CREATE OR REPLACE TRIGGER categories_search_version AFTER INSERT OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION bump_version('search_version');
CREATE OR REPLACE TRIGGER categories_search_version_update AFTER UPDATE OF name, slug ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION bump_version('search_version');
