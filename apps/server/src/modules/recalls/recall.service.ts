import type { OrderDetail } from '@shop/contract/order-schemas';
import {
  RECALL_ACTION_INSTRUCTIONS,
  RECALL_CLASS_LABELS,
  RECALL_CSV_COLUMNS,
  RECALL_PRODUCT_SEARCH_LIMIT,
  RECALLS_PAGE_SIZE,
  recallMessages as m,
  recallNoticePath,
  recallTitle,
} from '@shop/contract/recall';
import type {
  DoctorRecalls,
  OpenRecallBody,
  ProductLots,
  RecallClinic,
  RecallDetail,
  RecallList,
  RecallNotice,
  RecallOrderLine,
  RecallProductSearch,
  RecallSummary,
} from '@shop/contract/recall-schemas';
import type { Db } from '../../db/client';
import type { CurrentUser } from '../../plugins/session-store';
import { dateIn } from '../../lib/clock';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { CSV_BOM, csvLine } from '../../lib/csv';
import { pagePositionOf, pageWindow } from '../../lib/paging';
import { recordAudit, type AuditEntry } from '../audit/audit.service';
import { queueEmailsById } from '../email/email.service';
import type { EmailMessage } from '../email/email.layout';
import { recallNoticeEmail } from './recall.emails';
import {
  acknowledgeNotice,
  closeRecall,
  copyShippedLines,
  findDoctorLines,
  findDoctorRecalls,
  findNotice,
  findProductLots,
  findProductName,
  findRecall,
  findRecallRow,
  findRecallLines,
  findRecallLots,
  findRecallPage,
  findRecalledLotsOfOrder,
  insertNotices,
  insertRecall,
  lockProductLots,
  lockRecalledProduct,
  quarantineLots,
  recalledMembers,
  searchRecallableProducts,
  type RecallReader,
} from './recall.repository';

/**
 * Recalls (issue 20, docs/decisions/036). An admin opens one for lots of a product: the units still
 * held in them leave the shelf at once, every order line that shipped them is found in the ledger,
 * and each doctor who received them is e-mailed and sees a banner until they acknowledge it.
 */

export interface RecallSettings {
  shopName: string;
  publicUrl: string;
}

/** Notices queued per statement: six values an e-mail, well within PostgreSQL's 65,535 parameters. */
const NOTICE_BATCH = 1_000;

type SummaryRow = NonNullable<Awaited<ReturnType<typeof findRecall>>>;
type LotRow = Awaited<ReturnType<typeof findRecallLots>>[number];

function summaryOf(row: SummaryRow, lots: readonly LotRow[]): RecallSummary {
  return {
    id: row.id,
    title: recallTitle(row.id),
    productId: row.productId,
    productName: row.productName,
    lots: lots
      .filter((lot) => lot.recallId === row.id)
      .map(({ lotNumber, expiryDate, quarantined }) => ({ lotNumber, expiryDate, quarantined })),
    reason: row.reason,
    action: row.action,
    recallClass: row.recallClass,
    status: row.status,
    openedAt: row.openedAt.toISOString(),
    openedBy: row.openedBy,
    closedAt: row.closedAt?.toISOString() ?? null,
    closedBy: row.closedBy,
    clinicCount: row.clinicCount,
    acknowledgedCount: row.acknowledgedCount,
    unitsShipped: row.unitsShipped,
  };
}

type LineRow = Awaited<ReturnType<typeof findRecallLines>>[number];

/** An order line that carried a recalled lot, as every answer lists it. */
const orderLineOf = (line: Pick<LineRow, keyof RecallOrderLine>): RecallOrderLine => ({
  orderId: line.orderId,
  orderNumber: line.orderNumber,
  lotNumber: line.lotNumber,
  quantity: line.quantity,
  shippedAt: line.shippedAt.toISOString(),
});

/** A recall's lines as the clinics they went to: one per doctor (by account, or by e-mail once it is gone). */
function clinicsOf(lines: readonly LineRow[]): RecallClinic[] {
  const clinics = new Map<string, RecallClinic>();
  for (const line of lines) {
    const key = line.userId === null ? `email:${line.email}` : `user:${line.userId}`;
    let clinic = clinics.get(key);
    if (!clinic) {
      clinic = {
        userId: line.userId,
        clinicName: line.clinicName,
        doctorName: line.doctorName,
        email: line.email,
        lines: [],
        quantity: 0,
        emailSentAt: line.emailSentAt?.toISOString() ?? null,
        acknowledgedAt: line.acknowledgedAt?.toISOString() ?? null,
        unitsOnHand: line.unitsOnHand,
      };
      clinics.set(key, clinic);
    }
    clinic.lines.push(orderLineOf(line));
    clinic.quantity += line.quantity;
  }
  return [...clinics.values()];
}

