import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { identityId, parentId, timestamps } from './columns';
import { users } from './users';

/**
 * A doctor's address book: named shipping addresses to pick at checkout (at most
 * MAX_SAVED_ADDRESSES an account, checked when one is added). They go with the account.
 */
export const savedAddresses = pgTable(
  'saved_addresses',
  {
    id: identityId(),
    userId: parentId('user_id', () => users.id),
    label: text('label').notNull(),
    clinicName: text('clinic_name'),
    street: text('street').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zipCode: text('zip_code').notNull(),
    country: text('country').notNull(),
    ...timestamps(),
  },
  (t) => [
    index('saved_addresses_user_idx').on(t.userId, t.id),
    check('saved_addresses_label_not_blank', sql`length(trim(${t.label})) > 0`),
  ],
);
