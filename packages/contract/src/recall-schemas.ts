import { z } from 'zod';
import { pagedList, PageQuery, searchParam } from './common-schemas';
import {
  RECALL_ACTIONS,
  RECALL_CLASSES,
  RECALL_LOTS_MAX,
  RECALL_REASON_MAX,
  RECALL_STATUSES,
  RECALL_UNITS_ON_HAND_MAX,
  recallMessages as m,
} from './recall';
import { LOT_NUMBER_MAX, LotRef, StockLot, stockMessages } from './stock-schemas';
import { lineText, multilineText } from './text-field-schemas';
import { MAX_ID } from './url-param-schemas';

/** `POST /api/admin/recalls`: the product, its lots, why, what clinics must do, and how serious. */
export const OpenRecallBody = z
  .object({
    productId: z
      .number({ error: m.productRequired })
      .int(m.productRequired)
      .positive(m.productRequired)
      .max(MAX_ID, m.productRequired),
    lotNumbers: z
      .array(
        lineText(m.lotRequired)
          .trim()
          .min(1, m.lotRequired)
          .max(LOT_NUMBER_MAX, stockMessages.lotNumberTooLong),
        { error: m.lotsRequired },
      )
      .min(1, m.lotsRequired)
      .max(RECALL_LOTS_MAX, m.lotsTooMany)
      .refine((lots) => new Set(lots).size === lots.length, m.lotsRepeated),
    reason: multilineText(m.reasonRequired)
      .trim()
      .min(1, m.reasonRequired)
      .max(RECALL_REASON_MAX, `The reason must be at most ${RECALL_REASON_MAX} characters`),
    action: z.enum(RECALL_ACTIONS, { error: m.actionRequired }),
    recallClass: z.enum(RECALL_CLASSES, { error: m.classRequired }),
  })
  .strict();
export type OpenRecallBody = z.infer<typeof OpenRecallBody>;

/** A lot a recall names: its expiry date and the units held then, made unavailable by the recall. */
export const RecallLot = LotRef.extend({ quarantined: z.number().int() });
export type RecallLot = z.infer<typeof RecallLot>;

/** A recall as the admin's list shows it. */
export const RecallSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  productId: z.number().int().nullable(),
  productName: z.string(),
  lots: z.array(RecallLot),
  reason: z.string(),
  action: z.enum(RECALL_ACTIONS),
  recallClass: z.enum(RECALL_CLASSES),
  status: z.enum(RECALL_STATUSES),
  openedAt: z.string(),
  openedBy: z.string().nullable(),
  closedAt: z.string().nullable(),
  closedBy: z.string().nullable(),
  /** Clinics (doctors) that received the lots, and how many of them acknowledged. */
  clinicCount: z.number().int(),
  acknowledgedCount: z.number().int(),
  /** Units of the lots shipped to clinics. */
  unitsShipped: z.number().int(),
});
export type RecallSummary = z.infer<typeof RecallSummary>;

export const RecallList = pagedList('recalls', RecallSummary);
export type RecallList = z.infer<typeof RecallList>;
export const RecallListQuery = PageQuery;

/** An order line that carried a recalled lot to a clinic. */
export const RecallOrderLine = z.object({
  orderId: z.number().int().nullable(),
  orderNumber: z.string(),
  lotNumber: z.string(),
  quantity: z.number().int(),
  shippedAt: z.string(),
});
export type RecallOrderLine = z.infer<typeof RecallOrderLine>;

/** A clinic a recall concerns: who, what they received, and whether they were told and answered. */
export const RecallClinic = z.object({
  userId: z.number().int().nullable(),
  clinicName: z.string().nullable(),
  doctorName: z.string(),
  email: z.string(),
  lines: z.array(RecallOrderLine),
  quantity: z.number().int(),
  /** When its e-mail left the shop; null while it waits in the outbox. */
  emailSentAt: z.string().nullable(),
  acknowledgedAt: z.string().nullable(),
  /** The units of the lots the clinic said it still had when it acknowledged; null when it did not say. */
  unitsOnHand: z.number().int().nullable(),
});
export type RecallClinic = z.infer<typeof RecallClinic>;