/** A recall with every clinic it concerns; 404 when there is none with that id. */
export async function recallDetail(db: Db, recallId: number): Promise<RecallDetail> {
  const row = await findRecall(db, recallId);
  if (!row) throw notFound(m.notFound);
  const [lots, lines] = await Promise.all([findRecallLots(db, [recallId]), findRecallLines(db, recallId)]);
  return { ...summaryOf(row, lots), clinics: clinicsOf(lines) };
}

/** A page of recalls, newest first. */
export async function listRecalls(db: Db, page: number): Promise<RecallList> {
  const { rows, totalCount } = await findRecallPage(db, pageWindow(page, RECALLS_PAGE_SIZE));
  const lots = await findRecallLots(
    db,
    rows.map((row) => row.id),
  );
  return {
    recalls: rows.map((row) => summaryOf(row, lots)),
    ...pagePositionOf(totalCount, page, RECALLS_PAGE_SIZE),
  };
}

/** Every lot the product ever had, for the recall dialog; 404 when there is no such product. */
export async function productLots(db: Db, productId: number): Promise<ProductLots> {
  const productName = await findProductName(db, productId);
  if (productName === undefined) throw notFound(m.productNotFound);
  return { productId, productName, lots: await findProductLots(db, productId) };
}

/**
 * The open dialog's search (issue 38): lot-tracked products by name, and the products that have or
 * had a lot whose number holds the term, with those lots, an exact lot number's first.
 */
export async function searchRecallProducts(db: Db, term: string | undefined): Promise<RecallProductSearch> {
  return { products: await searchRecallableProducts(db, term, RECALL_PRODUCT_SEARCH_LIMIT) };
}

/**
 * The doctor's own order with its shipped lots' recalls (issue 38): `recallId` on each lot of its
 * lines that a recall covers, so the order page marks it. The caller has checked that the order is
 * theirs.
 */
export async function withRecalledLots(db: Db, order: OrderDetail): Promise<OrderDetail> {
  if (!order.items.some((item) => item.lots.length > 0)) return order;
  const recalled = await findRecalledLotsOfOrder(db, order.id);
  if (recalled.length === 0) return order;
  const recallOf = (itemId: number, lotNumber: string) =>
    recalled.find((row) => row.orderItemId === itemId && row.lotNumber === lotNumber)?.recallId;
  return {
    ...order,
    items: order.items.map((item) => ({
      ...item,
      lots: item.lots.map((lot) => {
        const recallId = recallOf(item.id, lot.lotNumber);
        return recallId === undefined ? lot : { ...lot, recallId };
      }),
    })),
  };
}

/**
 * The e-mails of a recall's notices: one per owner and prescriber of each practice the lots went
 * to, listing what of the lots their practice received.
 */
function noticeEmails(
  recall: { id: number; productName: string; body: OpenRecallBody },
  members: Awaited<ReturnType<typeof recalledMembers>>,
  settings: RecallSettings,
) {
  type Member = { practiceId: number; email: string; fullName: string; lines: typeof members };
  const byMember = new Map<number, Member>();
  for (const line of members) {
    const member = byMember.get(line.userId) ?? { ...line, lines: [] };
    member.lines.push(line);
    byMember.set(line.userId, member);
  }
  const title = recallTitle(recall.id);
  return [...byMember].map(([userId, doctor]) => ({
    userId,
    practiceId: doctor.practiceId,
    email: recallNoticeEmail(settings.shopName, doctor.email, {
      fullName: doctor.fullName,
      title,
      productName: recall.productName,
      lotNumbers: recall.body.lotNumbers,
      reason: recall.body.reason,
      classLabel: RECALL_CLASS_LABELS[recall.body.recallClass],
      instruction: RECALL_ACTION_INSTRUCTIONS[recall.body.action],
      lines: doctor.lines,
      noticeUrl: `${settings.publicUrl}${recallNoticePath(recall.id)}`,
    }),
  }));
}

