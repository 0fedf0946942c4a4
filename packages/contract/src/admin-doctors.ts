import { z } from 'zod';
import { pagedList, pageParam, searchParam } from './common';
import { USER_STATUSES } from './auth';

/**
 * The admin's list of doctors (issue 18): every doctor past registration review, searched and paged
 * on the server. The statuses are the account statuses but `pending` (those are the Doctor
 * Registrations tab), so a status added to USER_STATUSES (suspended) is listed and filterable without
 * a change here, and `rejected`: a rejected registration loses its account (decision 011) but is kept
 * in rejected_registrations, so the admin still sees who was turned away.
 */
const statusMessage = 'Status must be one of the listed statuses';
const reviewedStatuses = USER_STATUSES.filter(
  (status): status is Exclude<(typeof USER_STATUSES)[number], 'pending'> => status !== 'pending',
);
export const DoctorListStatus = z.enum([...reviewedStatuses, 'rejected'], { error: statusMessage });
export type DoctorListStatus = z.infer<typeof DoctorListStatus>;
export const DOCTOR_LIST_STATUSES = DoctorListStatus.options;

export const ADMIN_DOCTORS_PATH = '/api/admin/doctors';
export const DOCTORS_PAGE_SIZE = 20;

/** `GET /api/admin/doctors?status=&q=&page=`: q is any part of the name, e-mail, licence or clinic. */
export const AdminDoctorListQuery = z
  .object({
    status: DoctorListStatus.optional(),
    q: searchParam(),
    page: pageParam(),
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
  statusLabels: { approved: 'Approved', rejected: 'Rejected' } satisfies Record<DoctorListStatus, string>,
  rejectedOn: (when: string) => `Rejected ${when}`,
  noDoctors: 'No doctors found',
  loadFailed: 'Failed to load doctors',
  noOrders: 'No orders yet',
} as const;
