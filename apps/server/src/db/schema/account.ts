import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { identityId, parentId, timestamps, weakRef } from './columns';
import { practices } from './practices';
import { users } from './users';

/**
 * A practice's address book (issue 39; a doctor's before): named shipping addresses every member
 * picks at checkout (at most MAX_SAVED_ADDRESSES a practice, checked when one is added), with who
 * added it. They go with the practice.
 */
export const savedAddresses = pgTable(
  'saved_addresses',
  {
    id: identityId(),
    practiceId: parentId('practice_id', () => practices.id),
    /** Who added it (null once their account is gone). */
    userId: weakRef('user_id', () => users.id),
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
    index('saved_addresses_practice_idx').on(t.practiceId, t.id),
    check('saved_addresses_label_not_blank', sql`length(trim(${t.label})) > 0`),
  ],
);
