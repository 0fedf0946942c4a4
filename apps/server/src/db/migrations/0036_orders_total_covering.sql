DROP INDEX "orders_total_idx";--> statement-breakpoint
DROP INDEX "orders_status_total_idx";--> statement-breakpoint
CREATE INDEX "orders_total_idx" ON "orders" USING btree ("total_amount","id","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_total_idx" ON "orders" USING btree ("status","total_amount","id","created_at");