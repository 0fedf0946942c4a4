-- The submission's keyed digest covered the card and CVC: it goes with them when an order leaves
-- pending (decision 013), so the orders decided before this are cleared once here.
UPDATE "orders" SET "idempotency_hash" = NULL WHERE "status" <> 'pending' AND "idempotency_hash" IS NOT NULL;
