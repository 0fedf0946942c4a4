import { z } from 'zod';
import { pagedList, pageParam } from './common-schemas';
import { idField, wholeNumberField } from './number-field-schemas';
import {
  RETURN_LINES_MAX,
  RETURN_REASONS,
  RETURN_STATUSES,
  RETURN_TEXT_MAX,
  returnMessages as m,
} from './returns';
import { multilineText, reasonBody } from './text-field-schemas';

/** A line of an order that a member asks to return: how many, and why (`other` says why in words). */
export const ReturnLineInput = z
  .object({
    itemId: idField(m.lineFormat),
    quantity: wholeNumberField(m.quantityFormat, { min: 1, max: 9_999 }),
    reason: z.enum(RETURN_REASONS, { error: m.reasonRequired }),
    reasonText: multilineText(m.reasonTextTooLong)
      .trim()
      .max(RETURN_TEXT_MAX, m.reasonTextTooLong)
      .optional()
      .transform((value) => value || undefined),
  })
  .strict()
  .refine((line) => line.reason !== 'other' || line.reasonText !== undefined, {
    message: m.reasonTextRequired,
    path: ['reasonText'],
  });

/** `POST /api/orders/{id}/returns`: the lines to return, each line of the order named once. */
export const ReturnRequestBody = z
  .object({
    lines: z
      .array(ReturnLineInput, m.linesRequired)
      .min(1, m.linesRequired)
      .max(RETURN_LINES_MAX, m.tooManyLines),
  })
  .strict()
  .superRefine((body, ctx) => {
    const seen = new Set<number>();
    body.lines.forEach((line, index) => {
      if (seen.has(line.itemId))
        ctx.addIssue({ code: 'custom', message: m.lineTwice, path: ['lines', index, 'itemId'] });
      seen.add(line.itemId);
    });
  });
export type ReturnRequestBody = z.input<typeof ReturnRequestBody>;

export const ReturnLine = z.object({
  id: z.number().int(),
  orderItemId: z.number().int(),
  productName: z.string(),
  /** As asked for. */
  quantity: z.number().int(),
  /** As the admin approved it (from 0 to `quantity`); null until decided. */
  approvedQuantity: z.number().int().nullable(),
  reason: z.enum(RETURN_REASONS),
  reasonText: z.string().nullable(),
  /** Once received: the units back in stock and the units written off; null before. */
  restocked: z.number().int().nullable(),
  writtenOff: z.number().int().nullable(),
});
export type ReturnLine = z.infer<typeof ReturnLine>;

/** A return as its practice and the admin see it. */
export const ReturnRequest = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  orderNumber: z.string(),
  status: z.enum(RETURN_STATUSES),
  /** The return authorisation number once approved (RMA-2027-000001), else null. */
  rmaNumber: z.string().nullable(),
  refusalReason: z.string().nullable(),
  /** Who asked for it (null once their account is gone). */
  requestedBy: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  receivedAt: z.string().nullable(),
  /** The credit note issued when the goods arrived (CN-2027-000001), else null. */
  creditNoteNumber: z.string().nullable(),
  lines: z.array(ReturnLine),
  /** The photos sent with it, oldest first (read at returnPhotosPath or adminReturnPhotoPath). */
  photos: z.array(z.object({ id: z.number().int() })),
});
export type ReturnRequest = z.infer<typeof ReturnRequest>;

/** A line of the order as a new return may take it: how many are left to return, and for which reasons. */
export const ReturnableLine = z.object({
  itemId: z.number().int(),
  productName: z.string(),
  /** Delivered less what the order's returns not refused take. */
  left: z.number().int(),
  /** Refrigerated or prescription-only: only damaged, wrong item or expired on arrival. */
  shopFaultOnly: z.boolean(),
});
export type ReturnableLine = z.infer<typeof ReturnableLine>;

/**
 * An order's returns, and whether a new one may be asked for: until `lastDay` (the delivery day plus
 * RETURN_WINDOW_DAYS; null before delivery), of `lines` with units left, by a member who may order.
 */
export const OrderReturns = z.object({
  returns: z.array(ReturnRequest),
  lastDay: z.string().nullable(),
  /** Today is on or before `lastDay`. */
  windowOpen: z.boolean(),
  /** The member's role lets them ask (a bookkeeper's does not). */
  mayRequest: z.boolean(),
  lines: z.array(ReturnableLine),
});
export type OrderReturns = z.infer<typeof OrderReturns>;

export const ADMIN_RETURNS_PAGE_SIZE = 50;

/** The admin's Returns queue: by status (every status when none), oldest first, a page at a time. */
export const AdminReturnQuery = z
  .object({
    status: z.enum(RETURN_STATUSES, { error: 'Status must be one of the return statuses' }).optional(),
    page: pageParam(),
  })
  .strict();

export const AdminReturn = ReturnRequest.extend({ practiceName: z.string().nullable() });
export type AdminReturn = z.infer<typeof AdminReturn>;
export const AdminReturnPage = pagedList('returns', AdminReturn);
export type AdminReturnPage = z.infer<typeof AdminReturnPage>;

/** An admin's step on a return's lines (approve, receive): some lines or none, each as `line` says. */
const returnLinesBody = <Line extends z.ZodRawShape>(line: Line) =>
  z
    .object({ lines: z.array(z.object(line).strict()).max(RETURN_LINES_MAX, m.tooManyLines).optional() })
    .strict();

/**
 * An approval: all that was asked for, or `lines` saying how many of each line (0 to what was asked;
 * a line not named keeps its quantity).
 */
export const ApproveReturnBody = returnLinesBody({
  lineId: idField(m.approveLineFormat),
  quantity: wholeNumberField(m.approveQuantityFormat, { min: 0, max: 9_999 }),
});
export type ApproveReturnBody = z.input<typeof ApproveReturnBody>;

export const RefuseReturnBody = reasonBody(m.refusalRequired, RETURN_TEXT_MAX);

/**
 * The goods of an approved return arrived: how many of each line go back in stock (`restock`, 0 for a
 * refrigerated line); the rest of its approved units are written off. A line not named is written off.
 */
export const ReceiveReturnBody = returnLinesBody({
  lineId: idField(m.receiveLineFormat),
  restock: wholeNumberField(m.restockFormat, { min: 0, max: 9_999 }),
});
export type ReceiveReturnBody = z.input<typeof ReceiveReturnBody>;
