import { signedCents, type AccountStatement } from '@shop/contract/account-statement';
import { AGEING_BUCKETS, ageingBucketNames } from '@shop/contract/credit';
import type { DocumentKind } from '@shop/contract/documents';
import { formatMoney, toCents } from '@shop/contract/money';
import { monthName, statementMessages as m } from '@shop/contract/statements';
import { dateIn } from '../../lib/clock';
import { PdfLayout, type ShopLetterhead, type TableColumn } from './pdf-layout';

/** One invoice or credit note on a statement: what it is, when, for which order and how much. */
export interface StatementEntry {
  kind: DocumentKind;
  numberText: string;
  issuedAt: Date;
  orderNumber: string;
  poNumber: string | null;
  /** The order's total, as stored: a credit note credits it whole. */
  totalAmount: string;
}

export interface Statement {
  month: string;
  /** The statement's date: the month's last day, or today for the month under way. */
  statementDate: string;
  doctor: { fullName: string; email: string; practiceName: string | null; practiceAddress: string | null };
  entries: readonly StatementEntry[];
  /** The practice's account (issue 40): none when it never bought on account, or the reader may not see it. */
  account?: AccountStatement | undefined;
}

const columns: TableColumn[] = [
  { header: m.date, share: 0.16 },
  { header: m.document, share: 0.16 },
  { header: m.number, share: 0.24 },
  { header: m.order, share: 0.24 },
  { header: m.amount, share: 0.2, align: 'right' },
];

/** The month's totals in cents: invoiced, credited (a positive amount) and what remains. */
function statementTotals(entries: readonly StatementEntry[]) {
  let invoicedCents = 0;
  let creditedCents = 0;
  for (const entry of entries) {
    if (entry.kind === 'invoice') invoicedCents += toCents(entry.totalAmount);
    else creditedCents += toCents(entry.totalAmount);
  }
  return { invoicedCents, creditedCents, netCents: invoicedCents - creditedCents };
}

/**
 * A doctor's statement of one month as PDF bytes: each invoice (its order's total) and credit note
 * (the same amount, credited) in the order they were issued, then the month's totals. Every amount is
 * an order's as stored; nothing is priced again.
 */
export async function renderStatement(statement: Statement, shop: ShopLetterhead): Promise<Buffer> {
  // Credits are negative: formatMoney takes them as a number of the currency's units. Nothing
  // credited is $0.00, not -$0.00 (-0 || 0 is 0).
  const money = (cents: number) => formatMoney((cents || 0) / 100, shop.currency);
  const layout = PdfLayout.forShop(shop, {
    title: m.title,
    reference: monthName(statement.month),
    facts: [
      [m.period, monthName(statement.month)],
      [m.statementDate, statement.statementDate],
      [m.account, statement.doctor.email],
    ],
  });
  const { doctor } = statement;
  layout.addressBlocks([
    {
      title: m.statementFor,
      lines: [
        doctor.fullName,
        ...(doctor.practiceName ? [doctor.practiceName] : []),
        ...(doctor.practiceAddress ? [doctor.practiceAddress] : []),
      ],
    },
  ]);
  if (statement.entries.length === 0) {
    layout.section(m.noneHeading, [m.none]);
  } else {
    layout.table(
      columns,
      statement.entries.map((entry) => {
        const cents = toCents(entry.totalAmount);
        return {
          cells: [
            dateIn(shop.timeZone, entry.issuedAt),
            entry.kind === 'invoice' ? m.invoice : m.creditNote,
            entry.numberText,
            entry.poNumber ? m.orderWithPo(entry.orderNumber, entry.poNumber) : entry.orderNumber,
            money(entry.kind === 'invoice' ? cents : -cents),
          ],
        };
      }),
    );
  }
  const totals = statementTotals(statement.entries);
  const count = (kind: DocumentKind) => statement.entries.filter((entry) => entry.kind === kind).length;
  layout.totals([
    [m.invoiced(count('invoice')), money(totals.invoicedCents)],
    [m.credited(count('credit_note')), money(-totals.creditedCents)],
    [m.net, money(totals.netCents)],
  ]);
  if (statement.account) accountPart(layout, statement.account, money);
  return layout.finish();
}

const MOVEMENT_NAMES = { invoice: m.invoice, credit_note: m.creditNote, payment: m.accountPayment } as const;

const accountColumns: TableColumn[] = [
  { header: m.date, share: 0.2 },
  { header: m.document, share: 0.2 },
  { header: m.number, share: 0.35 },
  { header: m.amount, share: 0.25, align: 'right' },
];

/**
 * The account on the statement (issue 40): the balance brought forward, the month's invoices, credit
 * notes and payments on account, the balance carried forward, and its ageing.
 */
function accountPart(layout: PdfLayout, account: AccountStatement, money: (cents: number) => string) {
  layout.section(m.accountHeading, []);
  layout.totals([[m.openingBalance, money(account.openingCents)]]);
  if (account.entries.length === 0) layout.section(m.accountHeading, [m.accountNone]);
  else
    layout.table(
      accountColumns,
      account.entries.map((movement) => ({
        cells: [
          movement.day,
          MOVEMENT_NAMES[movement.kind],
          movement.reference ?? '',
          money(signedCents(movement)),
        ],
      })),
    );
  layout.totals([[m.closingBalance, money(account.closingCents)]]);
  layout.totals(AGEING_BUCKETS.map((bucket) => [ageingBucketNames[bucket], money(account.ageing[bucket])]));
}
