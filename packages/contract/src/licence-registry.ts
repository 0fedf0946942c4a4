/**
 * A licence checked against the regulator's register (issue 43, docs/decisions/059): what a register
 * says of a licence, how its answer becomes a result, and the texts of the checks. Zod-free, so the
 * screens that show a result do not ship zod for it; the bodies and views are in
 * licence-registry-schemas.ts.
 */
import { regionOf } from './regions';

/** Where the shop looks licences up (`LICENCE_REGISTRY`): nowhere (the manual check), a file, a JSON endpoint. */
export const LICENCE_REGISTRY_PROVIDERS = ['none', 'file', 'http'] as const;
export type LicenceRegistryProvider = (typeof LICENCE_REGISTRY_PROVIDERS)[number];
/** Lookups a second to an http register (`LICENCE_REGISTRY_RATE`). */
export const LICENCE_REGISTRY_RATE_DEFAULT = 10;
/** An http register's answer comes within this, or it is unavailable. */
export const LICENCE_REGISTRY_TIMEOUT_MS = 5000;
/** An http register's answer is kept this long. */
export const LICENCE_REGISTRY_ANSWER_HOURS = 24;

/** A licence's standing as a register states it. */
export const REGISTER_STATUSES = ['active', 'suspended', 'revoked', 'expired'] as const;
export type RegisterStatus = (typeof REGISTER_STATUSES)[number];

/** What a register holds of one licence (the http contract's answer, a row of the file). */
export interface RegisterEntry {
  number: string;
  name: string;
  jurisdiction: string;
  status: RegisterStatus;
  /** YYYY-MM-DD. */
  expiresOn: string;
}

/** A register's answer to one lookup: the licence, no such licence, or no answer at all. */
export type RegisterAnswer =
  { kind: 'found'; entry: RegisterEntry } | { kind: 'not-found' } | { kind: 'unavailable' };

/** What a check concluded. `unavailable` is the register's failure, never held against the doctor. */
export const REGISTRY_RESULTS = [
  'match',
  'name-mismatch',
  'expiry-mismatch',
  'not-found',
  'suspended',
  'revoked',
  'expired',
  'unavailable',
] as const;
export type RegistryResult = (typeof REGISTRY_RESULTS)[number];

/** The results a nightly check suspends a prescriber's prescription-only ordering for. */
export const HOLDING_RESULTS: readonly RegistryResult[] = ['suspended', 'revoked', 'expired'];
export const holdsOrdering = (result: RegistryResult) => HOLDING_RESULTS.includes(result);

/** When a check was made: at registration, at a renewal, by the nightly run, or by an admin (by hand, or a new register file). */
export const REGISTRY_CHECK_TRIGGERS = ['registration', 'renewal', 'nightly', 'admin'] as const;
export type RegistryCheckTrigger = (typeof REGISTRY_CHECK_TRIGGERS)[number];

/** Each result as the screens name it. */
export const REGISTRY_RESULT_LABELS: Record<RegistryResult, string> = {
  match: 'Matches the register',
  'name-mismatch': 'Name differs from the register',
  'expiry-mismatch': 'Expiry differs from the register',
  'not-found': 'Not in the register',
  suspended: 'Suspended in the register',
  revoked: 'Revoked in the register',
  expired: 'Expired in the register',
  unavailable: 'Register unavailable',
};

/** Titles, suffixes and degrees a name may carry on one side and not the other. */
const NAME_EXTRAS = new Set([
  'dr',
  'doctor',
  'md',
  'do',
  'phd',
  'mbbs',
  'mbchb',
  'np',
  'rn',
  'mr',
  'mrs',
  'ms',
  'prof',
]);

/** A name's words, lower case without accents, punctuation, titles or degrees ("Dr. Ann-Marie Lée, MD" → ann, marie, lee). */
export function nameWords(name: string): string[] {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0 && !NAME_EXTRAS.has(word));
}

/**
 * Whether two names are one person's as a register and a form write them: the same words in any
 * order ("Lee, Ann" and "Ann Lee"), or one holding every word of the other when that is at least two
 * (a middle name left out on one side).
 */
export function namesAgree(a: string, b: string): boolean {
  const [shorter, longer] = [new Set(nameWords(a)), new Set(nameWords(b))].sort((x, y) => x.size - y.size);
  if (!shorter || !longer || shorter.size === 0) return false;
  const inLonger = [...shorter].every((word) => longer.has(word));
  return inLonger && (shorter.size === longer.size || shorter.size >= 2);
}

/**
 * A licence number as registers and forms are compared: upper case, without spaces, dots or dashes
 * ("cpso-12 345" → CPSO12345).
 */
export const licenceNumberKey = (number: string) => number.toUpperCase().replace(/[\s.\-_/]/g, '');