/** `GET /api/admin/recalls/{id}`: the recall and every clinic it concerns. */
export const RecallDetail = RecallSummary.extend({ clinics: z.array(RecallClinic) });
export type RecallDetail = z.infer<typeof RecallDetail>;

/** A lot of a product as the recall dialog offers it: every lot it ever had. */
export const ProductLot = StockLot.extend({
  /** Units of it shipped to clinics. */
  shipped: z.number().int(),
  /** The recall (open or closed) that covers it, if one does: such a lot is never shipped or recalled again. */
  recallId: z.number().int().nullable(),
});
export type ProductLot = z.infer<typeof ProductLot>;
export const ProductLots = z.object({
  productId: z.number().int(),
  productName: z.string(),
  lots: z.array(ProductLot),
});
export type ProductLots = z.infer<typeof ProductLots>;

/**
 * `GET /api/admin/recalls/products?q=`: the open dialog's search. `q` is any part of a product's
 * name (any case or accents) or of a lot number it has or had (any case); without it, the first
 * lot-tracked products by name.
 */
export const RecallProductSearchQuery = z.object({ q: searchParam() }).strict();

/** A lot-tracked product the search found, with its lots whose number matched (none for a name match). */
export const RecallProductMatch = z.object({
  productId: z.number().int(),
  productName: z.string(),
  matchedLots: z.array(z.string()),
});
export type RecallProductMatch = z.infer<typeof RecallProductMatch>;

/** The search's answer: a lot number's products first (an exact number before a partial one), then by name. */
export const RecallProductSearch = z.object({ products: z.array(RecallProductMatch) });
export type RecallProductSearch = z.infer<typeof RecallProductSearch>;

/** A recall as the doctor it concerns reads it: `GET /api/recalls/{id}`. */
export const RecallNotice = z.object({
  id: z.number().int(),
  title: z.string(),
  productName: z.string(),
  lots: z.array(LotRef),
  reason: z.string(),
  action: z.enum(RECALL_ACTIONS),
  recallClass: z.enum(RECALL_CLASSES),
  status: z.enum(RECALL_STATUSES),
  openedAt: z.string(),
  closedAt: z.string().nullable(),
  lines: z.array(RecallOrderLine),
  acknowledgedAt: z.string().nullable(),
  /** What the doctor said they still had when they acknowledged; null before, or when they did not say. */
  unitsOnHand: z.number().int().nullable(),
});
export type RecallNotice = z.infer<typeof RecallNotice>;

/** The units on hand a doctor reports when acknowledging a recall: a whole number from 0. */
export const UnitsOnHand = z
  .number({
    error: (issue) => (issue.input == null ? m.unitsOnHandRequired : m.unitsOnHandInvalid),
  })
  .int(m.unitsOnHandInvalid)
  .min(0, m.unitsOnHandInvalid)
  .max(RECALL_UNITS_ON_HAND_MAX, m.unitsOnHandTooMany);

/**
 * `POST /api/recalls/{id}/acknowledge`: how many units of the lots the clinic still has (issue 38).
 * The call was first defined without a body (decision 036), so the body, and the number in it, may
 * be left out: such an acknowledgement records no units.
 */
export const AcknowledgeRecallBody = z.object({ unitsOnHand: UnitsOnHand.optional() }).strict();
export type AcknowledgeRecallBody = z.infer<typeof AcknowledgeRecallBody>;

/**
 * `GET /api/recalls`: the signed-in doctor's recalls, acknowledged or not, newest first, each with
 * its product and lots; the banner shows the open ones not acknowledged, the account page them all.
 */
export const DoctorRecalls = z.object({
  recalls: z.array(
    RecallNotice.pick({
      id: true,
      title: true,
      productName: true,
      recallClass: true,
      action: true,
      status: true,
      lots: true,
      openedAt: true,
      acknowledgedAt: true,
      unitsOnHand: true,
    }),
  ),
});
export type DoctorRecalls = z.infer<typeof DoctorRecalls>;
