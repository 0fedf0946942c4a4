import {
  AGEING_BUCKETS,
  ageingBucket,
  allocateOldestFirst,
  availableCredit,
  creditMessages as m,
  type AgeingBucket,
} from '@shop/contract/credit';
import type {
  AccountBalance,
  PaymentInput,
  PaymentTerms,
  Receivable as ReceivableRow,
  ReceivablesPage,
  ReceivablesQuery,
  RecordedPayment,
} from '@shop/contract/credit-schemas';
import { RECEIVABLES_CSV_COLUMNS } from '@shop/contract/credit-schemas';
import { ErrorCode } from '@shop/contract/error-schemas';
import { fromCents, fromSignedCents, toCents } from '@shop/contract/money';
import { markPaymentsAllocated, settleInvoices } from '../../db/account-credit';
import type { Db } from '../../db/client';
import { AppError, badRequest, forbidden, notFound } from '../../lib/app-error';
import { dateIn, daysBetween } from '../../lib/clock';
import { CSV_BOM, csvLine } from '../../lib/csv';
import { pagePositionOf, pageWindow } from '../../lib/paging';
import type { CurrentUser } from '../../plugins/session-store';
import { recordAudit } from '../audit/audit.service';
import { practiceMessages } from '@shop/contract/practice-messages';
import * as repo from './credit.repository';

/**
 * Paying on account (issue 40, docs/decisions/055): an admin grants a practice terms; its orders on
 * account are checked against its credit limit and its overdue invoices; payments are allocated to
 * its invoices. A practice's balance is its open invoices' balances less the credit it holds.
 */

/** What the account's figures need besides the database. */
export interface CreditSettings {
  /** The shop's calendar (SHOP_TIME_ZONE): an invoice's issue date. */
  timeZone: string;
  /** CREDIT_HOLD_DAYS: an invoice overdue by more is a hold. */
  holdDays: number;
  currency: string;
}

/** The settings from the app's configuration (SHOP_TIME_ZONE, CREDIT_HOLD_DAYS, CURRENCY). */
export const creditSettingsOf = (config: {
  shopTimeZone: string;
  creditHoldDays: number;
  currency: string;
}): CreditSettings => ({
  timeZone: config.shopTimeZone,
  holdDays: config.creditHoldDays,
  currency: config.currency,
});

/** A receivables row, with its balance in cents to sort by. */
export type Receivable = ReceivableRow & { balanceCents: number };
type ReceivablesFilter = Pick<ReceivablesQuery, 'q' | 'status'>;

type Terms = NonNullable<Awaited<ReturnType<typeof repo.findTerms>>>;

const termsOf = (terms: Terms): PaymentTerms => ({
  netDays: terms.netDays,
  creditLimit: terms.creditLimit,
  grantedAt: terms.grantedAt.toISOString(),
});

type Rows = {
  terms: Terms | undefined;
  invoices: Awaited<ReturnType<typeof repo.findOpenInvoices>>;
  uninvoicedCents: number;
  payments: Awaited<ReturnType<typeof repo.findPayments>>;
};

/**
 * A practice's account today, in cents, from its rows: what the balance, the checkout, the payments
 * and the receivables all read.
 */
function ledgerFrom(rows: Rows, today: string, settings: CreditSettings) {
  const open = rows.invoices.flatMap((row) => {
    if (row.balanceCents <= 0 || row.dueOn === null) return [];
    return [{ ...row, dueOn: row.dueOn, daysPastDue: daysBetween(row.dueOn, today) }];
  });
  const unallocatedCents = rows.payments.reduce((sum, payment) => sum + payment.unallocatedCents, 0);
  const owedCents = open.reduce((sum, invoice) => sum + invoice.balanceCents, 0);
  const balanceCents = owedCents - unallocatedCents;
  return {
    terms: rows.terms,
    open,
    payments: rows.payments,
    uninvoicedCents: rows.uninvoicedCents,
    unallocatedCents,
    balanceCents,
    exposureCents: balanceCents + rows.uninvoicedCents,
    onHold: open.some((invoice) => invoice.daysPastDue > settings.holdDays),
  };
}

