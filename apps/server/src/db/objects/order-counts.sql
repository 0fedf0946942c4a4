-- order_counts (orders per user) is kept exact by a row trigger: an order added counts +1 for its
-- user, one taken away -1, one moved to another user (a deleted account's orders keep no user) both.
-- A user's first order creates the row; two first orders at once meet in ON CONFLICT.
CREATE OR REPLACE FUNCTION order_counts_after_change() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.user_id IS NOT NULL THEN
    UPDATE order_counts SET count = count - 1 WHERE user_id = OLD.user_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.user_id IS NOT NULL THEN
    INSERT INTO order_counts (user_id, count) VALUES (NEW.user_id, 1)
    ON CONFLICT (user_id) DO UPDATE SET count = order_counts.count + 1;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE OR REPLACE FUNCTION order_counts_after_truncate() RETURNS trigger AS $$
BEGIN
  DELETE FROM order_counts;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE OR REPLACE TRIGGER orders_count_insert_delete AFTER INSERT OR DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION order_counts_after_change();
-- Only a change of owner counts: a status change (the usual update) does not fire it.
CREATE OR REPLACE TRIGGER orders_count_update AFTER UPDATE OF user_id ON orders
  FOR EACH ROW WHEN (OLD.user_id IS DISTINCT FROM NEW.user_id)
  EXECUTE FUNCTION order_counts_after_change();
CREATE OR REPLACE TRIGGER orders_count_truncate AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION order_counts_after_truncate();
