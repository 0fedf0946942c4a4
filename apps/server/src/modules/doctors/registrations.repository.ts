import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { registrationOf, rejectedRegistrations, users } from '../../db/schema/users';

export async function listPendingDoctors(db: Db) {
  return db
    .select({
      id: users.id,
      fullName: users.fullName,
      email: users.email,
      licenseNumber: users.licenseNumber,
      collegeName: users.collegeName,
      provinceState: users.provinceState,
      practiceName: users.practiceName,
      practiceAddress: users.practiceAddress,
      licenseExpiryDate: users.licenseExpiryDate,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(and(eq(users.role, 'doctor'), eq(users.status, 'pending')))
    .orderBy(asc(users.createdAt), asc(users.id));
}

export async function findDoctor(db: Db, id: number) {
  const [row] = await db
    .select({ id: users.id, status: users.status, email: users.email, fullName: users.fullName })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'doctor')))
    .limit(1);
  return row;
}

/** Approves only a pending doctor; returns undefined when there was none to approve. */
export async function markApproved(db: Db, id: number, adminId: number) {
  const [row] = await db
    .update(users)
    .set({ status: 'approved', approvedAt: new Date(), approvedBy: adminId })
    .where(and(eq(users.id, id), eq(users.role, 'doctor'), eq(users.status, 'pending')))
    .returning({ id: users.id, email: users.email, fullName: users.fullName });
  return row;
}

/**
 * Deletes only a pending doctor (its sessions go with it); undefined when there was none. Returns the
 * registration, for rejected_registrations.
 */
export async function deletePendingDoctor(db: Db, id: number) {
  const [row] = await db
    .delete(users)
    .where(and(eq(users.id, id), eq(users.role, 'doctor'), eq(users.status, 'pending')))
    .returning({
      userId: users.id,
      email: users.email,
      ...registrationOf(users),
      registeredAt: users.createdAt,
    });
  return row;
}

export type RejectedRegistration = NonNullable<Awaited<ReturnType<typeof deletePendingDoctor>>>;

/** Keeps a rejected registration for the admin's Doctors list; now, by `adminId`. */
export async function insertRejectedRegistration(
  db: Db,
  registration: RejectedRegistration,
  adminId: number,
) {
  await db.insert(rejectedRegistrations).values({ ...registration, rejectedBy: adminId });
}
