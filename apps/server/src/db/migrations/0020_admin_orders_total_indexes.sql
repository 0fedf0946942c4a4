CREATE INDEX "orders_total_idx" ON "orders" USING btree ("total_amount","id");--> statement-breakpoint
CREATE INDEX "orders_status_total_idx" ON "orders" USING btree ("status","total_amount","id");