import {
  holdsOrdering,
  licenceRegistryMessages as m,
  registryResult,
  type LicenceRegistryProvider,
  type RegisterAnswer,
  type RegisterEntry,
  type RegisterStatus,
  type RegistryCheckTrigger,
  type RegistryResult,
} from '@shop/contract/licence-registry';
import type {
  RegisterUploaded,
  RegisterUploadQuery,
  RegistryApprovalBody,
  RegistryCheck,
  RegistryHoldList,
  RegistrySettings,
} from '@shop/contract/licence-registry-schemas';
import { REGISTER_FILE_FIELDS, type RegisterFileMapping } from '@shop/contract/licence-registry';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema/system';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { dateIn } from '../../lib/clock';
import { recordAudit } from '../audit/audit.service';
import { emailQueueing } from '../email/email.service';
import type { EmailMessage } from '../email/email.layout';
import { readRegisterFile } from './register-file';
import { licenceRegistryOf, type LicenceRegistry } from './registry-provider';
import { registryHoldEmail, registryHoldLiftedEmail } from './registry.emails';
import * as repo from './registry.repository';
import { findPendingRenewals } from './renewal.repository';

/**
 * Licences checked against the regulator's register (issue 43, docs/decisions/059): at
 * registration, at a renewal, by an admin, and every night for every active prescriber. Each result
 * that differs from the one before is stored with its date and audited; a nightly suspended,
 * revoked or expired holds the prescriber's prescription-only ordering at once, and a match lifts it.
 */
export interface RegistryContext {
  provider: LicenceRegistryProvider;
  /** The register to ask; none when LICENCE_REGISTRY is none (the manual check, unchanged). */
  registry: LicenceRegistry | undefined;
  timeZone: string;
  shopName: string;
}

export const registryContextOf = (config: AppConfig): RegistryContext => ({
  provider: config.licenceRegistry.provider,
  registry: licenceRegistryOf(config.licenceRegistry),
  timeZone: config.shopTimeZone,
  shopName: config.shopName,
});

/** A licence to check: the doctor's, or a renewal's number and expiry date with the doctor's name. */
interface LicenceToCheck {
  userId: number;
  renewalId: number | null;
  fullName: string;
  email: string;
  licenseNumber: string;
  jurisdiction: string;
  expiryDate: string | null;
  /** The doctor's standing before this check (none for a renewal, which has its own). */
  standing:
    Pick<repo.CheckedLicence, 'active' | 'result' | 'holdSince' | 'holdResult' | 'waivedResult'> | undefined;
}

const toCheck = (licence: repo.CheckedLicence): LicenceToCheck | undefined =>
  licence.licenseNumber === null
    ? undefined
    : {
        userId: licence.userId,
        renewalId: null,
        fullName: licence.fullName,
        email: licence.email,
        licenseNumber: licence.licenseNumber,
        jurisdiction: licence.provinceState ?? '',
        expiryDate: licence.expiryDate,
        standing: licence,
      };

/** What a check changes of a doctor's hold: a new one (nightly only), one lifted by a match, or nothing. */
function holdChange(
  standing: LicenceToCheck['standing'],
  result: RegistryResult,
  trigger: RegistryCheckTrigger,
) {
  const held = standing?.holdResult ?? null;
  if (held !== null && result === 'match') return 'lift';
  // Only an active account's ordering is held: a registration still waiting is the admin's to decide.
  if (
    held === null &&
    trigger === 'nightly' &&
    standing?.active === true &&
    holdsOrdering(result) &&
    standing.waivedResult !== result
  )
    return 'hold';
  return undefined;
}

interface Checked {
  licence: LicenceToCheck;
  result: RegistryResult;
  entry: RegisterEntry | null;
}

/**
 * Looks the licences up and records what the register said, in one transaction: a check row for each
 * (nightly: only for a result that differs from the doctor's last), each doctor's standing, the
 * audit entries, and the holds put or lifted with their e-mails. Answers the results, in order.
 */
