import { z } from 'zod';
import { pagedList, searchPageFields } from './common-schemas';
import { USER_STATUSES } from './auth-schemas';
import { TaxExemption } from './charges-schemas';
import { reasonBody } from './text-field-schemas';
import { REGISTRY_RESULTS } from './licence-registry';
import { RegistryCheck } from './licence-registry-schemas';

/**
 * The admin's list of doctors (issue 18): every doctor past registration review, searched and paged
 * on the server. The statuses are the account statuses but `pending` (those are the Doctor
 * Registrations tab), so a status added to USER_STATUSES (suspended) is listed and filterable without
 * a change here; `suspended` (issue 20): an approved account an admin suspended, which keeps its
 * status and everything else; and `rejected`: a rejected registration loses its account (decision
 * 011) but is kept in rejected_registrations, so the admin still sees who was turned away.
 */
const statusMessage = 'Status must be one of the listed statuses';
const reviewedStatuses = USER_STATUSES.filter(
  (status): status is Exclude<(typeof USER_STATUSES)[number], 'pending'> => status !== 'pending',
);
export const DoctorListStatus = z.enum([...reviewedStatuses, 'suspended', 'rejected'], {
  error: statusMessage,
});
export type DoctorListStatus = z.infer<typeof DoctorListStatus>;
export const DOCTOR_LIST_STATUSES = DoctorListStatus.options;

export const ADMIN_DOCTORS_PATH = '/api/admin/doctors';
export const DOCTORS_PAGE_SIZE = 20;

/** `GET /api/admin/doctors?status=&q=&page=`: q is any part of the name, e-mail, licence or clinic. */
export const AdminDoctorListQuery = z
  .object({
    status: DoctorListStatus.optional(),
    /** The licence register's last result (issue 43). */
    registry: z.enum(REGISTRY_RESULTS, { error: 'Registry must be one of the listed results' }).optional(),
    ...searchPageFields,
  })
  .strict();
export type AdminDoctorListQuery = z.infer<typeof AdminDoctorListQuery>;

export const AdminDoctor = z.object({
  id: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  status: DoctorListStatus,
  licenseNumber: z.string().nullable(),
  practiceName: z.string().nullable(),
  provinceState: z.string().nullable(),
  approvedAt: z.string().nullable(),
  /** When the doctor registered. */
  createdAt: z.string(),
  ordersCount: z.number().int(),
  lastOrderAt: z.string().nullable(),
  /** When the registration was rejected; null for every other status. */
  rejectedAt: z.string().nullable(),
  /** The licence's expiry date (YYYY-MM-DD) as registered or last renewed. */
  licenseExpiryDate: z.string().nullable(),
  /** When and why the account was suspended; null unless it is. */
  suspendedAt: z.string().nullable(),
  suspendedReason: z.string().nullable(),
  /** The tax exemption an admin set (issue 37), expired or not; null for none. */
  taxExemption: TaxExemption.nullable(),
  /** What the licence register last said of the licence (issue 43); null when never asked. */
  registry: RegistryCheck.nullable(),
});
export type AdminDoctor = z.infer<typeof AdminDoctor>;

export const AdminDoctorPage = pagedList('doctors', AdminDoctor);
export type AdminDoctorPage = z.infer<typeof AdminDoctorPage>;

/** The dashboard's Doctors tab. */
export const doctorsMessages = {
  title: 'Doctors',
  searchLabel: 'Search doctors',
  searchPlaceholder: 'Name, e-mail, licence number or clinic',
  statusFilter: 'Status',
  allStatuses: 'All',
  statusLabels: { approved: 'Approved', suspended: 'Suspended', rejected: 'Rejected' } satisfies Record<
    DoctorListStatus,
    string
  >,
  rejectedOn: (when: string) => `Rejected ${when}`,
  suspendedOn: (when: string) => `Suspended ${when}`,
  licenceExpiresOn: (date: string) => `License expires ${date}`,
  licenceExpiredOn: (date: string) => `License expired ${date}`,
  actionsColumn: 'Actions',
  suspend: 'Suspend',
  reinstate: 'Reinstate',
  suspendNamed: (name: string) => `Suspend ${name}`,
  reinstateNamed: (name: string) => `Reinstate ${name}`,
  suspendTitle: (name: string) => `Suspend ${name}?`,
  suspendDescription:
    'They are signed out at once and cannot sign in until reinstated; their orders, cart and details stay. They see the reason when they try to sign in.',
  reinstateTitle: (name: string) => `Reinstate ${name}?`,
  reinstateDescription: 'They can sign in and order again (their licence permitting).',
  suspendReasonLabel: 'Reason',
  suspendConfirm: 'Suspend Account',
  reinstateConfirm: 'Reinstate Account',
  suspendedToast: 'Account suspended',
  reinstatedToast: 'Account reinstated',
  suspendFailed: 'Failed to suspend the account',
  reinstateFailed: 'Failed to reinstate the account',
  noDoctors: 'No doctors found',
  loadFailed: 'Failed to load doctors',
  noOrders: 'No orders yet',
} as const;

/** Why an admin suspends an account (issue 20): shown to the doctor at sign-in, kept in the audit trail. */
export const SUSPEND_REASON_MAX = 500;
export const suspensionMessages = {
  reasonRequired: 'Enter the reason for the suspension',
  doctorNotFound: 'Doctor not found',
  adminNotSuspendable: 'Admin accounts cannot be suspended',
  alreadySuspended: 'This account is already suspended',
  notSuspended: 'This account is not suspended',
} as const;

export const SuspendBody = reasonBody(suspensionMessages.reasonRequired, SUSPEND_REASON_MAX);
export type SuspendBody = z.infer<typeof SuspendBody>;

export const adminUserSuspendPath = (id: number) => `/api/admin/users/${id}/suspend`;
export const adminUserReinstatePath = (id: number) => `/api/admin/users/${id}/reinstate`;

/** A doctor registration waiting for approval. */
export const PendingUser = z.object({
  id: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  licenseNumber: z.string(),
  collegeName: z.string(),
  provinceState: z.string().nullable(),
  practiceName: z.string().nullable(),
  practiceAddress: z.string(),
  licenseExpiryDate: z.string().nullable(),
  createdAt: z.string(),
  /** What the licence register said of it (issue 43); null when the shop has no register or never asked. */
  registry: RegistryCheck.nullable(),
});
export type PendingUser = z.infer<typeof PendingUser>;