/** Queues the notices' e-mails and records each member's notice with its e-mail, a batch at a time. */
async function sendNotices(
  tx: Db,
  recallId: number,
  notices: readonly { userId: number; practiceId: number; email: EmailMessage }[],
) {
  for (let start = 0; start < notices.length; start += NOTICE_BATCH) {
    const batch = notices.slice(start, start + NOTICE_BATCH);
    const [first, ...rest] = batch.map((notice) => notice.email);
    if (!first) break;
    const queued = await queueEmailsById(tx, first, ...rest);
    await insertNotices(
      tx,
      batch.map((notice) => ({
        recallId,
        userId: notice.userId,
        practiceId: notice.practiceId,
        emailId: queued.get(notice.email.to) ?? null,
      })),
    );
  }
}

/**
 * Opens a recall, all in one transaction: the product's stock row and the lots locked, then the
 * checks (each lot one the product had, none under a recall already), the recall and its lots, the
 * held units off the shelf, the shipped lines, the notices and their e-mails, the audit entry.
 */
export async function openRecall(
  db: Db,
  adminId: number,
  body: OpenRecallBody,
  settings: RecallSettings,
): Promise<RecallDetail> {
  const recallId = await db.transaction(async (tx) => {
    const product = await lockRecalledProduct(tx, body.productId);
    if (!product) throw notFound(m.productNotFound);
    const lots = await lockProductLots(tx, product.id, body.lotNumbers);
    const missing = body.lotNumbers.filter((lotNumber) => !lots.some((lot) => lot.lotNumber === lotNumber));
    if (missing.length > 0) {
      const message = m.lotNeverHeld(product.name, missing);
      throw badRequest(message, { lotNumbers: [message] });
    }
    const recalled = lots.find((lot) => lot.recallId !== null);
    if (recalled?.recallId != null)
      throw conflict(m.lotAlreadyRecalled(recalled.lotNumber, recallTitle(recalled.recallId)));

    const { id } = await insertRecall(tx, {
      productId: product.id,
      productName: product.name,
      reason: body.reason,
      action: body.action,
      recallClass: body.recallClass,
      openedBy: adminId,
    });
    const title = recallTitle(id);
    const quarantined = await quarantineLots(
      tx,
      { id, productId: product.id, title, actorId: adminId },
      lots,
    );
    await copyShippedLines(
      tx,
      id,
      lots.map((lot) => lot.id),
    );
    const notices = noticeEmails(
      { id, productName: product.name, body },
      await recalledMembers(tx, id),
      settings,
    );
    await sendNotices(tx, id, notices);
    await recordAudit(tx, {
      actorUserId: adminId,
      action: 'recall.open',
      entityType: 'product',
      entityId: product.id,
      details: {
        recall: title,
        lots: body.lotNumbers,
        reason: body.reason,
        action: body.action,
        recallClass: body.recallClass,
        clinics: new Set(notices.map((notice) => notice.practiceId)).size,
        quarantined,
      },
    });
    return id;
  });
  return recallDetail(db, recallId);
}

/**
 * The audit entry of a step in an open recall's life (closed, acknowledged): filed under its
 * product, as the opening's is (none once the product is deleted), and naming the recall.
 */
function recallStepEntry(
  actorUserId: number,
  action: string,
  recall: { id: number; productId: number | null },
): AuditEntry {
  return {
    actorUserId,
    action,
    entityType: 'product',
    entityId: recall.productId ?? undefined,
    details: { recall: recallTitle(recall.id) },
  };
}

/** Closes an open recall, recording who and when: 404 for none, 409 when it is closed already. */
export async function closeRecallBy(db: Db, adminId: number, recallId: number): Promise<RecallDetail> {
  await db.transaction(async (tx) => {
    const recall = await findRecallRow(tx, recallId);
    if (!recall) throw notFound(m.notFound);
    if (!(await closeRecall(tx, recallId, adminId))) throw conflict(m.alreadyClosed);
    await recordAudit(tx, recallStepEntry(adminId, 'recall.close', recall));
  });
  return recallDetail(db, recallId);
}

