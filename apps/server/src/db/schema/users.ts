import { USER_ROLES, USER_STATUSES } from '@shop/contract/auth-schemas';
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
import {
  createdAt,
  identityId,
  parentKey,
  taxExemptionColumns,
  taxExemptionWhole,
  timestamps,
  weakRef,
} from './columns';

export const userRole = pgEnum('user_role', USER_ROLES);
export const userStatus = pgEnum('user_status', USER_STATUSES);

/** What a doctor registers with besides the e-mail: kept on the account, and on a rejected registration. */
const registrationColumns = () => ({
  fullName: text('full_name').notNull(),
  licenseNumber: text('license_number'),
  collegeName: text('college_name'),
  provinceState: text('province_state'),
  licenseExpiryDate: date('license_expiry_date', { mode: 'string' }),
  practiceName: text('practice_name'),
  practiceAddress: text('practice_address'),
});

/**
 * Doctors and admins. A doctor starts `pending`; rejecting a registration deletes the row (and keeps
 * its registration in rejected_registrations).
 */
export const users = pgTable(
  'users',
  {
    id: identityId(),
    role: userRole('role').notNull().default('doctor'),
    status: userStatus('status').notNull().default('pending'),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    ...registrationColumns(),
    // The practice address in parts (issue 38), beside practice_address (then composed from them):
    // province or state and country by their codes ("ON", "CA"). Null for an address registered as
    // one line and not split (migration 0043): /account asks the doctor to complete it.
    practiceStreet: text('practice_street'),
    practiceCity: text('practice_city'),
    practiceRegion: text('practice_region'),
    practicePostalCode: text('practice_postal_code'),
    practiceCountry: text('practice_country'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: weakRef('approved_by', (): AnyPgColumn => users.id),
    // A suspended account (issue 20): when, why and by whom; it cannot sign in and keeps everything.
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    suspendedReason: text('suspended_reason'),
    suspendedBy: weakRef('suspended_by', (): AnyPgColumn => users.id),
    // Unused since migration 0049 moved the tax exemption to the practice (issue 39); kept one release
    // so a process of the previous release still reads its column, then dropped.
    ...taxExemptionColumns(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_status_idx').on(t.status, t.createdAt),
    // The daily licence job reads approved doctors by expiry date.
    index('users_licence_expiry_idx')
      .on(t.licenseExpiryDate)
      .where(sql`${t.role} = 'doctor' and ${t.status} = 'approved'`),
    check('users_email_not_blank', sql`length(trim(${t.email})) > 0`),
    taxExemptionWhole('users', t),
  ],
);

/**
 * Registrations an admin rejected (decision 011): the account is deleted, its registration is kept
 * here so the admin's Doctors list still shows who was turned away. `user_id` is the former account's
 * id, with no reference since that row is gone; ids are never reused, so a later registration from the
 * same e-mail that is rejected too is another row, and the e-mail stays free to register again.
 */
export const rejectedRegistrations = pgTable(
  'rejected_registrations',
  {
    userId: integer('user_id').primaryKey(),
    email: text('email').notNull(),
    ...registrationColumns(),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull(),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }).notNull().defaultNow(),
    rejectedBy: weakRef('rejected_by', () => users.id),
  },
  // The Doctors list reads them newest registration first.
  (t) => [index('rejected_registrations_registered_idx').on(t.registeredAt)],
);

/** A registration's fields (all but the e-mail) as a select or returning list, from either table. */
export const registrationOf = (table: typeof users | typeof rejectedRegistrations) => ({
  fullName: table.fullName,
  licenseNumber: table.licenseNumber,
  collegeName: table.collegeName,
  provinceState: table.provinceState,
  licenseExpiryDate: table.licenseExpiryDate,
  practiceName: table.practiceName,
  practiceAddress: table.practiceAddress,
});

/** The practice address in parts (issue 38), as a select or returning list. */
export const practiceAddressParts = {
  practiceStreet: users.practiceStreet,
  practiceCity: users.practiceCity,
  practiceRegion: users.practiceRegion,
  practicePostalCode: users.practicePostalCode,
  practiceCountry: users.practiceCountry,
};

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

/**
 * The one password reset link an account may have open (issue 38): only the SHA-256 of its random
 * token is kept, as for sessions. A newer request replaces it (so an older link stops working), the
 * reset deletes it (so a link works once), and it ends at `expires_at`, an hour after it was sent.
 */
export const passwordResets = pgTable('password_resets', {
  userId: parentKey('user_id', () => users.id),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});
