ALTER TABLE "orders" ADD COLUMN "po_number" text;--> statement-breakpoint
ALTER TABLE "practices" ADD COLUMN "po_number_required" boolean DEFAULT false NOT NULL;