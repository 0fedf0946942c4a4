import { z } from 'zod';
import { STATEMENT_MONTH, statementMessages } from './statements';

/**
 * The bookkeeper's tax report (issue 37; docs/product.md, Shipping and taxes):
 * `GET /api/admin/reports/tax.csv?month=YYYY-MM` (ADMIN_TAX_REPORT_PATH in charges-schemas.ts), one
 * row per tax rate and state or province, from the invoices and credit notes issued in the month.
 */

export const TAX_REPORT_COLUMNS = [
  'Month',
  'Tax',
  'Rate (%)',
  'Country',
  'State or province',
  'Taxable sales',
  'Tax charged',
  'Taxable sales credited',
  'Tax credited',
  'Net tax',
] as const;

/** The report's month, written as a statement's is: YYYY-MM. */
export const TaxReportQuery = z
  .object({
    month: z
      .string({ error: statementMessages.monthInvalid })
      .trim()
      .regex(STATEMENT_MONTH, statementMessages.monthInvalid),
  })
  .strict();
export type TaxReportQuery = z.infer<typeof TaxReportQuery>;
