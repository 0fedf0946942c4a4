-- Every e-mail gets an HTML body beside its plain text (decision 017). Nullable: e-mails queued
-- before this migration have none and are sent as plain text.
ALTER TABLE "outbox_emails" ADD COLUMN "body_html" text;