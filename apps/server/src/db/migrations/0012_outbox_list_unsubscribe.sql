-- A newsletter e-mail carries its one-click unsubscribe link (decisions 017 and 021), sent as the
-- List-Unsubscribe and List-Unsubscribe-Post headers. Nullable: no other e-mail has one.
ALTER TABLE "outbox_emails" ADD COLUMN "list_unsubscribe_url" text;
