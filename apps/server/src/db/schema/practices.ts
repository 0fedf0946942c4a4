import { PRACTICE_ROLES } from '@shop/contract/practice-messages';
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  createdAt,
  identityId,
  money,
  parentId,
  parentKey,
  taxExemptionColumns,
  taxExemptionWhole,
  weakRef,
} from './columns';
import { users } from './users';

export const practiceRole = pgEnum('practice_role', PRACTICE_ROLES);

/**
 * A clinic that buys from the shop (issue 39, docs/decisions/054). Every doctor's account belongs to
 * one: a registration founds it, named after the registered practice (or the doctor), with the
 * doctor as its owner.
 */
export const practices = pgTable(
  'practices',
  {
    id: identityId(),
    name: text('name').notNull(),
    /** Every order must carry a purchase-order number (the owner's choice). */
    poNumberRequired: boolean('po_number_required').notNull().default(false),
    // The practice's tax exemption (the doctor's before issue 39), set by an admin.
    ...taxExemptionColumns(),
    createdAt: createdAt(),
  },
  (t) => [
    check('practices_name_not_blank', sql`length(trim(${t.name})) > 0`),
    taxExemptionWhole('practices', t),
  ],
);

/**
 * Who belongs to a practice, as what: one practice per account. `monthly_limit` caps what the member
 * orders in a calendar month (null: none); `own_orders_only` lets the owner keep a buyer to their own
 * orders.
 */
export const practiceMembers = pgTable(
  'practice_members',
  {
    userId: parentKey('user_id', () => users.id),
    practiceId: parentId('practice_id', () => practices.id),
    role: practiceRole('role').notNull(),
    monthlyLimit: money('monthly_limit'),
    ownOrdersOnly: boolean('own_orders_only').notNull().default(false),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('practice_members_practice_idx').on(t.practiceId, t.joinedAt),
    check('practice_members_limit_positive', sql`${t.monthlyLimit} is null or ${t.monthlyLimit} > 0`),
  ],
);

/**
 * An owner's invitation to join the practice: only the SHA-256 of its random token is kept (as for
 * sessions and reset links). It works once, for 7 days, until accepted or revoked; one e-mail address
 * has at most one open invitation per practice.
 */
export const practiceInvitations = pgTable(
  'practice_invitations',
  {
    id: identityId(),
    practiceId: parentId('practice_id', () => practices.id),
    email: text('email').notNull(),
    role: practiceRole('role').notNull(),
    monthlyLimit: money('monthly_limit'),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: weakRef('invited_by', () => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: weakRef('accepted_by', () => users.id),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('practice_invitations_open_email_key')
      .on(t.practiceId, sql`lower(${t.email})`)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
    check('practice_invitations_limit_positive', sql`${t.monthlyLimit} is null or ${t.monthlyLimit} > 0`),
  ],
);
