CREATE TABLE "order_status_counts" (
	"status" "order_status" NOT NULL,
	"shard" smallint NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "order_status_counts_status_shard_pk" PRIMARY KEY("status","shard")
);
--> statement-breakpoint
DROP INDEX "orders_status_created_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_carrier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_search_trgm_idx" ON "orders" USING gin (lower("order_number" || ' ' || "doctor_name" || ' ' || "doctor_email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at","id");--> statement-breakpoint
-- Kept exact by a row trigger: an order added counts +1 in its status, one taken away -1, a status
-- change both. Each connection writes its own shard, so concurrent checkouts never wait on one row.
CREATE FUNCTION order_status_counts_add(s order_status, delta integer) RETURNS void AS $$
  INSERT INTO order_status_counts (status, shard, count) VALUES (s, pg_backend_pid() % 64, delta)
  ON CONFLICT (status, shard) DO UPDATE SET count = order_status_counts.count + excluded.count;
$$ LANGUAGE sql;--> statement-breakpoint
CREATE FUNCTION order_status_counts_after_change() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM order_status_counts_add(OLD.status, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM order_status_counts_add(NEW.status, 1);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE FUNCTION order_status_counts_after_truncate() RETURNS trigger AS $$
BEGIN
  DELETE FROM order_status_counts;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER orders_status_count_insert_delete AFTER INSERT OR DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION order_status_counts_after_change();--> statement-breakpoint
CREATE TRIGGER orders_status_count_update AFTER UPDATE OF status ON orders
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION order_status_counts_after_change();--> statement-breakpoint
CREATE TRIGGER orders_status_count_truncate AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION order_status_counts_after_truncate();--> statement-breakpoint
INSERT INTO order_status_counts (status, shard, count)
  SELECT status, 0, count(*) FROM orders GROUP BY status;