/** The practice's account today, in cents. */
async function ledger(
  db: Db,
  practiceId: number,
  today: string,
  settings: CreditSettings,
  /** The practice's terms when the caller has read them already. */
  knownTerms?: Terms,
) {
  const [terms, invoices, uninvoiced, payments] = await Promise.all([
    knownTerms ?? repo.findTerms(db, practiceId),
    repo.findOpenInvoices(db, practiceId),
    repo.findUninvoicedCents(db, practiceId),
    repo.findPayments(db, practiceId),
  ]);
  return ledgerFrom(
    { terms, invoices, uninvoicedCents: uninvoiced[0]?.cents ?? 0, payments },
    today,
    settings,
  );
}

type Ledger = Awaited<ReturnType<typeof ledger>>;

/** The open invoices' balances by ageing bucket. */
function ageingOf(account: Ledger): AccountBalance['ageing'] {
  const cents = centsByBucket();
  for (const invoice of account.open) cents[ageingBucket(invoice.daysPastDue)] += invoice.balanceCents;
  return amountsByBucket(cents);
}

/** Zero cents in each ageing bucket, to add to. */
const centsByBucket = () =>
  Object.fromEntries(AGEING_BUCKETS.map((bucket) => [bucket, 0])) as Record<AgeingBucket, number>;

/** Each bucket's cents as an amount. */
const amountsByBucket = (cents: Record<AgeingBucket, number>) =>
  Object.fromEntries(
    AGEING_BUCKETS.map((bucket) => [bucket, fromCents(cents[bucket])]),
  ) as AccountBalance['ageing'];

function balanceOf(account: Ledger, today: string, settings: CreditSettings): AccountBalance {
  return {
    asOf: today,
    terms: account.terms ? termsOf(account.terms) : null,
    balance: fromSignedCents(account.balanceCents),
    uninvoiced: fromCents(account.uninvoicedCents),
    availableCredit: account.terms
      ? availableCredit(toCents(account.terms.creditLimit), account.exposureCents)
      : null,
    unallocatedCredit: fromCents(account.unallocatedCents),
    onHold: account.onHold,
    ageing: ageingOf(account),
    openInvoices: account.open.map((invoice) => ({
      invoiceId: invoice.invoiceId,
      invoiceNumber: invoice.invoiceNumber,
      orderId: invoice.orderId,
      orderNumber: invoice.orderNumber,
      poNumber: invoice.poNumber,
      issuedOn: dateIn(settings.timeZone, invoice.issuedAt),
      dueOn: invoice.dueOn,
      netDays: invoice.netDays ?? 0,
      amount: fromCents(invoice.amountCents),
      credited: fromCents(invoice.creditedCents),
      paid: fromCents(invoice.paidCents),
      balance: fromCents(invoice.balanceCents),
      daysPastDue: invoice.daysPastDue,
    })),
    payments: account.payments.map((payment) => ({
      id: payment.id,
      receivedOn: payment.receivedOn,
      amount: fromCents(payment.amountCents),
      method: payment.method,
      reference: payment.reference,
      unallocated: fromCents(payment.unallocatedCents),
    })),
  };
}

/** The practice's account as the admin reads it; 404 for no such practice. */
export async function practiceAccount(
  db: Db,
  practiceId: number,
  today: string,
  settings: CreditSettings,
): Promise<AccountBalance> {
  if (!(await repo.practiceExists(db, practiceId, { lock: false })))
    throw notFound(practiceMessages.notFound);
  return balanceOf(await ledger(db, practiceId, today, settings), today, settings);
}

/**
 * The practice whose account `user` reads: their own, as its owner or a bookkeeper; 403 for its
 * other members (the balance, a payment's receipt).
 */
export function accountReaderPracticeId(user: CurrentUser): number {
  const role = user.practice?.role;
  if (!user.practice || (role !== 'owner' && role !== 'bookkeeper')) throw forbidden(m.balanceForbidden);
  return user.practice.id;
}

