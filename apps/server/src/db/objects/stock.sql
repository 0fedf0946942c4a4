-- Stock (issue 19): what shoppers are shown of a tracked product follows its stock.
--
-- A tracked product's `in_stock` is `available > 0` and its `stock_left` is `available` while that is
-- at or below its low-stock threshold (else null), where available = on_hand - reserved in
-- product_stock. They live on `products` so every catalogue read stays one table, and they are
-- written only when they change: the statement-level `products_catalog_changed` trigger fires for
-- any UPDATE of products, even one of no rows, so an order of a well-stocked product must not touch
-- products at all (the storefront caches then stay warm).

-- What a product with `available` units and that threshold shows: in stock, and how many are left.
-- A recall can leave fewer units on hand than orders reserved (available below zero): none are left.
CREATE OR REPLACE FUNCTION stock_left_shown(available integer, threshold integer) RETURNS integer AS $$
  SELECT CASE WHEN available <= threshold THEN greatest(available, 0) END
$$ LANGUAGE sql IMMUTABLE;

-- A tracked product's shown stock, computed from its product_stock row (none yet: nothing on hand).
-- An untracked product shows no count; its in_stock is the admin's switch.
CREATE OR REPLACE FUNCTION products_show_stock() RETURNS trigger AS $$
DECLARE
  available integer;
BEGIN
  IF NEW.track_inventory THEN
    SELECT s.on_hand - s.reserved INTO available FROM product_stock s WHERE s.product_id = NEW.id;
    available := coalesce(available, 0);
    NEW.in_stock := available > 0;
    NEW.stock_left := stock_left_shown(available, NEW.low_stock_threshold);
  ELSE
    NEW.stock_left := NULL;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;

CREATE OR REPLACE TRIGGER products_show_stock
  BEFORE INSERT OR UPDATE ON products
  FOR EACH ROW EXECUTE FUNCTION products_show_stock();

-- A product that starts tracking its stock gets its stock row (kept if tracking stops, with its ledger).
CREATE OR REPLACE FUNCTION products_stock_row() RETURNS trigger AS $$
BEGIN
  INSERT INTO product_stock (product_id) VALUES (NEW.id) ON CONFLICT (product_id) DO NOTHING;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE OR REPLACE TRIGGER products_stock_row
  AFTER INSERT OR UPDATE OF track_inventory ON products
  FOR EACH ROW WHEN (NEW.track_inventory) EXECUTE FUNCTION products_stock_row();

-- A change of on hand or reserved: the product's shown stock again, written only if it changed.
CREATE OR REPLACE FUNCTION product_stock_show() RETURNS trigger AS $$
DECLARE
  product record;
  available integer := NEW.on_hand - NEW.reserved;
BEGIN
  SELECT p.track_inventory, p.in_stock, p.stock_left, p.low_stock_threshold INTO product
    FROM products p WHERE p.id = NEW.product_id;
  IF NOT product.track_inventory THEN
    RETURN NULL;
  END IF;
  -- in_stock is set only when it changes: naming it in an UPDATE moves the catalogue version on
  -- (catalogue-version.sql), and a sale that only counts down what is left must not.
  IF product.in_stock IS DISTINCT FROM (available > 0) THEN
    UPDATE products
       SET in_stock = available > 0,
           stock_left = stock_left_shown(available, product.low_stock_threshold)
     WHERE id = NEW.product_id;
  ELSIF product.stock_left IS DISTINCT FROM stock_left_shown(available, product.low_stock_threshold) THEN
    UPDATE products
       SET stock_left = stock_left_shown(available, product.low_stock_threshold)
     WHERE id = NEW.product_id;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE OR REPLACE TRIGGER product_stock_show
  AFTER INSERT OR UPDATE OF on_hand, reserved ON product_stock
  FOR EACH ROW EXECUTE FUNCTION product_stock_show();