async function checkLicences(
  db: Db,
  context: RegistryContext & { registry: LicenceRegistry },
  licences: readonly LicenceToCheck[],
  trigger: RegistryCheckTrigger,
  at: Date,
  actorId: number | null,
): Promise<Checked[]> {
  if (licences.length === 0) return [];
  const today = dateIn(context.timeZone, at);
  const answers: RegisterAnswer[] = await context.registry.lookUp(
    db,
    licences.map((licence) => ({ number: licence.licenseNumber, jurisdiction: licence.jurisdiction })),
    at,
  );
  const checked = licences.map((licence, index): Checked => {
    const answer = answers[index] ?? { kind: 'unavailable' };
    return {
      licence,
      result: registryResult(licence, answer, today),
      entry: answer.kind === 'found' ? answer.entry : null,
    };
  });
  await db.transaction(async (tx) => {
    const stored = checked.filter(
      (check) => trigger !== 'nightly' || check.result !== (check.licence.standing?.result ?? null),
    );
    const ids = await repo.insertChecks(
      tx,
      stored.map(({ licence, result, entry }) => ({
        userId: licence.userId,
        renewalId: licence.renewalId,
        trigger,
        provider: context.registry.provider,
        licenseNumber: licence.licenseNumber,
        jurisdiction: licence.jurisdiction,
        result,
        entry,
        checkedAt: at,
      })),
    );
    const checkIds = new Map(stored.map((check, index) => [check.licence, ids[index]]));
    // A renewal's check is the renewal's: the doctor's standing is their current licence's.
    const standings = checked
      .filter((check) => check.licence.renewalId === null)
      .map((check) => ({ ...check, change: holdChange(check.licence.standing, check.result, trigger) }));
    const holds = standings.filter((check) => check.change === 'hold');
    const lifts = standings.filter((check) => check.change === 'lift');
    await repo.saveStatuses(
      tx,
      standings.map(({ change, ...check }) => {
        const prior = check.licence.standing;
        const held =
          prior?.holdSince && prior.holdResult ? { since: prior.holdSince, result: prior.holdResult } : null;
        const waived = prior?.waivedResult ?? null;
        return {
          userId: check.licence.userId,
          result: check.result,
          checkId: checkIds.get(check.licence),
          checkedAt: at,
          hold: change === 'hold' ? { since: at, result: check.result } : change === 'lift' ? null : held,
          // A waiver holds while the register keeps saying what was waived (or says nothing).
          waivedResult:
            waived !== null && check.result !== waived && check.result !== 'unavailable' ? null : waived,
        };
      }),
    );
    const entries = [
      ...stored.map(({ licence, result, entry }) => ({
        actorUserId: actorId,
        action: 'licence.registry_check',
        entityType: 'user',
        entityId: String(licence.userId),
        details: { trigger, result, renewalId: licence.renewalId, register: entry },
      })),
      ...holds.map(({ licence, result }) => ({
        actorUserId: null,
        action: 'licence.registry_hold',
        entityType: 'user',
        entityId: String(licence.userId),
        details: { result },
      })),
      ...lifts.map(({ licence }) => ({
        actorUserId: actorId,
        action: 'licence.registry_hold_lifted',
        entityType: 'user',
        entityId: String(licence.userId),
        details: { result: 'match', trigger },
      })),
    ];
    if (entries.length > 0) await tx.insert(auditLog).values(entries);
    const emails = [
      ...(await holdEmails(tx, context.shopName, holds)),
      ...lifts.map(({ licence }) =>
        registryHoldLiftedEmail(context.shopName, licence, licence.licenseNumber),
      ),
    ];
    const [first, ...more] = emails;
    if (first) await emailQueueing(tx, first, ...more);
  });
  return checked;
}

/** The e-mails of new holds: to each prescriber and to their practice's other owners. */
async function holdEmails(db: Db, shopName: string, holds: readonly Checked[]): Promise<EmailMessage[]> {
  if (holds.length === 0) return [];
  const owners = await repo.findOtherOwners(
    db,
    holds.map((hold) => hold.licence.userId),
  );
  return holds.flatMap(({ licence, result }) => {
    const facts = {
      prescriber: licence.fullName,
      licenseNumber: licence.licenseNumber,
      status: result as RegisterStatus,
    };
    return [
      registryHoldEmail(shopName, { ...licence, owner: false }, facts),
      ...owners
        .filter((owner) => owner.memberId === licence.userId)
        .map((owner) => registryHoldEmail(shopName, { ...owner, owner: true }, facts)),
    ];
  });
}

const withRegistry = (context: RegistryContext) =>
  context.registry ? (context as RegistryContext & { registry: LicenceRegistry }) : undefined;

/**
 * The doctors' licences checked now (at registration, or by an admin), as the nightly run checks
 * them but never holding anyone. Nothing when the shop has no register. A register that fails is
 * `unavailable`, never an error of the caller.
 */
