import { adminMessages } from '@shop/contract/admin-messages';
import type { RegistryApprovalBody } from '@shop/contract/licence-registry-schemas';
import type { Db } from '../../db/client';
import { dropEmptyPractices } from '../../db/practice-founding';
import { conflict, notFound } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.service';
import { queueEmail } from '../email/email.service';
import { currentChecks, registryApproval, type RegistryContext } from '../licences/registry.service';
import { registrationApprovedEmail } from './registrations.emails';
import {
  deletePendingDoctor,
  findDoctor,
  insertRejectedRegistration,
  listPendingDoctors,
  markApproved,
} from './registrations.repository';

export async function pendingRegistrations(db: Db) {
  const rows = await listPendingDoctors(db);
  const checks = await currentChecks(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    ...r,
    licenseNumber: r.licenseNumber ?? '',
    collegeName: r.collegeName ?? '',
    practiceAddress: r.practiceAddress ?? '',
    createdAt: r.createdAt.toISOString(),
    registry: checks.get(r.id) ?? null,
  }));
}

/** The reason an approve/reject found nothing to act on: gone (404) or already approved (409). */
async function explainMissing(db: Db, id: number): Promise<never> {
  const doctor = await findDoctor(db, id);
  if (doctor?.status === 'approved') throw conflict(adminMessages.alreadyApproved);
  throw notFound(adminMessages.userNotFound);
}

interface Decision<Doctor> {
  action: 'registration.approve' | 'registration.reject';
  /** Changes the registration; the doctor, or nothing when it was not pending. */
  decide: (tx: Db) => Promise<Doctor | undefined>;
  /** What the audit entry keeps besides who and when. */
  details?: (doctor: Doctor) => Record<string, unknown> | undefined;
  /** What else the decision does, in its transaction. */
  after?: (tx: Db, doctor: Doctor) => Promise<void>;
}

/**
 * Decides a pending registration with its audit entry in one transaction; a registration that is
 * not pending is a 404 or 409, and nothing is recorded.
 */
async function decideRegistration<Doctor>(db: Db, id: number, adminId: number, decision: Decision<Doctor>) {
  const decided = await db.transaction(async (tx) => {
    const doctor = await decision.decide(tx);
    if (!doctor) return false;
    await recordAudit(tx, {
      actorUserId: adminId,
      action: decision.action,
      entityType: 'user',
      entityId: id,
      details: decision.details?.(doctor),
    });
    await decision.after?.(tx, doctor);
    return true;
  });
  if (!decided) await explainMissing(db, id);
}

/**
 * Approves a pending registration. With a licence register (issue 43), one it does not match needs
 * the admin's reason (400 otherwise, nothing written); the audit entry keeps the register's result
 * and the reason.
 */
export function approveRegistration(
  db: Db,
  id: number,
  adminId: number,
  settings: { shopName: string; registry: RegistryContext },
  body?: RegistryApprovalBody,
) {
  let registry: ReturnType<typeof registryApproval>;
  return decideRegistration(db, id, adminId, {
    action: 'registration.approve',
    decide: async (tx) => {
      const pending = await findDoctor(tx, id);
      if (pending?.status !== 'pending') return undefined;
      registry = registryApproval(settings.registry, (await currentChecks(tx, [id])).get(id), body);
      // The conditional update makes concurrent approvals safe: exactly one sees the pending row.
      return markApproved(tx, id, adminId);
    },
    details: () => registry,
    after: (tx, doctor) =>
      queueEmail(tx, registrationApprovedEmail(settings.shopName, doctor.email, doctor.fullName)),
  });
}

/**
 * Decision 011: reject removes the registration's account and its sessions, keeps the registration
 * (rejected_registrations, which the Doctors list shows) and an audit entry.
 */
export const rejectRegistration = (db: Db, id: number, adminId: number) =>
  decideRegistration(db, id, adminId, {
    action: 'registration.reject',
    decide: (tx) => deletePendingDoctor(tx, id),
    details: (doctor) => ({
      email: doctor.email,
      fullName: doctor.fullName,
      licenseNumber: doctor.licenseNumber,
    }),
    after: async (tx, doctor) => {
      await insertRejectedRegistration(tx, doctor, adminId);
      // The practice the registration founded goes with it; one it was invited into stays.
      await dropEmptyPractices(tx);
    },
  });