-- No reservation beyond on hand: a statement that would reserve more units than a product has
-- on hand fails with a check violation named product_stock_reserved_within_on_hand, which checkout
-- turns into its INSUFFICIENT_STOCK refusal. A trigger rather than a CHECK because a recall
-- (docs/decisions/036) takes a recalled lot's units off the shelf whatever orders reserved: the
-- product may then hold fewer units than reserved, and only growing the reservations is refused.
CREATE OR REPLACE FUNCTION product_stock_reserved_within_on_hand() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'new row for relation "product_stock" violates check constraint "product_stock_reserved_within_on_hand"'
    USING ERRCODE = 'check_violation', CONSTRAINT = 'product_stock_reserved_within_on_hand',
          TABLE = 'product_stock', SCHEMA = 'public';
END;
$$ LANGUAGE plpgsql;

CREATE OR REPLACE TRIGGER product_stock_reserved_within_on_hand
  BEFORE UPDATE OF reserved ON product_stock
  FOR EACH ROW WHEN (NEW.reserved > NEW.on_hand AND NEW.reserved > OLD.reserved)
  EXECUTE FUNCTION product_stock_reserved_within_on_hand();

-- What an order's `stock_reserved` lines hold, per product, added to (direction 1) or taken off
-- (direction -1) its stock row's `reserved`: the reservation and its release below. The stock rows
-- are locked first, in product id order, so two orders of the same products never deadlock.
CREATE OR REPLACE FUNCTION shift_order_reservation(the_order integer, direction integer) RETURNS void AS $$
BEGIN
  PERFORM 1 FROM product_stock
    WHERE product_id IN (SELECT product_id FROM order_items WHERE order_id = the_order AND stock_reserved)
    ORDER BY product_id FOR UPDATE;
  UPDATE product_stock AS stock
     SET reserved = stock.reserved + direction * held.quantity, updated_at = now()
    FROM (SELECT product_id, sum(quantity)::int AS quantity FROM order_items
           WHERE order_id = the_order AND stock_reserved GROUP BY product_id) AS held
   WHERE stock.product_id = held.product_id;
END;
$$ LANGUAGE plpgsql;

-- A new order's reservation (checkout, modules/checkout/checkout.repository.ts): the lines written
-- with `stock_reserved` reserve their units at the order's commit, not where the statement writes
-- them. A reservation locks its products' stock rows until the transaction ends, and every order of
-- a product queues on that lock; taken here, after the statement's other work and its triggers
-- (foreign keys, counts, desk JSON) are done, the lock is held for this update and the commit only.
-- Rows are locked in product id order (shift_order_reservation above). A line beyond what is on
-- hand fails `product_stock_reserved_within_on_hand` above and the whole order with it. Only
-- checkout writes such lines; an order inserted any other way (an import, a restore, a test's
-- fixture) has none and reserves nothing.
CREATE OR REPLACE FUNCTION orders_reserve_stock() RETURNS trigger AS $$
BEGIN
  PERFORM shift_order_reservation(NEW.id, 1);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

-- A constraint trigger cannot be replaced in place: dropped and made again.
DROP TRIGGER IF EXISTS orders_reserve_stock ON orders;
CREATE CONSTRAINT TRIGGER orders_reserve_stock AFTER INSERT ON orders
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (NEW.status = 'pending') EXECUTE FUNCTION orders_reserve_stock();

-- The reservation's end on a decline or a cancellation: when an order's status becomes `declined` or
-- `cancelled` (modules/orders/order-status.service.ts changes it under the order's row lock), the
-- units its lines reserved are available again, in the transaction of the change, and the lines hold
-- none any more, the stock rows locked as the reservation locks them. A line whose product was
-- deleted took its stock row with it: nothing to return. The other end, a shipment,
-- takes the reserved units off on hand from the lots it names, with its ledger rows
-- (modules/stock/order-stock.service.ts). Only the status's own update fires this, and only into
-- one of those two statuses; an order already there reserves nothing to return.
CREATE OR REPLACE FUNCTION orders_release_stock() RETURNS trigger AS $$
BEGIN
  PERFORM shift_order_reservation(NEW.id, -1);
  UPDATE order_items SET stock_reserved = false WHERE order_id = NEW.id AND stock_reserved;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE OR REPLACE TRIGGER orders_release_stock AFTER UPDATE OF status ON orders
  FOR EACH ROW WHEN (NEW.status IN ('declined', 'cancelled') AND OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION orders_release_stock();
