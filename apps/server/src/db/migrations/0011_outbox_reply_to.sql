-- An e-mail may name where a reply goes (decision 017): a contact message to the shop's inbox
-- is answered to its sender. Nullable: every other e-mail is answered to the shop, as before.
ALTER TABLE "outbox_emails" ADD COLUMN "reply_to_address" text;
