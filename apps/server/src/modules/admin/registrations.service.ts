import { adminMessages } from '@shop/contract/admin-messages';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.service';
import { queueEmail } from '../email/email.service';
import { registrationApprovedEmail } from '../email/email.templates';
import {
  deletePendingDoctor,
  findDoctor,
  listPendingDoctors,
  markApproved,
} from './registrations.repository';

export async function pendingRegistrations(db: Db) {
  const rows = await listPendingDoctors(db);
  return rows.map((r) => ({
    ...r,
    licenseNumber: r.licenseNumber ?? '',
    collegeName: r.collegeName ?? '',
    practiceAddress: r.practiceAddress ?? '',
    createdAt: r.createdAt.toISOString(),
  }));
}

/** The reason an approve/reject found nothing to act on: gone (404) or already approved (409). */
async function explainMissing(db: Db, id: number): Promise<never> {
  const doctor = await findDoctor(db, id);
  if (doctor?.status === 'approved') throw conflict(adminMessages.alreadyApproved);
  throw notFound(adminMessages.userNotFound);
}

export async function approveRegistration(db: Db, id: number, adminId: number, shopName: string) {
  const approved = await db.transaction(async (tx) => {
    // The conditional update makes concurrent approvals safe: exactly one sees the pending row.
    const doctor = await markApproved(tx, id, adminId);
    if (!doctor) return undefined;
    await recordAudit(tx, {
      actorUserId: adminId,
      action: 'registration.approve',
      entityType: 'user',
      entityId: id,
    });
    await queueEmail(tx, registrationApprovedEmail(shopName, doctor.email, doctor.fullName));
    return doctor;
  });
  if (!approved) await explainMissing(db, id);
}

/** Decision 011: reject removes the registration and its sessions, keeps an audit entry. */
export async function rejectRegistration(db: Db, id: number, adminId: number) {
  const rejected = await db.transaction(async (tx) => {
    const doctor = await deletePendingDoctor(tx, id);
    if (!doctor) return undefined;
    await recordAudit(tx, {
      actorUserId: adminId,
      action: 'registration.reject',
      entityType: 'user',
      entityId: id,
      details: { email: doctor.email, fullName: doctor.fullName, licenseNumber: doctor.licenseNumber },
    });
    return doctor;
  });
  if (!rejected) await explainMissing(db, id);
}
