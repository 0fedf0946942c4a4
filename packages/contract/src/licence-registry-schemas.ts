import { z } from 'zod';
import { isIsoDate } from './calendar-days';
import {
  LICENCE_REGISTRY_PROVIDERS,
  REGISTER_FILE_FIELDS,
  REGISTER_STATUSES,
  REGISTRY_CHECK_TRIGGERS,
  REGISTRY_REASON_MAX,
  REGISTRY_RESULTS,
  licenceRegistryMessages as m,
} from './licence-registry';
import { optionalLine, reasonBody } from './text-field-schemas';

/**
 * The licence registry's calls and views (issue 43, docs/decisions/059); the rules and texts are in
 * licence-registry.ts.
 */

/**
 * What an http register answers for a licence it holds: the contract an adapter in front of a real
 * register implements (`GET {LICENCE_REGISTRY_URL}?number=&jurisdiction=`; 404 when it has none).
 * Anything that does not read as this is the register unavailable.
 */
export const RegisterEntry = z.object({
  number: z.string().min(1),
  name: z.string().min(1),
  jurisdiction: z.string(),
  status: z.enum(REGISTER_STATUSES),
  expiresOn: z.string().refine(isIsoDate),
});

/** A check of a licence as the admin sees it: its result, when, why, and what the register said. */
export const RegistryCheck = z.object({
  result: z.enum(REGISTRY_RESULTS),
  trigger: z.enum(REGISTRY_CHECK_TRIGGERS),
  checkedAt: z.string(),
  /** The licence as the register holds it; null when it holds none or did not answer. */
  entry: RegisterEntry.nullable(),
});
export type RegistryCheck = z.infer<typeof RegistryCheck>;

/** A register file's columns, each field's heading (the upload's query, remembered for the next). */
export const RegisterFileMapping = z.object(
  Object.fromEntries(
    REGISTER_FILE_FIELDS.map((field) => [field, z.string().trim().min(1).max(200)]),
  ) as Record<(typeof REGISTER_FILE_FIELDS)[number], z.ZodString>,
);

/**
 * `POST /api/admin/licence-registry/file?fileName=&number=&name=&jurisdiction=&status=&expiresOn=`:
 * the file's name and each field's column heading, all of them or none (the last upload's then).
 */
export const RegisterUploadQuery = RegisterFileMapping.partial()
  .extend({ fileName: z.string().trim().min(1).max(200).optional() })
  .strict();
export type RegisterUploadQuery = z.infer<typeof RegisterUploadQuery>;

/** A register file as uploaded: by whom and when, its columns, and what it changed. */
export const RegisterUpload = z.object({
  fileName: z.string(),
  uploadedAt: z.string(),
  uploadedBy: z.string().nullable(),
  mapping: RegisterFileMapping,
  rows: z.number().int(),
  added: z.number().int(),
  changed: z.number().int(),
  removed: z.number().int(),
});
export type RegisterUpload = z.infer<typeof RegisterUpload>;

export const RegisterUploaded = z.object({ message: z.string(), upload: RegisterUpload });
export type RegisterUploaded = z.infer<typeof RegisterUploaded>;

/** A night's run across every active prescriber. */
export const RegistryRun = z.object({
  day: z.string(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  checked: z.number().int(),
  changed: z.number().int(),
  unavailable: z.number().int(),
});
export type RegistryRun = z.infer<typeof RegistryRun>;

/** `GET /api/admin/licence-registry`: the Settings tab's Registry section. */
export const RegistrySettings = z.object({
  provider: z.enum(LICENCE_REGISTRY_PROVIDERS),
  lastUpload: RegisterUpload.nullable(),
  lastRun: RegistryRun.nullable(),
  /** Prescribers whose prescription-only ordering a nightly check held, waiting for an admin. */
  holds: z.number().int(),
});
export type RegistrySettings = z.infer<typeof RegistrySettings>;

/** A prescriber whose prescription-only ordering the register held, for an admin to confirm. */
export const RegistryHold = z.object({
  userId: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  licenseNumber: z.string().nullable(),
  provinceState: z.string().nullable(),
  result: z.enum(REGISTRY_RESULTS),
  since: z.string(),
  entry: RegisterEntry.nullable(),
});
export type RegistryHold = z.infer<typeof RegistryHold>;

export const RegistryHoldList = z.object({ holds: z.array(RegistryHold) });
export type RegistryHoldList = z.infer<typeof RegistryHoldList>;

/** Lifting a hold: why. */
export const ReinstateHoldBody = reasonBody(m.reinstateReasonRequired, REGISTRY_REASON_MAX);

/**
 * Approving a registration or a renewal: no body, as the specification's call (a licence the
 * register matches, or no register), or the reason the admin approves one it does not match.
 */
export const RegistryApprovalBody = z
  .object({
    reason: optionalLine(REGISTRY_REASON_MAX, m.reasonTooLong),
  })
  .strict();
export type RegistryApprovalBody = z.infer<typeof RegistryApprovalBody>;
