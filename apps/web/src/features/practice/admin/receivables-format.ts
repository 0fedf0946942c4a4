import { creditMessages, netTermsText } from '@shop/contract/credit';
import type { PaymentTerms } from '@shop/contract/credit-schemas';
import { AGEING_COLUMNS } from '../account-format';
import type { ReceivablesStatus } from './receivables-tab-params';

/** How the admin's Receivables tab reads (issue 40). No DOM: amounts are formatted by the caller. */

const a = creditMessages.account;
const r = creditMessages.receivables;

/** The table's headings: the practice, its terms, its balance and the ageing, its oldest due date. */
export const RECEIVABLES_COLUMNS = [r.practice, a.terms, a.balance, ...AGEING_COLUMNS, r.oldestDue];

/** The amounts' headings, aligned right. */
export const RECEIVABLES_NUMERIC = [a.balance, ...AGEING_COLUMNS];

/** The status filter's choices besides All (its empty choice), and the word for each. */
export const RECEIVABLES_FILTERS = ['overdue', 'on_hold'] as const satisfies readonly ReceivablesStatus[];
export const receivablesFilterName = (status: (typeof RECEIVABLES_FILTERS)[number]) =>
  status === 'overdue' ? r.overdue : a.onHold;

/** "Net 30"; without terms (withdrawn, with invoices still open), that it has none. */
export const receivableTermsText = (terms: Pick<PaymentTerms, 'netDays'> | null) =>
  terms ? netTermsText(terms.netDays) : a.noTerms;