/** `GET /api/account/balance`: the member's practice's account, for its owner and bookkeepers. */
export async function memberAccount(
  db: Db,
  user: CurrentUser,
  today: string,
  settings: CreditSettings,
): Promise<AccountBalance> {
  return balanceOf(await ledger(db, accountReaderPracticeId(user), today, settings), today, settings);
}

/**
 * What checkout offers a member of a practice with terms (issue 40): its net days, the credit left
 * and whether it is on hold; undefined without terms. Read only for the eligibility call, so a
 * card order never reads the ledger.
 */
export async function onAccountOption(db: Db, practiceId: number, today: string, settings: CreditSettings) {
  const terms = await repo.findTerms(db, practiceId);
  if (!terms) return undefined;
  const account = await ledger(db, practiceId, today, settings, terms);
  return {
    netDays: terms.netDays,
    availableCredit: availableCredit(toCents(terms.creditLimit), account.exposureCents),
    onHold: account.onHold,
  };
}

/** `PUT /api/admin/practices/{id}/terms`: grants or changes the terms, audited. */
export async function grantTerms(
  db: Db,
  admin: CurrentUser,
  practiceId: number,
  terms: { netDays: number; creditLimit: string },
): Promise<PaymentTerms> {
  return db.transaction(async (tx) => {
    if (!(await repo.practiceExists(tx, practiceId, { lock: true })))
      throw notFound(practiceMessages.notFound);
    const before = await repo.findTerms(tx, practiceId);
    const saved = await repo.saveTerms(tx, practiceId, terms, admin.id);
    await recordAudit(tx, {
      actorUserId: admin.id,
      action: 'practice.terms',
      entityType: 'practice',
      entityId: practiceId,
      details: {
        netDays: saved.netDays,
        creditLimit: saved.creditLimit,
        ...(before ? { before: { netDays: before.netDays, creditLimit: before.creditLimit } } : {}),
      },
    });
    return termsOf(saved);
  });
}

/** `DELETE /api/admin/practices/{id}/terms`: no more orders on account; open invoices stay as they are. */
export async function withdrawTerms(db: Db, admin: CurrentUser, practiceId: number) {
  await db.transaction(async (tx) => {
    if (!(await repo.practiceExists(tx, practiceId, { lock: true })))
      throw notFound(practiceMessages.notFound);
    const removed = await repo.deleteTerms(tx, practiceId);
    if (!removed) throw notFound(m.noTerms);
    await recordAudit(tx, {
      actorUserId: admin.id,
      action: 'practice.terms_withdraw',
      entityType: 'practice',
      entityId: practiceId,
      details: removed,
    });
  });
}

/**
 * Whether the practice may place an order of `totalCents` on account now: its net days when it may.
 * Call it in the transaction that writes the order (it locks the practice, so two orders on account
 * are decided one after the other) or, as a first look before anything is held, outside one.
 * 400 without terms, 409 CREDIT_HOLD with an invoice overdue past the threshold, 409 CREDIT_LIMIT
 * when the balance, the orders not invoiced yet and this order come to more than the limit (equal
 * is allowed); nothing is written.
 */
export async function onAccountNetDays(
  db: Db,
  practiceId: number,
  totalCents: number,
  today: string,
  settings: CreditSettings,
  options: { lock: boolean },
): Promise<number> {
  if (options.lock) await repo.practiceExists(db, practiceId, { lock: true });
  const account = await ledger(db, practiceId, today, settings);
  if (!account.terms) {
    throw badRequest(m.onAccountNotOffered, { paymentMethod: [m.onAccountNotOffered] });
  }
  if (account.onHold) throw new AppError(409, m.creditHold(settings.holdDays), ErrorCode.creditHold);
  const limitCents = toCents(account.terms.creditLimit);
  if (account.exposureCents + totalCents > limitCents) {
    const available = availableCredit(limitCents, account.exposureCents);
    throw new AppError(409, m.creditLimitReached(available, settings.currency), ErrorCode.creditLimit);
  }
  return account.terms.netDays;
}

