import {
  LICENCE_DOCUMENT_TYPES,
  LICENCE_REMINDER_DAYS,
  LICENCE_RENEWAL_PATH,
  licenceLapsed,
  licenceMessages as m,
  type LicenceDocumentType,
} from '@shop/contract/licence';
import type {
  LicenceRenewal,
  LicenceStatus,
  RenewalFields,
  RenewalReviewList,
} from '@shop/contract/licence-schemas';
import type { RegistryApprovalBody } from '@shop/contract/licence-registry-schemas';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/app-error';
import { daysBetween } from '../../lib/clock';
import { recordAudit } from '../audit/audit.service';
import { queueEmail } from '../email/email.service';
import { adminNotices } from '../email/admin-notices.service';
import { registryApproval, renewalChecks, type RegistryContext } from './registry.service';
import {
  licenceRenewalApprovedEmail,
  licenceRenewalNoticeEmail,
  licenceRenewalRejectedEmail,
} from './licence.emails';
import {
  decideRenewal,
  findLatestRenewal,
  findLicence,
  findPendingRenewalId,
  findPendingRenewals,
  findRenewalDocument,
  insertRenewal,
  lockRenewal,
  renewLicence,
} from './renewal.repository';

/** Whether the doctor has sent a licence renewal that waits for an admin's review. */
export async function hasPendingRenewal(db: Db, userId: number) {
  return (await findPendingRenewalId(db, userId)) !== undefined;
}

const isDocumentType = (type: string): type is LicenceDocumentType =>
  LICENCE_DOCUMENT_TYPES.some((known) => known === type);

type RenewalRow = NonNullable<Awaited<ReturnType<typeof findLatestRenewal>>>;

function renewalOf(row: RenewalRow): LicenceRenewal {
  if (!isDocumentType(row.documentType)) throw new Error(`unknown licence document type ${row.documentType}`);
  return {
    id: row.id,
    status: row.status,
    licenseNumber: row.licenseNumber,
    expiryDate: row.expiryDate,
    submittedAt: row.submittedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    reason: row.reason,
    documentName: row.documentName,
    documentType: row.documentType,
    documentBytes: row.documentBytes,
  };
}

/** The doctor's licence as the account page shows it: its state on `today` and the latest renewal. */
export async function licenceStatus(db: Db, userId: number, today: string): Promise<LicenceStatus> {
  const [licence, latest] = await Promise.all([findLicence(db, userId), findLatestRenewal(db, userId)]);
  if (!licence) throw notFound(m.renewalNotFound);
  const { expiryDate } = licence;
  const daysLeft = expiryDate === null ? null : daysBetween(today, expiryDate);
  const state =
    expiryDate === null || daysLeft === null
      ? 'none'
      : licenceLapsed(expiryDate, today)
        ? 'expired'
        : daysLeft <= LICENCE_REMINDER_DAYS[0]
          ? 'expiring'
          : 'valid';
  return {
    licenseNumber: licence.licenseNumber,
    collegeName: licence.collegeName,
    provinceState: licence.provinceState,
    expiryDate,
    state,
    daysLeft,
    latestRenewal: latest ? renewalOf(latest) : null,
  };
}

export interface RenewalDocument {
  fileName: string;
  type: LicenceDocumentType;
  data: Buffer;
}

/**
 * The doctor sends a renewed licence for review (issue 20): the number (the current one when not
 * changed), the new expiry date and the scan, with an audit entry. One renewal waits at a time (409).
 */
export async function submitRenewal(
  db: Db,
  userId: number,
  fields: RenewalFields,
  document: RenewalDocument,
  settings: { today: string; shopName: string; adminNotifyEmail: string | undefined },
): Promise<LicenceStatus> {
  const { today } = settings;
  await db.transaction(async (tx) => {
    const licence = await findLicence(tx, userId);
    if (!licence) throw notFound(m.renewalNotFound);
    const licenseNumber = fields.licenseNumber ?? licence.licenseNumber ?? '';
    const renewalId = await insertRenewal(tx, {
      userId,
      licenseNumber,
      expiryDate: fields.expiryDate,
      document,
    });
    if (renewalId === undefined) throw conflict(m.renewalPending);
    await recordAudit(tx, {
      actorUserId: userId,
      action: 'licence.renewal_submit',
      entityType: 'user',
      entityId: userId,
      details: {
        renewalId,
        licenseNumber: { before: licence.licenseNumber, after: licenseNumber },
        expiryDate: { before: licence.expiryDate, after: fields.expiryDate },
      },
    });
    // The admin is told, as of a new registration (issue 38).
    const notices = await adminNotices(tx, settings.adminNotifyEmail, (to) =>
      licenceRenewalNoticeEmail(settings.shopName, to, {
        fullName: licence.fullName,
        email: licence.email,
        licenseNumber,
        expiryDate: fields.expiryDate,
      }),
    );
    await queueEmail(tx, ...notices);
  });
  return licenceStatus(db, userId, today);
}

