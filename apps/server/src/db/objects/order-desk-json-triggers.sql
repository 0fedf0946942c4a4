-- Every update of an order writes its desk JSON again, from the row as it will be stored, through
-- order_desk_json (generated from the contract's AdminOrder: db/order-shapes.ts). A new order's
-- lines arrive after its row (in the same statement), so an insert writes none: the lines' trigger
-- below writes it once they are there, and a read of an order still without one (an order with no
-- lines) writes it through order_desk_json itself.
CREATE OR REPLACE FUNCTION orders_write_desk_json() RETURNS trigger AS $$
BEGIN
  NEW.desk_json := CASE WHEN TG_OP = 'UPDATE' THEN order_desk_json(NEW) END;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;

CREATE OR REPLACE TRIGGER orders_desk_json BEFORE INSERT OR UPDATE ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_write_desk_json();

-- Lines added, changed (a deleted product leaves its lines without one) or removed: their orders are
-- touched, which writes their JSON again through the trigger above. A new order's lines arrive in
-- the same statement as the order, after its row: this runs once, at the statement's end.
CREATE OR REPLACE FUNCTION order_items_rewrite_desk_json() RETURNS trigger AS $$
BEGIN
  UPDATE orders SET desk_json = NULL WHERE id IN (SELECT DISTINCT order_id FROM changed_lines);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE OR REPLACE TRIGGER order_items_desk_json_insert AFTER INSERT ON order_items
  REFERENCING NEW TABLE AS changed_lines
  FOR EACH STATEMENT EXECUTE FUNCTION order_items_rewrite_desk_json();
CREATE OR REPLACE TRIGGER order_items_desk_json_update AFTER UPDATE ON order_items
  REFERENCING NEW TABLE AS changed_lines
  FOR EACH STATEMENT EXECUTE FUNCTION order_items_rewrite_desk_json();
CREATE OR REPLACE TRIGGER order_items_desk_json_delete AFTER DELETE ON order_items
  REFERENCING OLD TABLE AS changed_lines
  FOR EACH STATEMENT EXECUTE FUNCTION order_items_rewrite_desk_json();
