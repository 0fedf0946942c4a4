-- order_status_counts (orders per status, the desk's badges) is kept exact by a row trigger: an
-- order added counts +1 in its status, one taken away -1, a status change both. Each connection
-- writes its own shard, so concurrent checkouts never wait on one row.
-- PL/pgSQL, not SQL: a SQL-language function called from a trigger is planned on every call, while
-- a PL/pgSQL function keeps its statement's plan for the connection.
CREATE OR REPLACE FUNCTION order_status_counts_add(s order_status, delta integer) RETURNS void AS $$
BEGIN
  INSERT INTO order_status_counts (status, shard, count) VALUES (s, pg_backend_pid() % 64, delta)
  ON CONFLICT (status, shard) DO UPDATE SET count = order_status_counts.count + excluded.count;
END;
$$ LANGUAGE plpgsql;

CREATE OR REPLACE FUNCTION order_status_counts_after_change() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM order_status_counts_add(OLD.status, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM order_status_counts_add(NEW.status, 1);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE OR REPLACE FUNCTION order_status_counts_after_truncate() RETURNS trigger AS $$
BEGIN
  DELETE FROM order_status_counts;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE OR REPLACE TRIGGER orders_status_count_insert_delete AFTER INSERT OR DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION order_status_counts_after_change();
CREATE OR REPLACE TRIGGER orders_status_count_update AFTER UPDATE OF status ON orders
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION order_status_counts_after_change();
CREATE OR REPLACE TRIGGER orders_status_count_truncate AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION order_status_counts_after_truncate();
