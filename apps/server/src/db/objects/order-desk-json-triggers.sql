-- Every update of an order writes its desk JSON again, from the row as it will be stored, through
-- order_desk_json (generated from the contract's AdminOrder: db/order-shapes.ts). An insert keeps
-- the JSON it brings: the checkout writes a new order's, with its lines, from the same field map
-- (modules/checkout/checkout.repository.ts). An order inserted without one gets it from the lines'
-- trigger below, or, with no lines, from order_desk_json itself when it is read.
CREATE OR REPLACE FUNCTION orders_write_desk_json() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    NEW.desk_json := order_desk_json(NEW);
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;

CREATE OR REPLACE TRIGGER orders_desk_json BEFORE INSERT OR UPDATE ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_write_desk_json();

-- Lines added, changed (a deleted product leaves its lines without one) or removed: their orders are
-- touched, which writes their JSON again through the trigger above. A new order's lines arrive in
-- the same statement as the order: this runs once, at the statement's end, and leaves alone an
-- order whose stored JSON already lists as many lines as it has (the checkout wrote it with them).
CREATE OR REPLACE FUNCTION order_items_rewrite_desk_json() RETURNS trigger AS $$
BEGIN
  UPDATE orders SET desk_json = NULL WHERE id IN (SELECT DISTINCT order_id FROM changed_lines);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE OR REPLACE FUNCTION order_items_added_desk_json() RETURNS trigger AS $$
BEGIN
  UPDATE orders SET desk_json = NULL
  WHERE id IN (SELECT DISTINCT order_id FROM changed_lines)
    AND (desk_json IS NULL
      OR json_array_length(desk_json::json -> 'items')
        <> (SELECT count(*) FROM order_items WHERE order_items.order_id = orders.id));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE OR REPLACE TRIGGER order_items_desk_json_insert AFTER INSERT ON order_items
  REFERENCING NEW TABLE AS changed_lines
  FOR EACH STATEMENT EXECUTE FUNCTION order_items_added_desk_json();
CREATE OR REPLACE TRIGGER order_items_desk_json_update AFTER UPDATE ON order_items
  REFERENCING NEW TABLE AS changed_lines
  FOR EACH STATEMENT EXECUTE FUNCTION order_items_rewrite_desk_json();
CREATE OR REPLACE TRIGGER order_items_desk_json_delete AFTER DELETE ON order_items
  REFERENCING OLD TABLE AS changed_lines
  FOR EACH STATEMENT EXECUTE FUNCTION order_items_rewrite_desk_json();