export async function checkDoctors(
  db: Db,
  context: RegistryContext,
  userIds: readonly number[],
  trigger: 'registration' | 'admin',
  at: Date,
  actorId: number | null = null,
) {
  const registry = withRegistry(context);
  if (!registry || userIds.length === 0) return [];
  const licences = (await repo.findCheckedLicences(db, userIds)).flatMap((licence) => toCheck(licence) ?? []);
  return checkLicences(db, registry, licences, trigger, at, actorId);
}

/**
 * A new application (a registration, or an invitation accepted with a licence) looked up in the
 * register once its answer is sent: the doctor never waits on the register (the http one may take
 * its 5 s), and the admin reviews the application with the register's answer. A check lost to a
 * restart is made by the next night's run, which asks about every waiting application the register
 * has not answered.
 */
export function checkApplicationAfterAnswer(app: FastifyInstance, reply: FastifyReply, userId: number) {
  const context = registryContextOf(app.config);
  if (!context.registry) return;
  app.lifecycle.afterAnswer(reply, 'the register check of a new application', () =>
    checkDoctors(app.db, context, [userId], 'registration', app.clock.now()),
  );
}

/** `POST /api/admin/doctors/{id}/registry-check`: the doctor checked now, by an admin; 404 for no such doctor. */
export async function checkDoctorNow(
  db: Db,
  context: RegistryContext,
  userId: number,
  adminId: number,
  at: Date,
) {
  const [doctor] = await repo.findCheckedLicences(db, [userId]);
  const licence = doctor && toCheck(doctor);
  if (!licence) throw notFound(m.doctorNotFound);
  const registry = withRegistry(context);
  if (registry) await checkLicences(db, registry, [licence], 'admin', at, adminId);
  return { check: (await currentChecks(db, [userId])).get(userId) ?? null };
}

/** A renewal's licence checked as it was sent: its number and expiry date, the doctor's name and jurisdiction. */
export async function checkRenewals(
  db: Db,
  context: RegistryContext,
  renewals: readonly { id: number; userId: number; licenseNumber: string; expiryDate: string }[],
  trigger: 'renewal' | 'admin' | 'nightly',
  at: Date,
) {
  const registry = withRegistry(context);
  if (!registry || renewals.length === 0) return [];
  const doctors = new Map(
    (
      await repo.findCheckedLicences(
        db,
        renewals.map((renewal) => renewal.userId),
      )
    ).map((doctor) => [doctor.userId, doctor]),
  );
  const licences = renewals.flatMap((renewal): LicenceToCheck[] => {
    const doctor = doctors.get(renewal.userId);
    if (!doctor) return [];
    return [
      {
        userId: renewal.userId,
        renewalId: renewal.id,
        fullName: doctor.fullName,
        email: doctor.email,
        licenseNumber: renewal.licenseNumber,
        jurisdiction: doctor.provinceState ?? '',
        expiryDate: renewal.expiryDate,
        standing: undefined,
      },
    ];
  });
  return checkLicences(db, registry, licences, trigger, at, null);
}

/** What a night's run did; its counts are also added to the night's row for the Settings tab. */
export type RegistryRunCounts = {
  checked: number;
  changed: number;
  unavailable: number;
};

/**
 * The nightly check (the daily job `licence-registry`): every active prescriber (with their renewals
 * waiting for an admin that the register has not answered yet), and every waiting registration the
 * register did not answer, not yet checked on `today`, in batches. Each batch is
 * claimed first (its doctors' `checked_on` set to the day, skipping those another run holds), so
 * three processes running it at once check each doctor once; a crash leaves the batch in flight
 * checked tomorrow. Nothing when the shop has no register.
 */
export async function runRegistryJob(
  db: Db,
  context: RegistryContext,
  now: Date,
  today: string,
  options: { batchSize?: number } = {},
): Promise<RegistryRunCounts> {
  const registry = withRegistry(context);
  const counts = { checked: 0, changed: 0, unavailable: 0 };
  if (!registry) return counts;
  await repo.addMissingStatuses(db);
  await repo.startRun(db, today, registry.provider, now);
  const batchSize = options.batchSize ?? (registry.provider === 'file' ? 2000 : 200);
  // Processes running the night at once claim batches of their own; the http register's pace is
  // shared by all of them (registry-provider.ts: takeRequestSlot).
  let after = 0;
  for (;;) {
    const claimed = await repo.claimUnchecked(db, today, after, batchSize);
    if (claimed.length === 0) break;
    after = claimed.at(-1) ?? after;
    const licences = (await repo.findCheckedLicences(db, claimed)).flatMap(
      (licence) => toCheck(licence) ?? [],
    );
    const checked = await checkLicences(db, registry, licences, 'nightly', now, null);
    // Their renewals the register has not answered yet, asked again (the admin weighs the answer).
    const renewals = await checkRenewals(
      db,
      registry,
      await repo.findRenewalsToAskAgain(db, claimed),
      'nightly',
      now,
    );
    const batch = {
      checked: checked.length + renewals.length,
      changed:
        checked.filter((check) => check.result !== (check.licence.standing?.result ?? null)).length +
        renewals.filter((check) => check.result !== 'unavailable').length,
      unavailable: [...checked, ...renewals].filter((check) => check.result === 'unavailable').length,
    };
    await repo.addToRun(db, today, batch);
    counts.checked += batch.checked;
    counts.changed += batch.changed;
    counts.unavailable += batch.unavailable;
  }
  await repo.finishRunIfDone(db, today, new Date());
  return counts;
}

