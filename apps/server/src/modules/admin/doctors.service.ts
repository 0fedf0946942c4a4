import {
  DOCTORS_PAGE_SIZE,
  type AdminDoctorListQuery,
  type AdminDoctorPage,
} from '@shop/contract/admin-doctors';
import type { Db } from '../../db/client';
import { pagePositionOf, pageWindow } from '../../lib/paging';
import { findDoctorPage } from './doctors.repository';

export async function listDoctors(db: Db, query: AdminDoctorListQuery): Promise<AdminDoctorPage> {
  const { rows, totalCount } = await findDoctorPage(
    db,
    { status: query.status, search: query.q },
    pageWindow(query.page, DOCTORS_PAGE_SIZE),
  );
  return {
    doctors: rows.map((row) => ({
      ...row,
      approvedAt: row.approvedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      // A subquery's or a SQL expression's timestamptz comes back as PostgreSQL's text, not a Date.
      lastOrderAt: row.lastOrderAt === null ? null : new Date(row.lastOrderAt).toISOString(),
      rejectedAt: row.rejectedAt === null ? null : new Date(row.rejectedAt).toISOString(),
    })),
    ...pagePositionOf(totalCount, query.page, DOCTORS_PAGE_SIZE),
  };
}
