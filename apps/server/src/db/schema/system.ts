import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, identityId, weakRef } from './columns';
import { users } from './users';

/** Bytes: a stored image, a licence's scan. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Images live in PostgreSQL so every server process serves the same files (decision 016).
 * The original is re-encoded on the way in; `image_variants` hold resized copies.
 */
export const storedImages = pgTable(
  'stored_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contentType: text('content_type').notNull(),
    data: bytea('data').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    byteSize: integer('byte_size').notNull(),
    sha256: text('sha256').notNull(),
    createdBy: weakRef('created_by', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('stored_images_sha256_idx').on(t.sha256),
    check('stored_images_dimensions_positive', sql`${t.width} > 0 and ${t.height} > 0`),
  ],
);

export const imageVariants = pgTable(
  'image_variants',
  {
    imageId: uuid('image_id')
      .notNull()
      .references(() => storedImages.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    contentType: text('content_type').notNull(),
    data: bytea('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.imageId, t.width, t.contentType] })],
);

export const outboxStatus = pgEnum('outbox_status', ['pending', 'sent', 'failed']);

/**
 * Every e-mail the shop sends goes through here first (decision 017), as `body`: its blocks, which
 * delivery renders into a plain-text and an HTML body (modules/email/email.layout.ts). E-mails
 * queued before that carry their rendered bodies instead (`body_text`, and `body_html` unless they
 * predate HTML bodies too).
 */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: identityId(),
    template: text('template').notNull(),
    toAddress: text('to_address').notNull(),
    /** Where a reply goes, when not to the shop (a contact message's sender); null for most e-mails. */
    replyToAddress: text('reply_to_address'),
    /**
     * The one-click unsubscribe link of a newsletter e-mail, sent as its List-Unsubscribe and
     * List-Unsubscribe-Post headers (decision 021); null for every other e-mail.
     */
    listUnsubscribeUrl: text('list_unsubscribe_url'),
    subject: text('subject').notNull(),
    /** An e-mail's blocks (EmailBody), written by the shop itself: rendered when it is delivered. */
    body: jsonb('body'),
    bodyText: text('body_text'),
    bodyHtml: text('body_html'),
    status: outboxStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_emails_status_idx').on(t.status, t.createdAt),
    check('outbox_emails_has_body', sql`${t.body} is not null or ${t.bodyText} is not null`),
  ],
);

/**
 * The audit trail: append-only (a trigger refuses UPDATE, DELETE and TRUNCATE: db/objects/audit-log.sql).
 * `actor_user_id` is the user who acted, kept as recorded even after the account is deleted (a
 * rejected registration): no foreign key, since `on delete set null` would have to update the row
 * (docs/decisions/035). Each index serves a filter of the Audit tab, newest first within it.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: identityId(),
    actorUserId: integer('actor_user_id'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entityType, t.entityId, t.createdAt, t.id),
    index('audit_log_created_idx').on(t.createdAt, t.id),
    index('audit_log_action_idx').on(t.action, t.createdAt, t.id),
    index('audit_log_actor_idx').on(t.actorUserId, t.createdAt, t.id),
  ],
);

/**
 * Request counters of the per-client rate limits (lib/rate-limit.ts: registration, newsletter
 * sign-up), shared by every server process. One row per limit (`bucket`) and client (`subject`,
 * e.g. an address), counting `hits` in a fixed window that ends at `window_ends_at`; past that the
 * row counts for nothing and housekeeping deletes it.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    bucket: text('bucket').notNull(),
    subject: text('subject').notNull(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bucket, t.subject] }),
    index('rate_limit_counters_window_ends_idx').on(t.windowEndsAt),
  ],
);
