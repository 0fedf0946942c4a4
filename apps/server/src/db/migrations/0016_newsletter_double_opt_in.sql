-- Newsletter double opt-in (docs/decisions/028): a sign-up is pending (subscribed_at null) until the
-- address is confirmed through the e-mailed link; created_at is the sign-up's time (a pending row is
-- forgotten 7 days after it) and confirmation_sent_at the last confirmation e-mail's.
ALTER TABLE "newsletter_subscriptions" ALTER COLUMN "subscribed_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ALTER COLUMN "subscribed_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirmation_sent_at" timestamp with time zone;--> statement-breakpoint
-- Addresses on the list before confirmation existed stay on it (decision 028): each keeps its
-- subscribed_at, and its sign-up is taken to be that moment.
UPDATE "newsletter_subscriptions" SET "created_at" = "subscribed_at";--> statement-breakpoint
CREATE INDEX "newsletter_subscriptions_pending_idx" ON "newsletter_subscriptions" USING btree ("created_at") WHERE "newsletter_subscriptions"."subscribed_at" is null;
