-- What a checkout's statement costs PostgreSQL beyond its rows (docs/decisions/025):
-- 1. A SQL-language function called from a trigger is parsed and planned on every call; in
--    PL/pgSQL its statement's plan is kept for the connection. Same behaviour.
CREATE OR REPLACE FUNCTION order_status_counts_add(s order_status, delta integer) RETURNS void AS $$
BEGIN
  INSERT INTO order_status_counts (status, shard, count) VALUES (s, pg_backend_pid() % 64, delta)
  ON CONFLICT (status, shard) DO UPDATE SET count = order_status_counts.count + excluded.count;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
-- 2. A row over 2 KB is compressed on every write (and decompressed on every read): an order with
--    its desk JSON, and an e-mail with its HTML body, usually are. Compressed only past 8 KB now,
--    so the desk reads its JSON as stored; larger rows are still compressed and moved out of line.
ALTER TABLE orders SET (toast_tuple_target = 8160);--> statement-breakpoint
ALTER TABLE outbox_emails SET (toast_tuple_target = 8160);
