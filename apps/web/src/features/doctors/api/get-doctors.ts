import {
  ADMIN_DOCTORS_PATH,
  type AdminDoctorPage,
  type DoctorListStatus,
} from '@shop/contract/admin-doctor-schemas';
import { api } from '@/lib/api-client';
import { accountListQueryOptions } from '@/lib/react-query';

export type DoctorFilter = { status?: DoctorListStatus; search: string; page: number };

export function doctorsApiPath({ status, search, page }: DoctorFilter): string {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  const term = search.trim();
  if (term) params.set('q', term);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${ADMIN_DOCTORS_PATH}?${query}` : ADMIN_DOCTORS_PATH;
}

export const getDoctors = (filter: DoctorFilter, signal?: AbortSignal) =>
  api.get<AdminDoctorPage>(doctorsApiPath(filter), { signal });

/** The Doctors tab's list: under the 'admin' key, so an approval elsewhere refreshes it. */
export const getDoctorsQueryOptions = (filter: DoctorFilter) =>
  accountListQueryOptions(['admin', 'doctors', filter], (signal) => getDoctors(filter, signal));