/**
 * `POST /api/admin/practices/{id}/payments`: records a payment and allocates it, as chosen or to
 * the open invoices oldest first; what is left stays as credit. Under the practice's lock, so two
 * payments recorded at once never allocate the same balance twice. 400 for a date after today, a
 * part beyond an invoice's balance or another practice's invoice, or parts adding up to more than
 * the payment; nothing is written then.
 */
export async function recordPayment(
  db: Db,
  admin: CurrentUser,
  practiceId: number,
  input: PaymentInput,
  today: string,
  settings: CreditSettings,
): Promise<RecordedPayment> {
  if (input.receivedOn > today) {
    throw badRequest(m.payment.receivedOnFuture, { receivedOn: [m.payment.receivedOnFuture] });
  }
  return db.transaction(async (tx) => {
    if (!(await repo.practiceExists(tx, practiceId, { lock: true })))
      throw notFound(practiceMessages.notFound);
    const account = await ledger(tx, practiceId, today, settings);
    const amountCents = toCents(input.amount);
    const allocations = input.allocations
      ? chosenAllocations(account, input.allocations, amountCents)
      : allocateOldestFirst(amountCents, account.open).allocations;
    const paymentId = await repo.insertPayment(tx, {
      practiceId,
      amount: input.amount,
      receivedOn: input.receivedOn,
      method: input.method,
      reference: input.reference ?? null,
      recordedBy: admin.id,
    });
    const parts = allocations.map((part) => ({
      paymentId,
      invoiceId: part.invoiceId,
      amount: fromCents(part.cents),
    }));
    await repo.insertAllocations(tx, parts);
    await settleInvoices(
      tx,
      parts.map((part) => part.invoiceId),
    );
    await markPaymentsAllocated(tx, [paymentId]);
    const allocatedCents = allocations.reduce((sum, part) => sum + part.cents, 0);
    await recordAudit(tx, {
      actorUserId: admin.id,
      action: 'practice.payment',
      entityType: 'practice',
      entityId: practiceId,
      details: {
        paymentId,
        amount: input.amount,
        receivedOn: input.receivedOn,
        method: input.method,
        allocations: parts.map(({ invoiceId, amount }) => ({ invoiceId, amount })),
      },
    });
    return {
      message: m.payment.recorded,
      payment: {
        id: paymentId,
        receivedOn: input.receivedOn,
        amount: input.amount,
        method: input.method,
        reference: input.reference ?? null,
        unallocated: fromCents(amountCents - allocatedCents),
      },
      allocations: parts.map(({ invoiceId, amount }) => ({ invoiceId, amount })),
    };
  });
}

/** The admin's chosen parts, each checked against the practice's open invoices; 400 otherwise. */
function chosenAllocations(
  account: Ledger,
  chosen: NonNullable<PaymentInput['allocations']>,
  amountCents: number,
) {
  const open = new Map(account.open.map((invoice) => [invoice.invoiceId, invoice]));
  const fieldErrors: Record<string, string[]> = {};
  const allocations = chosen.map((part, index) => {
    const invoice = open.get(part.invoiceId);
    const cents = toCents(part.amount);
    if (!invoice) fieldErrors[`allocations.${index}.invoiceId`] = [m.payment.allocationInvoice];
    else if (cents > invoice.balanceCents) {
      fieldErrors[`allocations.${index}.amount`] = [
        m.payment.allocationOverBalance(fromCents(invoice.balanceCents)),
      ];
    }
    return { invoiceId: part.invoiceId, cents };
  });
  if (allocations.reduce((sum, part) => sum + part.cents, 0) > amountCents) {
    fieldErrors.allocations = [m.payment.allocationOverAmount];
  }
  const [first] = Object.values(fieldErrors);
  if (first?.[0]) throw badRequest(first[0], fieldErrors);
  return allocations;
}

/**
 * `GET /api/admin/receivables`: every practice with terms or orders on account, its balance in
 * ageing buckets, whether it is on hold, and when its oldest open invoice fell due; filtered by name
 * and by status, largest balance first. The ledgers are made from four set reads, not reads per
 * practice, by the same arithmetic as one practice's account.
 */
