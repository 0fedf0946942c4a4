import { USER_ROLES, USER_STATUSES } from '@shop/contract/auth';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, identityId, timestamps, weakRef } from './columns';

export const userRole = pgEnum('user_role', USER_ROLES);
export const userStatus = pgEnum('user_status', USER_STATUSES);

/** Doctors and admins. A doctor starts `pending`; rejecting a registration deletes the row. */
export const users = pgTable(
  'users',
  {
    id: identityId(),
    role: userRole('role').notNull().default('doctor'),
    status: userStatus('status').notNull().default('pending'),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    fullName: text('full_name').notNull(),
    licenseNumber: text('license_number'),
    collegeName: text('college_name'),
    provinceState: text('province_state'),
    licenseExpiryDate: date('license_expiry_date', { mode: 'string' }),
    practiceName: text('practice_name'),
    practiceAddress: text('practice_address'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: weakRef('approved_by', (): AnyPgColumn => users.id),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_status_idx').on(t.status, t.createdAt),
    check('users_email_not_blank', sql`length(trim(${t.email})) > 0`),
  ],
);

/**
 * Server-side sessions. The cookie carries a random 256-bit token; only its SHA-256 is stored, so
 * a leaked table cannot be replayed. Guests get sessions too (their cart hangs off one).
 */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    idleTimeoutSeconds: integer('idle_timeout_seconds').notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/**
 * Failed sign-in counters shared by every server process (decision 003).
 * `key` is e.g. `ip+email:1.2.3.4|a@b.c`, `ip:1.2.3.4` or `email:a@b.c`.
 */
export const authThrottle = pgTable('auth_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
});
