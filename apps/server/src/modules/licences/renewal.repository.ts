import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { licenceDocuments, licenceRenewals } from '../../db/schema/licences';
import { users } from '../../db/schema/users';

/** A renewal's fields as the screens list it, without the document's bytes. */
const renewalColumns = {
  id: licenceRenewals.id,
  userId: licenceRenewals.userId,
  status: licenceRenewals.status,
  licenseNumber: licenceRenewals.licenseNumber,
  expiryDate: licenceRenewals.expiryDate,
  submittedAt: licenceRenewals.submittedAt,
  decidedAt: licenceRenewals.decidedAt,
  reason: licenceRenewals.reason,
  documentName: licenceDocuments.fileName,
  documentType: licenceRenewals.documentType,
  documentBytes: licenceRenewals.documentBytes,
};

/** The renewing doctor, with their licence as it is, for the review to set beside the renewal's. */
const doctorColumns = {
  fullName: users.fullName,
  email: users.email,
  currentLicenseNumber: users.licenseNumber,
  currentExpiryDate: users.licenseExpiryDate,
};

/** A doctor's licence as registered or last renewed. */
export async function findLicence(db: Db, userId: number) {
  const [row] = await db
    .select({
      email: users.email,
      fullName: users.fullName,
      licenseNumber: users.licenseNumber,
      collegeName: users.collegeName,
      provinceState: users.provinceState,
      expiryDate: users.licenseExpiryDate,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** The id of the doctor's renewal waiting for review, if one does. */
export async function findPendingRenewalId(db: Db, userId: number) {
  const [row] = await db
    .select({ id: licenceRenewals.id })
    .from(licenceRenewals)
    .where(and(eq(licenceRenewals.userId, userId), eq(licenceRenewals.status, 'pending')))
    .limit(1);
  return row?.id;
}

/** The doctor's latest renewal, decided or not. */
export async function findLatestRenewal(db: Db, userId: number) {
  const [row] = await db
    .select(renewalColumns)
    .from(licenceRenewals)
    .innerJoin(licenceDocuments, eq(licenceDocuments.renewalId, licenceRenewals.id))
    .where(eq(licenceRenewals.userId, userId))
    .orderBy(desc(licenceRenewals.submittedAt), desc(licenceRenewals.id))
    .limit(1);
  return row;
}

export interface NewRenewal {
  userId: number;
  licenseNumber: string;
  expiryDate: string;
  document: { fileName: string; type: string; data: Buffer };
}

/**
 * Stores a renewal and its document. A renewal already waiting for the same doctor makes the
 * insert conflict on `licence_renewals_one_pending`: then nothing is stored and the answer is undefined.
 */
export async function insertRenewal(db: Db, renewal: NewRenewal) {
  const [row] = await db
    .insert(licenceRenewals)
    .values({
      userId: renewal.userId,
      licenseNumber: renewal.licenseNumber,
      expiryDate: renewal.expiryDate,
      documentType: renewal.document.type,
      documentBytes: renewal.document.data.byteLength,
    })
    .onConflictDoNothing({
      target: licenceRenewals.userId,
      where: sql`${licenceRenewals.status} = 'pending'`,
    })
    .returning({ id: licenceRenewals.id });
  if (!row) return undefined;
  await db
    .insert(licenceDocuments)
    .values({ renewalId: row.id, fileName: renewal.document.fileName, data: renewal.document.data });
  return row.id;
}

/** A renewal's document: its bytes, type and name, and whose renewal it is. */
export async function findRenewalDocument(db: Db, renewalId: number) {
  const [row] = await db
    .select({
      userId: licenceRenewals.userId,
      type: licenceRenewals.documentType,
      fileName: licenceDocuments.fileName,
      data: licenceDocuments.data,
    })
    .from(licenceRenewals)
    .innerJoin(licenceDocuments, eq(licenceDocuments.renewalId, licenceRenewals.id))
    .where(eq(licenceRenewals.id, renewalId));
  return row;
}

/** Every renewal waiting for review, oldest first, with its doctor and their licence as it is. */
export async function findPendingRenewals(db: Db) {
  return db
    .select({
      ...renewalColumns,
      ...doctorColumns,
      provinceState: users.provinceState,
    })
    .from(licenceRenewals)
    .innerJoin(licenceDocuments, eq(licenceDocuments.renewalId, licenceRenewals.id))
    .innerJoin(users, eq(users.id, licenceRenewals.userId))
    .where(eq(licenceRenewals.status, 'pending'))
    .orderBy(asc(licenceRenewals.submittedAt), asc(licenceRenewals.id));
}

/** A renewal with its doctor's licence as it is, locked for the decision about it. */
export async function lockRenewal(db: Db, renewalId: number) {
  const [row] = await db
    .select({
      userId: licenceRenewals.userId,
      status: licenceRenewals.status,
      licenseNumber: licenceRenewals.licenseNumber,
      expiryDate: licenceRenewals.expiryDate,
      ...doctorColumns,
    })
    .from(licenceRenewals)
    .innerJoin(users, eq(users.id, licenceRenewals.userId))
    .where(eq(licenceRenewals.id, renewalId))
    .for('update');
  return row;
}

/** Records the decision on a pending renewal. */
export async function decideRenewal(
  db: Db,
  renewalId: number,
  decision: { status: 'approved' | 'rejected'; reason: string | null; adminId: number },
) {
  await db
    .update(licenceRenewals)
    .set({
      status: decision.status,
      reason: decision.reason,
      decidedAt: sql`now()`,
      decidedBy: decision.adminId,
    })
    .where(and(eq(licenceRenewals.id, renewalId), eq(licenceRenewals.status, 'pending')));
}

/** The doctor's licence becomes the renewed one. */
export async function renewLicence(
  db: Db,
  userId: number,
  licence: { licenseNumber: string; expiryDate: string },
) {
  await db
    .update(users)
    .set({ licenseNumber: licence.licenseNumber, licenseExpiryDate: licence.expiryDate })
    .where(eq(users.id, userId));
}