export async function receivables(
  db: Db,
  query: ReceivablesFilter,
  today: string,
  settings: CreditSettings,
): Promise<Receivable[]> {
  const [practices, invoices, uninvoiced, payments] = await Promise.all([
    repo.findAccountPractices(db),
    repo.findOpenInvoices(db, 'all'),
    repo.findUninvoicedCents(db, 'all'),
    repo.findPayments(db, 'all', { holdingCredit: true }),
  ]);
  const invoicesOf = groupedByPractice(invoices);
  const paymentsOf = groupedByPractice(payments);
  const uninvoicedOf = new Map(uninvoiced.map((row) => [row.practiceId, row.cents]));
  const needle = query.q?.toLowerCase();
  const rows = practices.flatMap((practice): Receivable[] => {
    if (needle && !practice.name.toLowerCase().includes(needle)) return [];
    const { netDays, creditLimit, grantedAt } = practice;
    const terms =
      netDays !== null && creditLimit !== null && grantedAt !== null
        ? { netDays, creditLimit, grantedAt }
        : undefined;
    const account = ledgerFrom(
      {
        terms,
        invoices: invoicesOf.get(practice.practiceId) ?? [],
        uninvoicedCents: uninvoicedOf.get(practice.practiceId) ?? 0,
        payments: paymentsOf.get(practice.practiceId) ?? [],
      },
      today,
      settings,
    );
    const overdue = account.open.some((invoice) => invoice.daysPastDue > 0);
    if (query.status === 'overdue' && !overdue) return [];
    if (query.status === 'on_hold' && !account.onHold) return [];
    return [
      {
        practiceId: practice.practiceId,
        practiceName: practice.name,
        terms: terms ? termsOf(terms) : null,
        balance: fromSignedCents(account.balanceCents),
        ageing: ageingOf(account),
        onHold: account.onHold,
        oldestDueOn: account.open[0]?.dueOn ?? null,
        balanceCents: account.balanceCents,
      },
    ];
  });
  return rows.sort((a, b) => b.balanceCents - a.balanceCents || a.practiceName.localeCompare(b.practiceName));
}

/** Rows by their practice (rows of no practice left out). */
function groupedByPractice<Row extends { practiceId: number | null }>(rows: readonly Row[]) {
  const grouped = new Map<number, Row[]>();
  for (const row of rows) {
    if (row.practiceId === null) continue;
    const list = grouped.get(row.practiceId);
    if (list) list.push(row);
    else grouped.set(row.practiceId, [row]);
  }
  return grouped;
}

export const RECEIVABLES_PAGE_SIZE = 20;

/** A page of the receivables, with the totals of every practice the filter keeps. */
export async function receivablesPage(
  db: Db,
  query: ReceivablesQuery,
  today: string,
  settings: CreditSettings,
): Promise<ReceivablesPage> {
  const rows = await receivables(db, query, today, settings);
  const { limit, offset } = pageWindow(query.page, RECEIVABLES_PAGE_SIZE);
  const totals = centsByBucket();
  for (const row of rows) for (const bucket of AGEING_BUCKETS) totals[bucket] += toCents(row.ageing[bucket]);
  return {
    practices: rows.slice(offset, offset + limit).map(({ balanceCents: _cents, ...row }) => row),
    ...pagePositionOf(rows.length, query.page, RECEIVABLES_PAGE_SIZE),
    totals: {
      ...amountsByBucket(totals),
      balance: fromSignedCents(rows.reduce((sum, row) => sum + row.balanceCents, 0)),
    },
  };
}

/** The receivables as a CSV (RECEIVABLES_CSV_COLUMNS), every practice the filter keeps. */
export async function* receivablesCsv(
  db: Db,
  query: ReceivablesQuery,
  today: string,
  settings: CreditSettings,
): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(RECEIVABLES_CSV_COLUMNS);
  for (const row of await receivables(db, query, today, settings)) {
    yield csvLine([
      row.practiceName,
      row.terms?.netDays ?? '',
      row.terms?.creditLimit ?? '',
      ...AGEING_BUCKETS.map((bucket) => row.ageing[bucket]),
      row.balance,
      row.onHold ? 'yes' : 'no',
      row.oldestDueOn ?? '',
    ]);
  }
}