/** The recall's CSV: one line per clinic and order line, with its notice's e-mail and acknowledgement. */
export async function recallCsv(db: Db, recallId: number): Promise<string> {
  const detail = await recallDetail(db, recallId);
  const lines = detail.clinics.flatMap((clinic) =>
    clinic.lines.map((line) =>
      csvLine([
        clinic.clinicName,
        clinic.doctorName,
        clinic.email,
        line.orderNumber,
        line.lotNumber,
        line.quantity,
        line.shippedAt,
        clinic.emailSentAt,
        clinic.acknowledgedAt,
        clinic.unitsOnHand,
      ]),
    ),
  );
  return CSV_BOM + csvLine(RECALL_CSV_COLUMNS) + lines.join('');
}

export const recallCsvFileName = (recallId: number) =>
  `${recallTitle(recallId).replace(/\s+/g, '-').toLowerCase()}.csv`;

type RecallRow = NonNullable<Awaited<ReturnType<typeof findRecallRow>>>;

/**
 * What the doctor's list and notice both say of a recall: its product and lots, and when they
 * acknowledged it with the units they said they had.
 */
const doctorRecallOf = (
  row: Pick<RecallRow, 'id' | 'productName' | 'recallClass' | 'action' | 'status' | 'openedAt'>,
  notice: { acknowledgedAt: Date | null; unitsOnHand: number | null },
  lots: readonly LotRow[],
): DoctorRecalls['recalls'][number] => ({
  id: row.id,
  title: recallTitle(row.id),
  productName: row.productName,
  lots: lots
    .filter((lot) => lot.recallId === row.id)
    .map(({ lotNumber, expiryDate }) => ({ lotNumber, expiryDate })),
  recallClass: row.recallClass,
  action: row.action,
  status: row.status,
  openedAt: row.openedAt.toISOString(),
  acknowledgedAt: notice.acknowledgedAt?.toISOString() ?? null,
  unitsOnHand: notice.unitsOnHand,
});

/** The signed-in doctor's recalls, acknowledged or not, newest first, each with its product and lots. */
export async function doctorRecalls(db: Db, userId: number): Promise<DoctorRecalls> {
  const rows = await findDoctorRecalls(db, userId);
  const lots = await findRecallLots(
    db,
    rows.map((row) => row.id),
  );
  return { recalls: rows.map((row) => doctorRecallOf(row, row, lots)) };
}

/** Who reads a recall, as the session carries them: the member and their practice. */
export const readerOf = (user: CurrentUser): RecallReader => ({
  userId: user.id,
  practiceId: user.practice?.id ?? null,
});

/** A recall as the doctor it concerns reads it: 404 for any other doctor, as for no recall at all. */
export async function recallNotice(db: Db, recallId: number, reader: RecallReader): Promise<RecallNotice> {
  const notice = await findNotice(db, recallId, reader);
  const recall = notice && (await findRecallRow(db, recallId));
  if (!notice || !recall) throw notFound(m.notFound);
  const [lots, lines] = await Promise.all([
    findRecallLots(db, [recallId]),
    findDoctorLines(db, { recallId, userId: reader.userId, practiceId: notice.practiceId }),
  ]);
  return {
    ...doctorRecallOf(recall, notice, lots),
    reason: recall.reason,
    closedAt: recall.closedAt?.toISOString() ?? null,
    lines: lines.map(orderLineOf),
  };
}

/**
 * The doctor acknowledges a recall that concerns them, once (409 the second time), with the units of
 * its lots they still have (null when the call did not say), audited.
 */
export async function acknowledgeRecall(
  db: Db,
  recallId: number,
  reader: RecallReader,
  unitsOnHand: number | null,
  timeZone: string,
): Promise<RecallNotice> {
  const { userId } = reader;
  await db.transaction(async (tx) => {
    const recall = await findRecallRow(tx, recallId);
    const notice = recall && (await findNotice(tx, recallId, reader));
    if (!recall || !notice) throw notFound(m.notFound);
    // The update waits for a concurrent acknowledgement and then finds it made: the same refusal.
    let earlier = notice.acknowledgedAt;
    const key = { recallId, userId, practiceId: notice.practiceId };
    if (!earlier && (await acknowledgeNotice(tx, key, unitsOnHand)) === undefined)
      earlier = (await findNotice(tx, recallId, reader))?.acknowledgedAt ?? null;
    if (earlier) throw conflict(m.alreadyAcknowledged(dateIn(timeZone, earlier)));
    const entry = recallStepEntry(userId, 'recall.acknowledge', recall);
    await recordAudit(tx, { ...entry, details: { ...entry.details, unitsOnHand } });
  });
  return recallNotice(db, recallId, reader);
}
