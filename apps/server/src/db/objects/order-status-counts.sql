-- order_status_counts (orders per status, the desk's badges) is kept exact by a row trigger: an
-- order added counts +1 in its status, one taken away -1, a status change both. Each connection
-- writes its own shard (its backend pid modulo 64), so concurrent checkouts seldom wait on one row;
-- two connections whose pids meet modulo 64 share one.
--
-- The triggers are deferred to the commit, where they fire after the stock reservation
-- (`orders_reserve_stock` sorts before them, and deferred triggers of one event fire in name order):
-- a transaction that writes an order locks its products' stock rows before its count row, whatever
-- it does. Counted at the statement instead, a checkout held its count row while it waited for a
-- stock row at its commit, and a decline or a cancellation (which locks the stock rows at its
-- statement) or a process's warm-up (constraints immediate) on a connection of the same shard held
-- those stock rows while it waited for the count row: a deadlock, and one of them failed.
-- PL/pgSQL, not SQL: a SQL-language function called from a trigger is planned on every call, while
-- a PL/pgSQL function keeps its statement's plan for the connection.
CREATE OR REPLACE FUNCTION order_status_counts_add(s order_status, delta integer) RETURNS void AS $$
BEGIN
  INSERT INTO order_status_counts (status, shard, count) VALUES (s, pg_backend_pid() % 64, delta)
  ON CONFLICT (status, shard) DO UPDATE SET count = order_status_counts.count + excluded.count;
END;
$$ LANGUAGE plpgsql;

-- order_day_counts beside it: orders per day placed (the shop's calendar) and status, the same way.
CREATE OR REPLACE FUNCTION order_day_counts_add(placed timestamptz, s order_status, delta integer)
RETURNS void AS $$
BEGIN
  INSERT INTO order_day_counts (day, status, shard, count)
  VALUES ((placed AT TIME ZONE __SHOP_TIME_ZONE__)::date, s, pg_backend_pid() % 64, delta)
  ON CONFLICT (day, status, shard) DO UPDATE SET count = order_day_counts.count + excluded.count;
END;
$$ LANGUAGE plpgsql;

CREATE OR REPLACE FUNCTION order_status_counts_after_change() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM order_status_counts_add(OLD.status, -1);
    PERFORM order_day_counts_add(OLD.created_at, OLD.status, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM order_status_counts_add(NEW.status, 1);
    PERFORM order_day_counts_add(NEW.created_at, NEW.status, 1);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE OR REPLACE FUNCTION order_status_counts_after_truncate() RETURNS trigger AS $$
BEGIN
  DELETE FROM order_status_counts;
  DELETE FROM order_day_counts;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

-- A constraint trigger cannot be replaced in place: dropped and created again.
DROP TRIGGER IF EXISTS orders_status_count_insert_delete ON orders;
CREATE CONSTRAINT TRIGGER orders_status_count_insert_delete AFTER INSERT OR DELETE ON orders
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION order_status_counts_after_change();
DROP TRIGGER IF EXISTS orders_status_count_update ON orders;
CREATE CONSTRAINT TRIGGER orders_status_count_update AFTER UPDATE OF status, created_at ON orders
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION order_status_counts_after_change();
CREATE OR REPLACE TRIGGER orders_status_count_truncate AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION order_status_counts_after_truncate();
