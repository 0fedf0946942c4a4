import { MAX_SAVED_ADDRESSES } from '@shop/contract/account-messages';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { savedAddresses } from '../../db/schema/account';
import { orders } from '../../db/schema/orders';
import { users } from '../../db/schema/users';

export type SavedAddressRow = typeof savedAddresses.$inferSelect;
export type SavedAddressValues = Pick<
  typeof savedAddresses.$inferInsert,
  'label' | 'clinicName' | 'street' | 'city' | 'state' | 'zipCode' | 'country'
>;

export async function findAccount(db: Db, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      fullName: users.fullName,
      status: users.status,
      licenseNumber: users.licenseNumber,
      collegeName: users.collegeName,
      provinceState: users.provinceState,
      licenseExpiryDate: users.licenseExpiryDate,
      practiceName: users.practiceName,
      practiceAddress: users.practiceAddress,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** What checkout may take from the user's latest order: never its card or bank data. */
export async function findLastOrderDetails(db: Db, userId: number) {
  const [row] = await db
    .select({
      doctorPhone: orders.doctorPhone,
      institutionNumber: orders.institutionNumber,
      cardholderName: orders.cardholderName,
      shippingAddress: orders.shippingAddress,
      billingAddress: orders.billingAddress,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1);
  return row;
}

export async function listSavedAddresses(db: Db, userId: number) {
  return db
    .select()
    .from(savedAddresses)
    .where(eq(savedAddresses.userId, userId))
    .orderBy(asc(savedAddresses.id));
}

/** Where concurrent additions to one account's address book wait for each other. */
const ADDRESS_BOOK_LOCK = 0x5add;

/**
 * Adds an address unless the account already keeps MAX_SAVED_ADDRESSES; undefined then. Additions to
 * one account queue on a transaction lock, so two at once cannot both take the last place.
 */
export async function insertSavedAddress(db: Db, userId: number, values: SavedAddressValues) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADDRESS_BOOK_LOCK}, ${userId})`);
    const [kept] = await tx
      .select({ n: count() })
      .from(savedAddresses)
      .where(eq(savedAddresses.userId, userId));
    if ((kept?.n ?? 0) >= MAX_SAVED_ADDRESSES) return undefined;
    const [row] = await tx
      .insert(savedAddresses)
      .values({ ...values, userId })
      .returning();
    return row;
  });
}

export async function updateSavedAddress(db: Db, userId: number, id: number, values: SavedAddressValues) {
  const [row] = await db
    .update(savedAddresses)
    .set(values)
    .where(and(eq(savedAddresses.id, id), eq(savedAddresses.userId, userId)))
    .returning();
  return row;
}

export async function deleteSavedAddress(db: Db, userId: number, id: number) {
  const rows = await db
    .delete(savedAddresses)
    .where(and(eq(savedAddresses.id, id), eq(savedAddresses.userId, userId)))
    .returning({ id: savedAddresses.id });
  return rows.length > 0;
}