/**
 * A jurisdiction as registers and forms are compared: a province or state by its name whatever way
 * it is written ("ON", "Ontario", "ontario."), anything else by its letters and digits in lower case.
 */
export function jurisdictionKey(jurisdiction: string): string {
  const region = regionOf(jurisdiction);
  const plain = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '');
  return region ? plain(region.region) : plain(jurisdiction);
}

/** What a check compares with the register: the licence as the shop holds it. */
export interface CheckedLicence {
  fullName: string;
  /** YYYY-MM-DD; null for an account registered before expiry dates were kept. */
  expiryDate: string | null;
}

/**
 * The result of a lookup for `licence` on `today` (YYYY-MM-DD, the shop's calendar): the register's
 * standing first (an active licence past its date is expired), then the name, then the expiry date.
 */
export function registryResult(
  licence: CheckedLicence,
  answer: RegisterAnswer,
  today: string,
): RegistryResult {
  if (answer.kind !== 'found') return answer.kind;
  const { entry } = answer;
  if (entry.status !== 'active') return entry.status;
  if (entry.expiresOn < today) return 'expired';
  if (!namesAgree(licence.fullName, entry.name)) return 'name-mismatch';
  if (licence.expiryDate !== entry.expiresOn) return 'expiry-mismatch';
  return 'match';
}

export const ADMIN_LICENCE_REGISTRY_PATH = '/api/admin/licence-registry';
export const ADMIN_LICENCE_REGISTER_FILE_PATH = `${ADMIN_LICENCE_REGISTRY_PATH}/file`;
export const ADMIN_REGISTRY_HOLDS_PATH = `${ADMIN_LICENCE_REGISTRY_PATH}/holds`;
export const adminRegistryHoldPath = (userId: number, action: 'reinstate') =>
  `${ADMIN_REGISTRY_HOLDS_PATH}/${userId}/${action}`;
export const adminRegistryCheckPath = (userId: number) => `/api/admin/doctors/${userId}/registry-check`;
export const adminAcceptRegistryExpiryPath = (userId: number) =>
  `/api/admin/doctors/${userId}/registry-expiry`;

/** A register file at most this size (20 MB). */
export const REGISTER_FILE_MAX_BYTES = 20 * 1024 * 1024;

/** The register file's fields, each mapped once to one of its column headings and remembered. */
export const REGISTER_FILE_FIELDS = ['number', 'name', 'jurisdiction', 'status', 'expiresOn'] as const;
export type RegisterFileField = (typeof REGISTER_FILE_FIELDS)[number];
export type RegisterFileMapping = Record<RegisterFileField, string>;

export const REGISTER_FIELD_LABELS: Record<RegisterFileField, string> = {
  number: 'Licence number',
  name: 'Name',
  jurisdiction: 'College or jurisdiction',
  status: 'Status',
  expiresOn: 'Expiry date',
};

/** A reason given to approve a registration the register does not match, or to lift a hold, at most this long. */
export const REGISTRY_REASON_MAX = 500;

