import {
  ADMIN_DOCTORS_PATH,
  type AdminDoctorPage,
  type DoctorListStatus,
} from '@shop/contract/admin-doctor-schemas';
import type { RegistryResult } from '@shop/contract/licence-registry';
import { api } from '@/lib/api-client';
import { listApiPath } from '@/lib/list-path';
import { accountListQueryOptions } from '@/lib/react-query';

export type DoctorFilter = {
  status?: DoctorListStatus;
  /** The licence register's last result (issue 43). */
  registry?: RegistryResult;
  search: string;
  page: number;
};

export const doctorsApiPath = ({ status, registry, search, page }: DoctorFilter): string =>
  listApiPath(ADMIN_DOCTORS_PATH, { status, registry, q: search, page });

export const getDoctors = (filter: DoctorFilter, signal?: AbortSignal) =>
  api.get<AdminDoctorPage>(doctorsApiPath(filter), { signal });

/** The Doctors tab's list: under the 'admin' key, so an approval elsewhere refreshes it. */
export const getDoctorsQueryOptions = (filter: DoctorFilter) =>
  accountListQueryOptions(['admin', 'doctors', filter], (signal) => getDoctors(filter, signal));
