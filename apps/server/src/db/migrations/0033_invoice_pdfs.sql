ALTER TABLE "invoices" ADD COLUMN "pdf" "bytea";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "pdf_version" text;