/** Whether `userId`'s prescription-only ordering is held by the register: the result that holds it. */
export const registryHold = (db: Db, userId: number) => repo.findHold(db, userId);

const checkView = (row: {
  result: RegistryResult;
  trigger: RegistryCheckTrigger;
  checkedAt: Date;
  entry: RegisterEntry | null;
}): RegistryCheck => ({
  result: row.result,
  trigger: row.trigger,
  checkedAt: row.checkedAt.toISOString(),
  entry: row.entry,
});

/** The current check of each doctor, by id (none for a doctor never checked). */
export async function currentChecks(db: Db, userIds: readonly number[]) {
  const rows = await repo.findCurrentChecks(db, userIds);
  return new Map(rows.map((row) => [row.userId, checkView(row)]));
}

/** The latest check of each renewal, by id. */
export async function renewalChecks(db: Db, renewalIds: readonly number[]) {
  const rows = await repo.findRenewalChecks(db, renewalIds);
  return new Map(rows.flatMap((row) => (row.renewalId === null ? [] : [[row.renewalId, checkView(row)]])));
}

/**
 * The reason an admin gives to approve a licence the register does not match: required (400) when
 * the shop has a register and the check is anything but a match (or there is none); none needed
 * otherwise, so the specification's body-less approval still works. Answers what the audit keeps.
 */
export function registryApproval(
  context: RegistryContext,
  check: RegistryCheck | undefined,
  body: RegistryApprovalBody | undefined,
): { registry: RegistryResult | null; reason?: string } | undefined {
  if (!context.registry) return undefined;
  const result = check?.result ?? null;
  if (result !== 'match' && !body?.reason) throw badRequest(m.reasonRequired, { reason: [m.reasonRequired] });
  return result === 'match' ? { registry: result } : { registry: result, reason: body?.reason };
}

/** `GET /api/admin/licence-registry`: the provider, the last file and the last night's run. */
export async function registrySettings(db: Db, context: RegistryContext): Promise<RegistrySettings> {
  const [upload, run, holds] = await Promise.all([
    repo.findLastUpload(db),
    repo.findLastRun(db),
    repo.findHolds(db),
  ]);
  return {
    provider: context.provider,
    lastUpload: upload ? { ...upload, uploadedAt: upload.uploadedAt.toISOString() } : null,
    lastRun: run
      ? {
          day: run.day,
          startedAt: run.startedAt.toISOString(),
          finishedAt: run.finishedAt?.toISOString() ?? null,
          checked: run.checked,
          changed: run.changed,
          unavailable: run.unavailable,
        }
      : null,
    holds: holds.length,
  };
}

/** The mapping an upload names, whole, or the last upload's; a 400 when neither. */
async function mappingOf(db: Db, query: RegisterUploadQuery): Promise<RegisterFileMapping> {
  const given = REGISTER_FILE_FIELDS.filter((field) => query[field] !== undefined);
  if (given.length === REGISTER_FILE_FIELDS.length) {
    return Object.fromEntries(
      REGISTER_FILE_FIELDS.map((field) => [field, query[field]]),
    ) as RegisterFileMapping;
  }
  const last = given.length === 0 ? await repo.findLastUpload(db) : undefined;
  if (!last) throw badRequest(m.mappingMissing, { mapping: [m.mappingMissing] });
  return last.mapping;
}

/**
 * `POST /api/admin/licence-registry/file`: a new register file replaces the old one in one
 * transaction, recorded (who, when, what changed) and audited; a file refused for any reason
 * (register-file.ts) changes nothing. The pending registrations and renewals are then checked
 * against it, so the admin reviews them with its answers.
 */
