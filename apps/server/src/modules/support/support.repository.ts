import type { ContactMessage, ReferralApplication } from '@shop/contract/support-schemas';
import type { Db } from '../../db/client';
import { contactMessages, referralApplications } from '../../db/schema/content';

/*
 * A form's fields are the columns of its table, under the same names: what it left out is stored as
 * null (the column's default), and what is not a column (the honeypot) is not stored.
 */

export async function insertContactMessage(db: Db, message: ContactMessage) {
  await db.insert(contactMessages).values(message);
}

export async function insertReferralApplication(
  db: Db,
  application: ReferralApplication,
  userId: number | null,
) {
  await db.insert(referralApplications).values({ ...application, userId });
}
