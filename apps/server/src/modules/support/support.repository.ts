import type { ContactMessage, ReferralApplication } from '@shop/contract/support';
import type { Db } from '../../db/client';
import { contactMessages, referralApplications } from '../../db/schema/content';

export async function insertContactMessage(db: Db, message: ContactMessage) {
  await db.insert(contactMessages).values({
    firstName: message.firstName,
    lastName: message.lastName,
    email: message.email,
    phone: message.phone,
    company: message.company ?? null,
    subject: message.subject,
    message: message.message,
  });
}

export async function insertReferralApplication(
  db: Db,
  application: ReferralApplication,
  userId: number | null,
) {
  await db.insert(referralApplications).values({
    userId,
    firstName: application.firstName,
    lastName: application.lastName,
    email: application.email,
    phone: application.phone,
    clinicName: application.clinicName,
    address: application.address ?? null,
    city: application.city ?? null,
    state: application.state ?? null,
    zipCode: application.zipCode ?? null,
    specialty: application.specialty,
    licenseNumber: application.licenseNumber,
    yearsOfExperience: application.yearsOfExperience ?? null,
    referredBy: application.referredBy ?? null,
    referrerContact: application.referrerContact ?? null,
    additionalNotes: application.additionalNotes ?? null,
  });
}
