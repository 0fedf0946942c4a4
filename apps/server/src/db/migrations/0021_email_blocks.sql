ALTER TABLE "outbox_emails" ALTER COLUMN "body_text" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "body" jsonb;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD CONSTRAINT "outbox_emails_has_body" CHECK ("outbox_emails"."body" is not null or "outbox_emails"."body_text" is not null);