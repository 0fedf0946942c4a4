/**
 * A doctor's monthly statement (docs/product.md, Statements and packing slips): every invoice and
 * credit note issued to the doctor in one month of the shop's calendar, with the month's totals.
 * Zod-free: the account page imports only these words, paths and messages.
 */

/** A statement's month in a URL and a file name: YYYY-MM, of a year from 1000 (dates before it are not YYYY-MM-DD). */
export const STATEMENT_MONTH = /^([1-9]\d{3})-(0[1-9]|1[0-2])$/;

/** How many months back the account page offers statements for (the current month first). */
export const STATEMENT_MONTHS_OFFERED = 12;

/** Where the signed-in doctor downloads their statement of `month` (YYYY-MM). */
export const accountStatementPath = (month: string) => `/api/account/statements/${month}.pdf`;

/** Where an admin downloads one doctor's statement of `month`. */
export const adminStatementPath = (doctorId: number, month: string) =>
  `/api/admin/doctors/${doctorId}/statements/${month}.pdf`;

/** `count` months ending with the month of `today` (YYYY-MM-DD), newest first, as YYYY-MM. */
export function recentMonths(today: string, count = STATEMENT_MONTHS_OFFERED): string[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  return Array.from({ length: count }, (_, back) => {
    const index = year * 12 + (month - 1) - back;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** "2026-12" → "December 2026". */
export const monthName = (month: string) =>
  `${MONTH_NAMES[Number(month.slice(5, 7)) - 1] ?? ''} ${month.slice(0, 4)}`;

export const statementMessages = {
  monthInvalid: 'Choose a month written as YYYY-MM',
  monthNotBegun: 'There is no statement for a month that has not begun',
  doctorNotFound: 'Doctor not found',
  heading: 'Monthly statements',
  intro: 'Every invoice and credit note of a month, with its totals, as a PDF.',
  monthLabel: 'Month',
  download: 'Download statement',
  statements: 'Statements',
  statementsOf: (name: string) => `Statements of ${name}`,
  // The PDF's words.
  title: 'Statement',
  period: 'Period',
  statementDate: 'Statement date',
  account: 'Account',
  statementFor: 'Statement for',
  date: 'Date',
  document: 'Document',
  number: 'Number',
  order: 'Order',
  /** An order's number with its practice's purchase-order number, when it has one. */
  orderWithPo: (orderNumber: string, poNumber: string) => `${orderNumber} (PO ${poNumber})`,
  amount: 'Amount',
  invoice: 'Invoice',
  creditNote: 'Credit note',
  invoiced: (count: number) => `Invoiced (${count} ${count === 1 ? 'invoice' : 'invoices'})`,
  credited: (count: number) => `Credited (${count} ${count === 1 ? 'credit note' : 'credit notes'})`,
  net: 'Net for the month',
  none: 'No invoices or credit notes were issued to this account in this month.',
  noneHeading: 'Nothing this month',
  // The account on the statement (issue 40).
  accountHeading: 'Account',
  openingBalance: 'Balance brought forward',
  closingBalance: 'Balance carried forward',
  accountPayment: 'Payment',
  accountNone: 'No invoices, credit notes or payments on account this month.',
  ageingHeading: 'Ageing of the balance',
} as const;
