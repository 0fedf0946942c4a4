import { sql, type SQL } from 'drizzle-orm';
import { check, date, integer, numeric, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** Money is numeric(12,2) in the database and a decimal string in TypeScript (decision 012). */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2 });

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/**
 * A contract's list of words as SQL literals for a check's `in (…)`, so the check holds the list the
 * contract declares instead of a copy. The words are the code's own constants, never user input.
 */
export const sqlWords = (words: readonly string[]): SQL =>
  sql.raw(words.map((word) => `'${word.replaceAll("'", "''")}'`).join(', '));

/** A table's own `id`: an integer the database numbers (an identity column). */
export const identityId = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

/** When a row was made and last changed. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/** The row this one belongs to: always set, and this row is deleted with it. */
export const parentId = (name: string, parent: () => AnyPgColumn) =>
  integer(name).notNull().references(parent, { onDelete: 'cascade' });

/**
 * The row this one extends, one to one (a product's stock, a user's order count): its id is this
 * row's key, and this row is deleted with it.
 */
export const parentKey = (name: string, parent: () => AnyPgColumn) =>
  integer(name).primaryKey().references(parent, { onDelete: 'cascade' });

/** A row this one names while it exists: null once it is deleted (a user, a product, …). */
export const weakRef = (name: string, target: () => AnyPgColumn) =>
  integer(name).references(target, { onDelete: 'set null' });

/**
 * A tax exemption (issue 37): the certificate's number and its expiry date, both or neither. No tax
 * is charged while the expiry date is today or later, and the invoice prints the number.
 */
export const taxExemptionColumns = () => ({
  taxExemptionNumber: text('tax_exemption_number'),
  taxExemptionExpires: date('tax_exemption_expires', { mode: 'string' }),
});

/** The check that keeps a tax exemption whole: a number with its expiry date, or neither. */
export const taxExemptionWhole = (
  table: string,
  t: { taxExemptionNumber: AnyPgColumn; taxExemptionExpires: AnyPgColumn },
) =>
  check(
    `${table}_tax_exemption_whole`,
    sql`(${t.taxExemptionNumber} is null) = (${t.taxExemptionExpires} is null)`,
  );
