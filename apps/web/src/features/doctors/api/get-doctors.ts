import {
  ADMIN_DOCTORS_PATH,
  type AdminDoctorPage,
  type DoctorListStatus,
} from '@shop/contract/admin-doctor-schemas';
import { api } from '@/lib/api-client';
import { listApiPath } from '@/lib/list-path';
import { accountListQueryOptions } from '@/lib/react-query';

export type DoctorFilter = { status?: DoctorListStatus; search: string; page: number };

export const doctorsApiPath = ({ status, search, page }: DoctorFilter): string =>
  listApiPath(ADMIN_DOCTORS_PATH, { status, q: search, page });

export const getDoctors = (filter: DoctorFilter, signal?: AbortSignal) =>
  api.get<AdminDoctorPage>(doctorsApiPath(filter), { signal });

/** The Doctors tab's list: under the 'admin' key, so an approval elsewhere refreshes it. */
export const getDoctorsQueryOptions = (filter: DoctorFilter) =>
  accountListQueryOptions(['admin', 'doctors', filter], (signal) => getDoctors(filter, signal));
