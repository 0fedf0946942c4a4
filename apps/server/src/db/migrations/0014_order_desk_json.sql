-- The admin order desk lists 50 orders a page, each with its lines, addresses, masked card and bank
-- and shipment (docs/decisions/025). Writing that JSON on every read cost PostgreSQL most of a page's
-- time, so each order keeps its desk JSON in `desk_json`, written whenever the order or its lines
-- change, and a page reads 50 stored texts. The JSON is exactly the contract's AdminOrder with the
-- full card and bank numbers null: the sealed secrets are never read here.
ALTER TABLE "orders" ADD COLUMN "desk_json" text;--> statement-breakpoint
CREATE FUNCTION order_desk_json(o orders) RETURNS text AS $$
BEGIN
  RETURN (SELECT row_to_json(d)::text FROM (
    SELECT
      o.id AS "id",
      o.order_number AS "orderNumber",
      to_char(o.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
      o.status AS "status",
      o.total_amount::text AS "totalAmount",
      coalesce(l.item_count, 0) AS "itemCount",
      o.payment_method AS "paymentMethod",
      coalesce(l.items, '[]'::json) AS "items",
      to_char(o.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updatedAt",
      o.doctor_name AS "doctorName",
      o.doctor_email AS "doctorEmail",
      o.doctor_phone AS "doctorPhone",
      o.institution_number AS "institutionNumber",
      o.shipping_address AS "shippingAddress",
      o.billing_address AS "billingAddress",
      CASE WHEN o.card_last4 <> '' AND o.card_type <> '' THEN (
        SELECT r FROM (SELECT
          o.card_type AS "cardType",
          o.card_last4 AS "last4",
          coalesce(o.cardholder_name, '') AS "cardholderName",
          coalesce(o.card_expiry_month, '') AS "expiryMonth",
          coalesce(o.card_expiry_year, '') AS "expiryYear",
          NULL::text AS "cardNumber",
          NULL::text AS "cvv") AS r)
      END AS "cardInfo",
      CASE WHEN o.bank_name <> '' AND o.bank_account_type IN ('checking', 'savings') THEN (
        SELECT r FROM (SELECT
          o.bank_name AS "bankName",
          o.bank_account_type AS "accountType",
          coalesce(o.bank_account_last4, '') AS "accountLast4",
          NULL::text AS "accountNumber",
          NULL::text AS "routingNumber") AS r)
      END AS "doctorBankingInfo",
      o.notes AS "notes",
      o.decline_reason AS "declineReason",
      CASE WHEN o.shipping_carrier IS NOT NULL OR o.tracking_number IS NOT NULL THEN (
        SELECT r FROM (SELECT o.shipping_carrier AS "carrier", o.tracking_number AS "trackingNumber") AS r)
      END AS "shipment"
    FROM (
      SELECT json_agg(row_to_json(line) ORDER BY line.id) AS items, sum(line.quantity)::int AS item_count
      FROM (
        SELECT
          i.id AS "id",
          i.product_id AS "productId",
          i.product_name AS "productName",
          i.product_image_url AS "productImageUrl",
          i.quantity AS "quantity",
          i.unit_price::text AS "unitPrice",
          i.total_price::text AS "totalPrice"
        FROM order_items i WHERE i.order_id = o.id
      ) AS line
    ) AS l
  ) AS d);
END;
$$ LANGUAGE plpgsql STABLE;--> statement-breakpoint
-- Every update of an order writes its JSON again, from the row as it will be stored. A new order's
-- lines arrive after its row (in the same statement), so an insert writes none: the lines' trigger
-- below writes it once they are there, and a page reads an order still without one (an order with
-- no lines) through order_desk_json itself.
CREATE FUNCTION orders_write_desk_json() RETURNS trigger AS $$
BEGIN
  NEW.desk_json := CASE WHEN TG_OP = 'UPDATE' THEN order_desk_json(NEW) END;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER orders_desk_json BEFORE INSERT OR UPDATE ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_write_desk_json();--> statement-breakpoint
-- Lines added, changed (a deleted product leaves its lines without one) or removed: their orders are
-- updated, which writes their JSON again through the trigger above. A new order's lines arrive in
-- the same statement as the order, after its row: this runs once at the statement's end.
CREATE FUNCTION order_items_rewrite_desk_json() RETURNS trigger AS $$
BEGIN
  UPDATE orders SET desk_json = NULL WHERE id IN (SELECT DISTINCT order_id FROM changed_lines);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER order_items_desk_json_insert AFTER INSERT ON order_items
  REFERENCING NEW TABLE AS changed_lines
  FOR EACH STATEMENT EXECUTE FUNCTION order_items_rewrite_desk_json();--> statement-breakpoint
CREATE TRIGGER order_items_desk_json_update AFTER UPDATE ON order_items
  REFERENCING NEW TABLE AS changed_lines
  FOR EACH STATEMENT EXECUTE FUNCTION order_items_rewrite_desk_json();--> statement-breakpoint
CREATE TRIGGER order_items_desk_json_delete AFTER DELETE ON order_items
  REFERENCING OLD TABLE AS changed_lines
  FOR EACH STATEMENT EXECUTE FUNCTION order_items_rewrite_desk_json();--> statement-breakpoint
UPDATE orders SET desk_json = NULL;