/** A renewal's document for its own doctor (`userId`) or, with none, for an admin; else a 404. */
export async function renewalDocument(db: Db, renewalId: number, userId?: number): Promise<RenewalDocument> {
  const row = await findRenewalDocument(db, renewalId);
  if (!row || (userId !== undefined && row.userId !== userId) || !isDocumentType(row.type)) {
    throw notFound(m.documentNotFound);
  }
  return { fileName: row.fileName, type: row.type, data: row.data };
}

/** The renewals waiting for an admin, oldest first, each with what the register said of it (issue 43). */
export async function renewalsForReview(db: Db): Promise<RenewalReviewList> {
  const rows = await findPendingRenewals(db);
  const checks = await renewalChecks(
    db,
    rows.map((row) => row.id),
  );
  return {
    renewals: rows.map((row) => ({
      registry: checks.get(row.id) ?? null,
      ...renewalOf(row),
      userId: row.userId,
      fullName: row.fullName,
      email: row.email,
      currentLicenseNumber: row.currentLicenseNumber,
      currentExpiryDate: row.currentExpiryDate,
      provinceState: row.provinceState,
    })),
  };
}

export interface DecisionSettings {
  shopName: string;
  publicUrl: string;
  registry: RegistryContext;
}

/** The pending renewal, locked; a 404 when there is none and a 409 when it is decided already. */
async function pendingRenewal(db: Db, renewalId: number) {
  const renewal = await lockRenewal(db, renewalId);
  if (!renewal) throw notFound(m.renewalNotFound);
  if (renewal.status !== 'pending') throw conflict(m.renewalDecided);
  return renewal;
}

/**
 * An admin approves a renewal: the doctor's licence becomes the renewed one (so checkout lets them
 * order again at once), audited with the values before and after, and the doctor is e-mailed. With
 * a licence register (issue 43), a renewal it does not match needs the admin's reason (400).
 */
export async function approveRenewal(
  db: Db,
  adminId: number,
  renewalId: number,
  settings: DecisionSettings,
  body?: RegistryApprovalBody,
) {
  await db.transaction(async (tx) => {
    const renewal = await pendingRenewal(tx, renewalId);
    const registry = registryApproval(
      settings.registry,
      (await renewalChecks(tx, [renewalId])).get(renewalId),
      body,
    );
    await decideRenewal(tx, renewalId, { status: 'approved', reason: null, adminId });
    await renewLicence(tx, renewal.userId, renewal);
    await recordAudit(tx, {
      actorUserId: adminId,
      action: 'licence.renewal_approve',
      entityType: 'user',
      entityId: renewal.userId,
      details: {
        renewalId,
        licenseNumber: { before: renewal.currentLicenseNumber, after: renewal.licenseNumber },
        expiryDate: { before: renewal.currentExpiryDate, after: renewal.expiryDate },
        ...registry,
      },
    });
    await queueEmail(
      tx,
      licenceRenewalApprovedEmail(settings.shopName, renewal.email, renewal.fullName, renewal),
    );
  });
}

/** An admin rejects a renewal with a reason: the licence stays as it was; the doctor is e-mailed. */
export async function rejectRenewal(
  db: Db,
  adminId: number,
  renewalId: number,
  reason: string,
  settings: DecisionSettings,
) {
  await db.transaction(async (tx) => {
    const renewal = await pendingRenewal(tx, renewalId);
    await decideRenewal(tx, renewalId, { status: 'rejected', reason, adminId });
    await recordAudit(tx, {
      actorUserId: adminId,
      action: 'licence.renewal_reject',
      entityType: 'user',
      entityId: renewal.userId,
      details: { renewalId, reason },
    });
    const facts = {
      fullName: renewal.fullName,
      expiryDate: renewal.expiryDate,
      renewalUrl: `${settings.publicUrl}${LICENCE_RENEWAL_PATH}`,
    };
    await queueEmail(tx, licenceRenewalRejectedEmail(settings.shopName, renewal.email, facts, reason));
  });
}
