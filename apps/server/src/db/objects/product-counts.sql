-- product_counts (products per category and stock state) is kept exact by statement-level triggers
-- reading the statement's transition tables: one change per (category, stock) group a statement
-- touches, however many rows it inserts, updates or deletes. A group's row is updated when it exists
-- (a negative change included) and created otherwise, which only adding products can need; two
-- writers creating one group at once meet in ON CONFLICT.
CREATE OR REPLACE FUNCTION product_counts_apply(changes jsonb) RETURNS void AS $$
  WITH change AS (
    SELECT (c->>'category_id')::int AS category_id, (c->>'in_stock')::boolean AS in_stock,
           sum((c->>'delta')::int)::int AS delta
    FROM jsonb_array_elements(changes) AS c
    GROUP BY 1, 2
    HAVING sum((c->>'delta')::int) <> 0
  ), updated AS (
    UPDATE product_counts AS pc SET count = pc.count + change.delta
    FROM change
    WHERE pc.category_id = change.category_id AND pc.in_stock = change.in_stock
    RETURNING pc.category_id, pc.in_stock
  )
  INSERT INTO product_counts (category_id, in_stock, count)
  SELECT change.category_id, change.in_stock, change.delta
  FROM change
  WHERE NOT EXISTS (
    SELECT 1 FROM updated WHERE updated.category_id = change.category_id AND updated.in_stock = change.in_stock
  )
  ON CONFLICT (category_id, in_stock) DO UPDATE SET count = product_counts.count + excluded.count;
$$ LANGUAGE sql;

-- Rows a statement added count +1 in their group, rows it took away -1 (an update does both, so a
-- product that changed neither category nor stock cancels out). A branch names only the transition
-- table its operation has.
CREATE OR REPLACE FUNCTION product_counts_after_change() RETURNS trigger AS $$
DECLARE
  added jsonb := '[]';
  removed jsonb := '[]';
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT coalesce(jsonb_agg(jsonb_build_object('category_id', category_id, 'in_stock', in_stock, 'delta', n)), '[]')
    INTO added
    FROM (SELECT category_id, in_stock, count(*) AS n FROM new_rows GROUP BY 1, 2) AS g;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    SELECT coalesce(jsonb_agg(jsonb_build_object('category_id', category_id, 'in_stock', in_stock, 'delta', -n)), '[]')
    INTO removed
    FROM (SELECT category_id, in_stock, count(*) AS n FROM old_rows GROUP BY 1, 2) AS g;
  END IF;
  PERFORM product_counts_apply(added || removed);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE OR REPLACE FUNCTION product_counts_after_truncate() RETURNS trigger AS $$
BEGIN
  DELETE FROM product_counts;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE OR REPLACE TRIGGER products_count_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_counts_after_change();
CREATE OR REPLACE TRIGGER products_count_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_counts_after_change();
CREATE OR REPLACE TRIGGER products_count_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_counts_after_change();
CREATE OR REPLACE TRIGGER products_count_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION product_counts_after_truncate();
