CREATE TABLE "product_counts" (
	"category_id" integer NOT NULL,
	"in_stock" boolean NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "product_counts_category_id_in_stock_pk" PRIMARY KEY("category_id","in_stock"),
	CONSTRAINT "product_counts_nonnegative" CHECK ("product_counts"."count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "product_counts" ADD CONSTRAINT "product_counts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Kept exact by statement-level triggers reading the statement's transition tables: one change per
-- (category, stock) group a statement touches, however many rows it inserts, updates or deletes.
-- A group's row is updated when it exists (a negative change included) and created otherwise, which
-- only adding products can need; two writers creating one group at once meet in ON CONFLICT.
CREATE FUNCTION product_counts_apply(changes jsonb) RETURNS void AS $$
  WITH change AS (
    SELECT (c->>'category_id')::int AS category_id, (c->>'in_stock')::boolean AS in_stock,
           (c->>'delta')::int AS delta
    FROM jsonb_array_elements(changes) AS c
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
$$ LANGUAGE sql;--> statement-breakpoint
CREATE FUNCTION product_counts_after_insert() RETURNS trigger AS $$
BEGIN
  PERFORM product_counts_apply(coalesce((
    SELECT jsonb_agg(jsonb_build_object('category_id', category_id, 'in_stock', in_stock, 'delta', n))
    FROM (SELECT category_id, in_stock, count(*) AS n FROM new_rows GROUP BY 1, 2) AS g
  ), '[]'));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE FUNCTION product_counts_after_delete() RETURNS trigger AS $$
BEGIN
  PERFORM product_counts_apply(coalesce((
    SELECT jsonb_agg(jsonb_build_object('category_id', category_id, 'in_stock', in_stock, 'delta', -n))
    FROM (SELECT category_id, in_stock, count(*) AS n FROM old_rows GROUP BY 1, 2) AS g
  ), '[]'));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE FUNCTION product_counts_after_update() RETURNS trigger AS $$
BEGIN
  PERFORM product_counts_apply(coalesce((
    SELECT jsonb_agg(jsonb_build_object('category_id', category_id, 'in_stock', in_stock, 'delta', n))
    FROM (
      SELECT category_id, in_stock, sum(delta) AS n
      FROM (
        SELECT category_id, in_stock, 1 AS delta FROM new_rows
        UNION ALL
        SELECT category_id, in_stock, -1 AS delta FROM old_rows
      ) AS changes
      GROUP BY 1, 2
      HAVING sum(delta) <> 0
    ) AS g
  ), '[]'));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE FUNCTION product_counts_after_truncate() RETURNS trigger AS $$
BEGIN
  DELETE FROM product_counts;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER products_count_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_counts_after_insert();--> statement-breakpoint
CREATE TRIGGER products_count_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_counts_after_delete();--> statement-breakpoint
CREATE TRIGGER products_count_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_counts_after_update();--> statement-breakpoint
CREATE TRIGGER products_count_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION product_counts_after_truncate();--> statement-breakpoint
INSERT INTO product_counts (category_id, in_stock, count)
  SELECT category_id, in_stock, count(*) FROM products GROUP BY 1, 2;
