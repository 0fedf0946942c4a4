import { LIST_NAME_MAX, LIST_QUANTITY_MAX, SCHEDULE_WEEKS_MAX } from '@shop/contract/supply-lists';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { identityId, parentId, parentKey, timestamps, weakRef } from './columns';
import { practices } from './practices';
import { users } from './users';

/**
 * A practice's supply list (issue 41, docs/decisions/057): named, shared with the practice's members
 * unless its author marked it private. `version` counts its changes: a change based on an older one
 * is refused (409), so two members editing one list never lose each other's work.
 */
export const supplyLists = pgTable(
  'supply_lists',
  {
    id: identityId(),
    practiceId: parentId('practice_id', () => practices.id),
    authorId: weakRef('author_id', () => users.id),
    name: text('name').notNull(),
    private: boolean('private').notNull().default(false),
    version: integer('version').notNull().default(1),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('supply_lists_practice_name_key').on(t.practiceId, sql`lower(${t.name})`),
    check(
      'supply_lists_name_length',
      sql`length(trim(${t.name})) between 1 and ${sql.raw(String(LIST_NAME_MAX))}`,
    ),
  ],
);

const quantityRange = (column: string) => sql.raw(`${column} between 1 and ${LIST_QUANTITY_MAX}`);

/**
 * A list's line, in the order its author set (`position`): a product, a quantity and, for counting
 * stock, a minimum and a par level. A product deleted from the catalogue leaves its line with no
 * product and the name it had, which the list then shows as taken off it.
 */
export const supplyListItems = pgTable(
  'supply_list_items',
  {
    id: identityId(),
    listId: parentId('list_id', () => supplyLists.id),
    position: integer('position').notNull(),
    productId: weakRef('product_id', () => products.id),
    productName: text('product_name').notNull(),
    quantity: integer('quantity').notNull(),
    minLevel: integer('min_level'),
    parLevel: integer('par_level'),
  },
  (t) => [
    uniqueIndex('supply_list_items_list_product_key').on(t.listId, t.productId),
    index('supply_list_items_list_position_idx').on(t.listId, t.position),
    index('supply_list_items_product_idx').on(t.productId),
    check('supply_list_items_quantity_range', quantityRange('quantity')),
    check('supply_list_items_min_range', sql`min_level is null or ${quantityRange('min_level')}`),
    check('supply_list_items_par_range', sql`par_level is null or ${quantityRange('par_level')}`),
    check(
      'supply_list_items_min_within_par',
      sql`min_level is null or par_level is null or min_level <= par_level`,
    ),
  ],
);

/**
 * A list's scheduled reorder (issue 41): every `every_weeks` weeks on `weekday` (ISO: 1 Monday …
 * 7 Sunday) the daily job puts the list in its owner's cart and e-mails them, then moves `next_on`
 * on; it never places an order. The owner is the member who set it, and it goes with their account.
 */
export const supplyListSchedules = pgTable(
  'supply_list_schedules',
  {
    listId: parentKey('list_id', () => supplyLists.id),
    userId: parentId('user_id', () => users.id),
    everyWeeks: integer('every_weeks').notNull(),
    weekday: integer('weekday').notNull(),
    nextOn: date('next_on', { mode: 'string' }).notNull(),
    paused: boolean('paused').notNull().default(false),
    /** The last date the job put the list in the cart. */
    lastRunOn: date('last_run_on', { mode: 'string' }),
    ...timestamps(),
  },
  (t) => [
    index('supply_list_schedules_due_idx').on(t.nextOn),
    index('supply_list_schedules_user_idx').on(t.userId),
    check('supply_list_schedules_weeks_range', sql.raw(`every_weeks between 1 and ${SCHEDULE_WEEKS_MAX}`)),
    check('supply_list_schedules_weekday_range', sql`${t.weekday} between 1 and 7`),
  ],
);
