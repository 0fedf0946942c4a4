import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { licenceRenewals } from '../../db/schema/licences';

/** Whether the doctor has sent a licence renewal that waits for an admin's review. */
export async function hasPendingRenewal(db: Db, userId: number) {
  const [row] = await db
    .select({ id: licenceRenewals.id })
    .from(licenceRenewals)
    .where(and(eq(licenceRenewals.userId, userId), eq(licenceRenewals.status, 'pending')))
    .limit(1);
  return row !== undefined;
}
