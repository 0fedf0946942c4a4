import { accountStatement } from '@shop/contract/account-statement';
import { STATEMENT_MONTH, statementMessages } from '@shop/contract/statements';
import type { Db } from '../../db/client';
import type { OrderViewer } from '../../db/order-scope';
import { badRequest, notFound } from '../../lib/app-error';
import { addDays } from '../../lib/clock';
import type { ShopLetterhead } from './pdf-layout';
import type { DocumentFile } from './invoices.service';
import { renderStatement } from './statement-pdf';
import { findAccountMovements, findMonthDocuments, findStatementDoctor } from './statements.repository';

/** The last day (YYYY-MM-DD) of `month` (YYYY-MM). */
function lastDayOf(month: string): string {
  const year = Number(month.slice(0, 4));
  const next = month.endsWith('-12')
    ? `${year + 1}-01`
    : `${year}-${String(Number(month.slice(5)) + 1).padStart(2, '0')}`;
  return addDays(`${next}-01`, -1);
}

/**
 * A statement of `month` (YYYY-MM) as a PDF (docs/product.md, Statements and packing slips), made
 * out to the doctor of `doctorId` for their practice's documents (issue 39), or only those of the
 * orders `viewer` sees when given (a member limited to their own orders): a month written otherwise
 * is a 400, one after the shop's current month a 404 (nothing can be on it yet), an unknown doctor a
 * 404. A month without documents is a statement that says so.
 */
export async function statementPdf(
  db: Db,
  shop: ShopLetterhead,
  statement: { doctorId: number; viewer?: OrderViewer },
  month: string,
  today: string,
): Promise<DocumentFile> {
  if (!STATEMENT_MONTH.test(month)) {
    throw badRequest(statementMessages.monthInvalid, { month: [statementMessages.monthInvalid] });
  }
  if (month > today.slice(0, 7)) throw notFound(statementMessages.monthNotBegun);
  const doctor = await findStatementDoctor(db, statement.doctorId);
  if (!doctor) throw notFound(statementMessages.doctorNotFound);
  const viewer = statement.viewer ?? { practiceId: doctor.practiceId ?? 0, ownerId: null };
  const entries = await findMonthDocuments(db, viewer, month, shop.timeZone);
  const lastDay = lastDayOf(month);
  const statementDate = lastDay < today ? lastDay : today;
  // The practice's account (issue 40), for those who may read it: the shop, its owner, its bookkeepers.
  const readsAccount =
    statement.viewer === undefined || doctor.role === 'owner' || doctor.role === 'bookkeeper';
  const movements =
    readsAccount && doctor.practiceId !== null
      ? await findAccountMovements(db, doctor.practiceId, statementDate, shop.timeZone)
      : [];
  const account = movements.length > 0 ? accountStatement(movements, month, statementDate) : undefined;
  const bytes = await renderStatement({ month, statementDate, doctor, entries, account }, shop);
  return { fileName: `statement-${month}.pdf`, bytes };
}