export const licenceRegistryMessages = {
  sectionTitle: 'Licence registry',
  registerHeading: 'The register',
  doctorHeading: 'As registered',
  checkedOn: (date: string) => `Checked ${date}`,
  neverChecked: 'Not checked against the register yet',
  // The registration and renewal cards.
  registerHoldsNone: 'The register holds no such licence',
  registerNoAnswer: 'The register did not answer; check again later',
  approveAnyway: 'Approve anyway',
  approveAnywayTitle: (name: string) => `Approve ${name} without a register match?`,
  approveAnywayDescription: (label: string) =>
    `The licence register says: ${label}. Give the reason you approve the licence anyway; it is kept in the audit trail.`,
  approveReasonLabel: 'Reason for approving',
  providerNone: 'No register: licences are checked by hand',
  providerFile: 'A register file uploaded here',
  providerHttp: 'The register’s online lookup',
  // The file.
  fileNotUtf8: 'The register file must be saved as UTF-8 text',
  fileEmpty: 'The register file holds no licences',
  fileTooLarge: 'The register file must be at most 20 MB',
  fileUnclosedQuote: (line: number) => `Line ${line} opens a quoted cell that never closes`,
  mappingMissing: 'Choose the column that holds each field',
  columnMissing: (heading: string) => `The file has no column “${heading}”`,
  cellMissing: (line: number, field: string) => `Line ${line} has no ${field.toLowerCase()}`,
  statusUnknown: (line: number, status: string) =>
    `Line ${line}: “${status}” is not a status (active, suspended, revoked or expired)`,
  dateUnknown: (line: number, date: string) => `Line ${line}: “${date}” is not a date (YYYY-MM-DD)`,
  duplicateLicence: (line: number, first: number) =>
    `Line ${line} repeats the licence of line ${first} in the same jurisdiction`,
  notFileProvider: 'The shop does not read its register from a file (LICENCE_REGISTRY is not “file”)',
  uploaded: (rows: number) => `Register uploaded: ${rows.toLocaleString('en-US')} licences`,
  // The decisions.
  reasonRequired: 'Give the reason for approving a licence the register does not match',
  reasonTooLong: `The reason must be at most ${REGISTRY_REASON_MAX} characters`,
  reinstateReasonRequired: 'Give the reason for lifting the hold',
  noHold: 'This doctor’s ordering is not held',
  noRegisterExpiry: 'The register has given no other expiry date for this licence',
  expiryAccepted: 'The register’s expiry date is now the licence’s',
  reinstated: 'Prescription-only ordering restored',
  doctorNotFound: 'Doctor not found',
  // Checkout.
  licenceSuspended: (result: string) =>
    `Prescription-only products cannot be ordered: the licence register reports your licence as ${result}. ` +
    'Please contact support.',
  // The Settings section and the Doctors tab (web)
  settingsLoading: 'Loading the licence registry',
  settingsLoadFailed: 'Failed to load the licence registry',
  providerLabel: 'Register',
  lastUploadHeading: 'Register file',
  noUploadYet: 'No register file uploaded yet',
  uploadFileName: 'File',
  uploadedAt: 'Uploaded',
  uploadedBy: 'By',
  uploadRows: 'Licences',
  uploadChanges: 'Changes',
  uploadCounts: (counts: { added: number; changed: number; removed: number }) =>
    `${counts.added.toLocaleString('en-US')} added, ${counts.changed.toLocaleString('en-US')} changed, ` +
    `${counts.removed.toLocaleString('en-US')} removed`,
  uploadHeading: 'Upload a register file',
  uploadIntro:
    'A CSV file whose first line names its columns; choose the column that holds each field. The file replaces the register whole, and the pending registrations and renewals are checked against it.',
  fileLabel: 'Register file (CSV)',
  columnsLegend: 'Columns',
  chooseColumn: 'Choose a column',
  fileUnreadable: 'The file could not be read',
  noHeadings: 'The file’s first line names no columns',
  upload: 'Upload',
  uploadFailed: 'Failed to upload the register file',
  reading: 'Reading the register and checking the pending registrations and renewals…',
  lastRunHeading: 'Nightly check',
  noRunYet: 'No nightly check has run yet',
  runDay: 'Night of',
  runChecked: 'Checked',
  runChanged: 'Changed',
  runUnavailable: 'Register unavailable',
  runState: 'State',
  runFinished: (when: string) => `Finished ${when}`,
  runUnfinished: 'Not finished',
  holdsWaiting: (count: number) =>
    count === 0
      ? 'No prescriber waits in the holds queue'
      : `${count.toLocaleString('en-US')} ${count === 1 ? 'prescriber waits' : 'prescribers wait'} in the holds queue (Doctors tab)`,
  holdsTitle: 'Register holds',
  holdsIntro:
    'The nightly check held these prescribers’ prescription-only ordering. Lift the hold when the register is wrong or the licence is back, or suspend the account.',
  holdsLoading: 'Loading the register holds',
  holdsLoadFailed: 'Failed to load the register holds',
  heldLicence: (number: string | null, jurisdiction: string | null) =>
    `License ${number ?? '—'}${jurisdiction ? `, ${jurisdiction}` : ''}`,
  heldSince: (when: string) => `Held since ${when}`,
  registerEntry: (name: string, expiresOn: string) => `In the register: ${name}, expires ${expiresOn}`,
  liftHold: 'Lift hold',
  liftHoldNamed: (name: string) => `Lift the hold on ${name}`,
  liftHoldTitle: (name: string) => `Lift the hold on ${name}?`,
  liftHoldDescription:
    'Their prescription-only ordering resumes at once, and the nightly check does not hold them again while the register says the same. They are e-mailed; the reason is kept in the audit trail.',
  liftHoldReasonLabel: 'Reason',
  liftHoldFailed: 'Failed to lift the hold',
  registryFilter: 'Register',
  allResults: 'All',
  useRegisterExpiry: 'Use register’s date',
  useRegisterExpiryNamed: (name: string) => `Use the register’s expiry date for ${name}`,
  useRegisterExpiryTitle: (name: string) => `Use the register’s expiry date for ${name}?`,
  useRegisterExpiryText: (registered: string | null, register: string) =>
    `${registered ? `The license expires ${registered} as registered` : 'No expiry date is kept for the license'}; ` +
    `the register says ${register}. The register’s date becomes the license’s, and the license is checked again.`,
  useRegisterExpiryFailed: 'Failed to use the register’s date',
  checkRegister: 'Check register',
  checkRegisterNamed: (name: string) => `Check ${name}’s license against the register`,
  checkedToast: (result: string) => `Register: ${result}`,
  checkFailed: 'Failed to check the register',
} as const;
