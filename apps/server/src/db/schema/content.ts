import { INBOX_STATUSES } from '@shop/contract/admin-inbox-schemas';
import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, identityId, weakRef } from './columns';
import { users } from './users';

/**
 * Newsletter sign-ups (docs/decisions/028-newsletter-double-opt-in.md). A row is pending until its
 * address is confirmed through the link e-mailed to it; only confirmed rows are on the list. A
 * pending row is forgotten 7 days after its sign-up.
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: identityId(),
    email: text('email').notNull(),
    /** When the address was confirmed and joined the list; null while the sign-up is pending. */
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }),
    /** When the sign-up was made: a pending row's 7 days and its links count from here. */
    createdAt: createdAt(),
    /** When the last confirmation e-mail was queued (a repeated sign-up sends another, not at once). */
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('newsletter_subscriptions_email_lower_key').on(sql`lower(${t.email})`),
    index('newsletter_subscriptions_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.subscribedAt} is null`),
  ],
);

/** A contact message's or referral application's place in the admin's inbox (issue 18). */
export const inboxStatus = pgEnum('inbox_status', INBOX_STATUSES);

/** Who marked an inbox row handled and when; both null while it is new. */
const inboxColumns = () => ({
  status: inboxStatus('status').notNull().default('new'),
  handledAt: timestamp('handled_at', { withTimezone: true }),
  handledBy: weakRef('handled_by', () => users.id),
});

/** Who sent a contact message or referral application, as the form asked. */
const senderColumns = () => ({
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
});

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: identityId(),
    ...senderColumns(),
    company: text('company'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
    ...inboxColumns(),
  },
  (t) => [index('contact_messages_status_created_idx').on(t.status, t.createdAt)],
);

export const referralApplications = pgTable(
  'referral_applications',
  {
    id: identityId(),
    userId: weakRef('user_id', () => users.id),
    ...senderColumns(),
    clinicName: text('clinic_name').notNull(),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    zipCode: text('zip_code'),
    specialty: text('specialty').notNull(),
    licenseNumber: text('license_number').notNull(),
    yearsOfExperience: text('years_of_experience'),
    referredBy: text('referred_by'),
    referrerContact: text('referrer_contact'),
    additionalNotes: text('additional_notes'),
    createdAt: createdAt(),
    ...inboxColumns(),
  },
  (t) => [index('referral_applications_status_created_idx').on(t.status, t.createdAt)],
);
