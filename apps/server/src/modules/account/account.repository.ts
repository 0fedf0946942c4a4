import type { SavedAddress } from '@shop/contract/account-schemas';
import { MAX_SAVED_ADDRESSES } from '@shop/contract/account-messages';
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { isoTime } from '../../db/order-shapes';
import { savedAddresses } from '../../db/schema/account';
import { orders } from '../../db/schema/orders';
import { practiceMembers } from '../../db/schema/practices';
import { practiceAddressParts, registrationOf, users } from '../../db/schema/users';

export type SavedAddressValues = Pick<
  typeof savedAddresses.$inferInsert,
  'label' | 'clinicName' | 'street' | 'city' | 'state' | 'zipCode' | 'country'
>;

export async function findAccount(db: Db, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      status: users.status,
      ...registrationOf(users),
      ...practiceAddressParts,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/**
 * An address book entry as the contract's SavedAddress, written once for every read of one: a
 * select's or RETURNING's fields, and the JSON of addressBookJson.
 */
const savedAddressFields = {
  id: savedAddresses.id,
  label: savedAddresses.label,
  clinicName: savedAddresses.clinicName,
  street: savedAddresses.street,
  city: savedAddresses.city,
  state: savedAddresses.state,
  zipCode: savedAddresses.zipCode,
  country: savedAddresses.country,
  updatedAt: isoTime(savedAddresses.updatedAt).mapWith(String),
} satisfies Record<keyof SavedAddress, unknown>;

/** The address book of practice `practiceId` (a value or a column of the outer query), oldest first, as JSON. */
const addressBookJson = (practiceId: SQL | AnyPgColumn) => {
  const pairs = Object.entries(savedAddressFields).map(
    ([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`,
  );
  return sql<SavedAddress[]>`(select coalesce(json_agg(json_build_object(${sql.join(pairs, sql`, `)})
      order by ${savedAddresses.id}), '[]'::json)
    from ${savedAddresses} where ${savedAddresses.practiceId} = ${practiceId})`;
};

/**
 * What checkout starts with, in one query: the registered practice, what checkout may take from the
 * user's latest order (never its card or bank data; null before a first order) and their practice's
 * address book.
 */
export async function findCheckoutPrefillSource(db: Db, userId: number) {
  const lastOrder = db
    .select({
      doctorPhone: orders.doctorPhone,
      institutionNumber: orders.institutionNumber,
      cardholderName: orders.cardholderName,
      shippingAddress: orders.shippingAddress,
      billingAddress: orders.billingAddress,
    })
    .from(orders)
    .where(eq(orders.userId, users.id))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1)
    .as('last_order');
  const [row] = await db
    .select({
      practiceName: users.practiceName,
      practiceAddress: users.practiceAddress,
      ...practiceAddressParts,
      provinceState: users.provinceState,
      lastOrder: {
        doctorPhone: lastOrder.doctorPhone,
        institutionNumber: lastOrder.institutionNumber,
        cardholderName: lastOrder.cardholderName,
        shippingAddress: lastOrder.shippingAddress,
        billingAddress: lastOrder.billingAddress,
      },
      savedAddresses: addressBookJson(practiceMembers.practiceId),
    })
    .from(users)
    .leftJoin(practiceMembers, eq(practiceMembers.userId, users.id))
    .leftJoinLateral(lastOrder, sql`true`)
    .where(eq(users.id, userId));
  return row;
}

/**
 * Sets the practice address of doctor `userId`, its parts and the line composed from them, in one
 * row's update; false when there is no such doctor.
 */
export async function updatePracticeAddress(
  db: Db,
  userId: number,
  values: Pick<typeof users.$inferInsert, keyof typeof practiceAddressParts | 'practiceAddress'>,
) {
  const rows = await db
    .update(users)
    .set(values)
    .where(and(eq(users.id, userId), eq(users.role, 'doctor')))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** The address book of a practice (issue 39: every member's), oldest first. */
export async function listSavedAddresses(db: Db, practiceId: number) {
  return db
    .select(savedAddressFields)
    .from(savedAddresses)
    .where(eq(savedAddresses.practiceId, practiceId))
    .orderBy(asc(savedAddresses.id));
}

/** Where concurrent additions to one practice's address book wait for each other. */
const ADDRESS_BOOK_LOCK = 0x5add;

/**
 * Adds an address to the practice's book, recording the member who added it, unless the book already
 * keeps MAX_SAVED_ADDRESSES; undefined then. Additions to one book queue on a transaction lock, so
 * two at once cannot both take the last place.
 */
export async function insertSavedAddress(
  db: Db,
  book: { practiceId: number; userId: number },
  values: SavedAddressValues,
) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADDRESS_BOOK_LOCK}, ${book.practiceId})`);
    const [kept] = await tx
      .select({ n: count() })
      .from(savedAddresses)
      .where(eq(savedAddresses.practiceId, book.practiceId));
    if ((kept?.n ?? 0) >= MAX_SAVED_ADDRESSES) return undefined;
    const [row] = await tx
      .insert(savedAddresses)
      .values({ ...values, ...book })
      .returning(savedAddressFields);
    return row;
  });
}

export async function updateSavedAddress(db: Db, practiceId: number, id: number, values: SavedAddressValues) {
  const [row] = await db
    .update(savedAddresses)
    .set(values)
    .where(and(eq(savedAddresses.id, id), eq(savedAddresses.practiceId, practiceId)))
    .returning(savedAddressFields);
  return row;
}

export async function deleteSavedAddress(db: Db, practiceId: number, id: number) {
  const rows = await db
    .delete(savedAddresses)
    .where(and(eq(savedAddresses.id, id), eq(savedAddresses.practiceId, practiceId)))
    .returning({ id: savedAddresses.id });
  return rows.length > 0;
}
