import {
  LICENCE_REGISTRY_PROVIDERS,
  REGISTER_STATUSES,
  REGISTRY_CHECK_TRIGGERS,
  REGISTRY_RESULTS,
  type RegisterEntry,
  type RegisterFileMapping,
} from '@shop/contract/licence-registry';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { identityId, parentId, parentKey, sqlWords, weakRef } from './columns';
import { licenceRenewals } from './licences';
import { users } from './users';

/**
 * The register as the last file an admin uploaded holds it (issue 43, docs/decisions/059;
 * `LICENCE_REGISTRY=file`): one row per licence, keyed by its jurisdiction and number as the shop
 * compares them (contract/licence-registry.ts: jurisdictionKey, licenceNumberKey). An upload
 * replaces every row in one transaction.
 */
export const licenceRegister = pgTable(
  'licence_register',
  {
    jurisdictionKey: text('jurisdiction_key').notNull(),
    numberKey: text('number_key').notNull(),
    number: text('number').notNull(),
    name: text('name').notNull(),
    jurisdiction: text('jurisdiction').notNull(),
    status: text('status', { enum: REGISTER_STATUSES }).notNull(),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.jurisdictionKey, t.numberKey] }),
    check('licence_register_status', sql`${t.status} in (${sqlWords(REGISTER_STATUSES)})`),
  ],
);

/** A register row's entry, as a select names it: what the register says of the licence. */
export const registerEntryColumns = {
  number: licenceRegister.number,
  name: licenceRegister.name,
  jurisdiction: licenceRegister.jurisdiction,
  status: licenceRegister.status,
  expiresOn: licenceRegister.expiresOn,
};

/** Each register file uploaded: who, when, its columns as mapped (the next upload starts from them), and what changed. */
export const licenceRegisterUploads = pgTable('licence_register_uploads', {
  id: identityId(),
  uploadedBy: weakRef('uploaded_by', () => users.id),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  fileName: text('file_name').notNull(),
  mapping: jsonb('mapping').$type<RegisterFileMapping>().notNull(),
  rows: integer('rows').notNull(),
  added: integer('added').notNull(),
  changed: integer('changed').notNull(),
  removed: integer('removed').notNull(),
});

/**
 * The http register's answers, kept a day (`LICENCE_REGISTRY=http`): a licence found (`entry`) or
 * not (null). A register that did not answer is never kept, so it is asked again.
 */
export const licenceRegistryAnswers = pgTable(
  'licence_registry_answers',
  {
    jurisdictionKey: text('jurisdiction_key').notNull(),
    numberKey: text('number_key').notNull(),
    entry: jsonb('entry').$type<RegisterEntry>(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.jurisdictionKey, t.numberKey] })],
);

/**
 * Each check of a doctor's licence against the register whose result differed from the one before
 * (and every check at registration and renewal): when, why, what the shop asked and what the
 * register said. The doctor's current standing is licence_registry_status.
 */
export const licenceChecks = pgTable(
  'licence_checks',
  {
    id: identityId(),
    userId: parentId('user_id', () => users.id),
    renewalId: weakRef('renewal_id', () => licenceRenewals.id),
    trigger: text('trigger', { enum: REGISTRY_CHECK_TRIGGERS }).notNull(),
    provider: text('provider', { enum: LICENCE_REGISTRY_PROVIDERS }).notNull(),
    licenseNumber: text('license_number').notNull(),
    jurisdiction: text('jurisdiction').notNull(),
    result: text('result', { enum: REGISTRY_RESULTS }).notNull(),
    entry: jsonb('entry').$type<RegisterEntry>(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('licence_checks_user_idx').on(t.userId, t.checkedAt),
    index('licence_checks_renewal_idx')
      .on(t.renewalId)
      .where(sql`${t.renewalId} is not null`),
    check('licence_checks_trigger', sql`${t.trigger} in (${sqlWords(REGISTRY_CHECK_TRIGGERS)})`),
    check('licence_checks_result', sql`${t.result} in (${sqlWords(REGISTRY_RESULTS)})`),
  ],
);

/**
 * A doctor's standing in the register: the last check's result (`check_id`) and the shop's day it
 * was made (the nightly run claims a doctor by moving `checked_on` to its day, so three processes
 * check each doctor once). `hold_since` is an automatic suspension of prescription-only ordering
 * (a nightly suspended, revoked or expired), lifted by a match or by an admin, who may waive that
 * result (`waived_result`: not held again while the register keeps saying it).
 */
export const licenceRegistryStatus = pgTable(
  'licence_registry_status',
  {
    userId: parentKey('user_id', () => users.id),
    result: text('result', { enum: REGISTRY_RESULTS }),
    checkId: weakRef('check_id', () => licenceChecks.id),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    checkedOn: date('checked_on', { mode: 'string' }),
    holdSince: timestamp('hold_since', { withTimezone: true }),
    holdResult: text('hold_result', { enum: REGISTRY_RESULTS }),
    waivedResult: text('waived_result', { enum: REGISTRY_RESULTS }),
  },
  (t) => [
    index('licence_registry_status_result_idx').on(t.result),
    index('licence_registry_status_holds_idx')
      .on(t.holdSince)
      .where(sql`${t.holdSince} is not null`),
    check('licence_registry_status_hold_whole', sql`(${t.holdSince} is null) = (${t.holdResult} is null)`),
  ],
);

/** Each night's run (one row per shop day, its counts added to by every process that took part). */
export const licenceRegistryRuns = pgTable('licence_registry_runs', {
  day: date('day', { mode: 'string' }).primaryKey(),
  provider: text('provider', { enum: LICENCE_REGISTRY_PROVIDERS }).notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  checked: integer('checked').notNull().default(0),
  changed: integer('changed').notNull().default(0),
  unavailable: integer('unavailable').notNull().default(0),
});

/**
 * The http register's pace, kept for every process of the shop at once, so that the register sees
 * LICENCE_REGISTRY_RATE requests a second in all: the earliest time the next request may start. One
 * row; each request takes its slot in one statement (modules/licences/registry-provider.ts).
 */
export const licenceRegistryPace = pgTable(
  'licence_registry_pace',
  {
    id: smallint('id').primaryKey().default(1),
    nextSlot: timestamp('next_slot', { withTimezone: true }).notNull(),
  },
  (t) => [check('licence_registry_pace_one_row', sql`${t.id} = 1`)],
);