export async function uploadRegister(
  db: Db,
  context: RegistryContext,
  adminId: number,
  bytes: Buffer,
  query: RegisterUploadQuery,
  at: Date,
): Promise<RegisterUploaded> {
  if (context.provider !== 'file') throw conflict(m.notFileProvider);
  const mapping = await mappingOf(db, query);
  const rows = readRegisterFile(bytes, mapping);
  const fileName = query.fileName ?? 'register.csv';
  await db.transaction(async (tx) => {
    const counts = await repo.replaceRegister(tx, rows, { uploadedBy: adminId, fileName, mapping });
    await recordAudit(tx, {
      actorUserId: adminId,
      action: 'licence.register_upload',
      entityType: 'user',
      entityId: adminId,
      details: { fileName, ...counts },
    });
  });
  const pending = await repo.findPendingLicences(db);
  await checkDoctors(
    db,
    context,
    pending.map((doctor) => doctor.userId),
    'admin',
    at,
    adminId,
  );
  await checkRenewals(
    db,
    context,
    (await findPendingRenewals(db)).map((renewal) => ({
      id: renewal.id,
      userId: renewal.userId,
      licenseNumber: renewal.licenseNumber,
      expiryDate: renewal.expiryDate,
    })),
    'admin',
    at,
  );
  const upload = await repo.findLastUpload(db);
  if (!upload) throw new Error('the register upload was not recorded');
  return {
    message: m.uploaded(upload.rows),
    upload: { ...upload, uploadedAt: upload.uploadedAt.toISOString() },
  };
}

/** `GET /api/admin/licence-registry/holds`: the prescribers the register held, for an admin to confirm. */
export async function registryHolds(db: Db): Promise<RegistryHoldList> {
  const rows = await repo.findHolds(db);
  return {
    holds: rows.flatMap((row) =>
      row.result === null || row.since === null
        ? []
        : [{ ...row, result: row.result, since: row.since.toISOString() }],
    ),
  };
}

/** A doctor's standing, locked for an admin's decision on it; 404 for no such doctor. */
async function lockedStanding(tx: Db, userId: number) {
  const [doctor] = await repo.findCheckedLicences(tx, [userId]);
  if (!doctor) throw notFound(m.doctorNotFound);
  return { doctor, standing: await repo.lockStatus(tx, userId) };
}

/**
 * An admin lifts a hold with a reason (the register is wrong, or the licence is back): ordering
 * resumes, and the result is waived, so the nightly run does not hold the prescriber again while
 * the register keeps saying it. 409 when there is no hold. Audited; the prescriber is e-mailed.
 */
export async function reinstateHold(
  db: Db,
  context: RegistryContext,
  adminId: number,
  userId: number,
  reason: string,
) {
  await db.transaction(async (tx) => {
    const { doctor, standing } = await lockedStanding(tx, userId);
    if (!standing?.holdResult) throw conflict(m.noHold);
    await repo.saveStatuses(tx, [
      {
        userId,
        result: standing.result ?? standing.holdResult,
        checkId: undefined,
        checkedAt: undefined,
        hold: null,
        waivedResult: standing.holdResult,
      },
    ]);
    await recordAudit(tx, {
      actorUserId: adminId,
      action: 'licence.registry_reinstate',
      entityType: 'user',
      entityId: userId,
      details: { result: standing.holdResult, reason },
    });
    await emailQueueing(tx, registryHoldLiftedEmail(context.shopName, doctor, doctor.licenseNumber ?? ''));
  });
  return { message: m.reinstated };
}

/**
 * An admin accepts the register's expiry date for a licence it reports with another date: it is the
 * licence's from then on (the lapse and the reminders read it), audited with the dates before and
 * after, and the licence is checked again. 409 unless the current check is an expiry mismatch.
 */
export async function acceptRegisterExpiry(
  db: Db,
  context: RegistryContext,
  adminId: number,
  userId: number,
  at: Date,
) {
  await db.transaction(async (tx) => {
    const { doctor, standing } = await lockedStanding(tx, userId);
    if (standing?.result !== 'expiry-mismatch' || !standing.entry) throw conflict(m.noRegisterExpiry);
    await repo.setLicenceExpiry(tx, userId, standing.entry.expiresOn);
    await recordAudit(tx, {
      actorUserId: adminId,
      action: 'licence.registry_expiry_accept',
      entityType: 'user',
      entityId: userId,
      details: { expiryDate: { before: doctor.expiryDate, after: standing.entry.expiresOn } },
    });
  });
  await checkDoctors(db, context, [userId], 'admin', at, adminId);
  return { message: m.expiryAccepted };
}
