import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, updatedAt } from './columns';
import { users } from './users';

/**
 * A doctor's address book: named shipping addresses to pick at checkout (at most
 * MAX_SAVED_ADDRESSES an account, checked when one is added). They go with the account.
 */
export const savedAddresses = pgTable(
  'saved_addresses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    clinicName: text('clinic_name'),
    street: text('street').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zipCode: text('zip_code').notNull(),
    country: text('country').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('saved_addresses_user_idx').on(t.userId, t.id),
    check('saved_addresses_label_not_blank', sql`length(trim(${t.label})) > 0`),
  ],
);
