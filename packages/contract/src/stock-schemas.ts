import { z } from 'zod';
import { isIsoDate, todayIso } from './auth-schemas';
import { stockLeftLabel } from './stock-labels';
import { booleanParam, pagedList, PageQuery, searchPageFields } from './common-schemas';
import { PLAIN_TEXT_LINE } from './text';
import { lineText } from './text-field-schemas';

/**
 * Stock (issue 19): a product either tracks its stock or not. A tracked product has an on-hand
 * quantity and a reserved one (in orders not yet shipped); what can be ordered is
 * `available = onHand - reserved`. A lot-tracked product holds its stock in lots (a number and an
 * expiry date each). Every change of on hand is a movement in the product's ledger, whose sum is
 * always the on-hand quantity.
 */

export const LOW_STOCK_THRESHOLD_DEFAULT = 5;
export const LOW_STOCK_THRESHOLD_MAX = 100_000;
/** Far beyond any shelf: a movement's size, not a row id. */
export const STOCK_QUANTITY_MAX = 1_000_000;
export const LOT_NUMBER_MAX = 64;
export const STOCK_REASON_MAX = 500;
export const STOCK_LEDGER_PAGE_SIZE = 20;
export const STOCK_LIST_PAGE_SIZE = 20;
/** The lots one shipment may name: far beyond any order's lines and lots. */
export const SHIP_LOTS_MAX = 500;
/** The furthest ahead the stock list's expiry filter looks: ten years. */
export const EXPIRING_WITHIN_DAYS_MAX = 3650;

export const ADMIN_STOCK_PATH = '/api/admin/stock';
/** `GET`/`POST` a product's stock: its levels, lots and ledger, or a movement. */
export const adminProductStockPath = (productId: number | string) => `/api/admin/products/${productId}/stock`;
/** `GET` an order's suggested lots for its shipment (first expiry, first out). */
export const adminOrderLotPlanPath = (orderId: number | string) => `/api/admin/orders/${orderId}/lot-plan`;
/** `PUT` a product's stock settings. */
export const adminStockSettingsPath = (productId: number | string) =>
  `/api/admin/products/${productId}/stock-settings`;

/**
 * What moves stock on hand: stock that arrives, a signed correction, write-offs, and shipping (which
 * consumes an order's reservation; written by the order's status change, never posted).
 */
export const STOCK_MOVEMENT_KINDS = [
  'receive',
  'adjust',
  'damage',
  'expire',
  'ship',
  'recall',
  // A received return's units back on hand (issue 42): into the lot they shipped from, or, written
  // off, out again at once as `damage`, both rows naming the return.
  'returned',
] as const;
export type StockMovementKind = (typeof STOCK_MOVEMENT_KINDS)[number];
/** The movements an admin posts. */
export const POSTED_MOVEMENT_KINDS = ['receive', 'adjust', 'damage', 'expire'] as const;

export const stockMessages = {
  kind: 'Kind must be receive, adjust, damage or expire',
  quantity: 'Quantity must be a whole number of at least 1',
  quantityTooLarge: `Quantity must be at most ${STOCK_QUANTITY_MAX.toLocaleString('en-US')}`,
  adjustQuantity: 'Quantity must be a whole number other than 0 (negative takes stock away)',
  lotNumberRequired: 'Lot number is required for a lot-tracked product',
  lotNumberTooLong: `Lot number must be at most ${LOT_NUMBER_MAX} characters`,
  lotNumberFormat: 'Lot number must be one line of text without control characters',
  lotNumberUnexpected: 'This product is not lot-tracked: leave the lot number out',
  expiryRequired: 'Expiry date is required for a lot-tracked product',
  expiryFormat: 'Expiry date must be a date written as YYYY-MM-DD',
  expiryPast: 'Expiry date must be in the future',
  expiryUnexpected: 'This product is not lot-tracked: leave the expiry date out',
  expiryMismatch: (lot: string, expiry: string) => `Lot ${lot} is already held with expiry date ${expiry}`,
  reasonRequired: 'Reason is required for an adjustment',
  reasonTooLong: `Reason must be at most ${STOCK_REASON_MAX} characters`,
  notTracked: 'This product does not track its stock. Turn on Track inventory first.',
  lotUnknown: (lot: string) => `This product holds no lot ${lot}`,
  belowZero: (onHand: number) => `That would take stock on hand below zero (on hand: ${onHand})`,
  lotBelowZero: (lot: string, onHand: number) => `Lot ${lot} holds only ${onHand}`,
  belowReserved: (reserved: number) =>
    `That would leave less on hand than orders have reserved (${reserved}); decline or ship them first`,
  lotsTooShort: (inLots: number, wanted: number) =>
    `Only ${inLots} of the ${wanted} units are in lots that have not expired; write off expired lots or receive stock first`,
  /** An order line beyond what is available, beside its quantity. */
  lineShort: (available: number) => (available > 0 ? stockLeftLabel(available) : 'Out of stock'),
  insufficientStock: (lines: readonly { name: string; available: number }[]) =>
    `Not enough stock: ${lines
      .map((line) =>
        line.available > 0 ? `${line.name} (only ${line.available} left)` : `${line.name} (out of stock)`,
      )
      .join(', ')}. Please lower the quantity and try again.`,
  threshold: `Low-stock threshold must be a whole number from 0 to ${LOW_STOCK_THRESHOLD_MAX.toLocaleString('en-US')}`,
  trackedInStock: 'This product tracks its stock: it is in stock while some is available',
  untrackWithReservations: (reserved: number) =>
    `Orders not yet shipped have reserved ${reserved} of this product; ship or decline them before turning off Track inventory`,
  lotTrackedWithStock:
    'Lot tracking can be switched only while the product has no stock on hand (receive again into lots after)',
  expiringWithinDays: `Expiring within days must be a whole number from 0 to ${EXPIRING_WITHIN_DAYS_MAX}`,
  // The shipment's lots (`lots` of the status change to shipped): each names the line it is about.
  shipLotsOnlyWhenShipping: 'Lots are given only when an order is marked shipped',
  shipLotItem: 'Item must be the id of one of the order’s lines',
  shipLotsTooMany: `At most ${SHIP_LOTS_MAX} lots can be given for one shipment`,
  shipLotRepeated: (lot: string) => `Lot ${lot} is given twice for one line; give it once with the sum`,
  shipLineNotInOrder: (itemId: number) => `Line ${itemId} is not a line of this order`,
  shipLineNotLotTracked: (product: string) =>
    `${product} does not ship from lots (it is not lot-tracked, or its line holds no reserved units); leave it out of the lots`,
  shipLotOfAnotherProduct: (product: string, lot: string) =>
    `Lot ${lot} belongs to another product, not to ${product}`,
  shipLotUnknown: (product: string, lot: string) => `${product} holds no lot ${lot}`,
  shipLotExpired: (product: string, lot: string, expiry: string) =>
    `Lot ${lot} of ${product} expired on ${expiry}; it cannot be shipped`,
  shipLotTooFew: (product: string, lot: string, onHand: number, wanted: number) =>
    `Lot ${lot} of ${product} holds only ${onHand}, not ${wanted}`,
  shipLotsDoNotAddUp: (product: string, given: number, wanted: number) =>
    `The lots given for ${product} add up to ${given}, but its line is ${wanted}`,
  /** The ship dialog. */
  lotPlanTitle: 'Lots to ship',
  lotPlanHint: 'Suggested first expiry, first out. Change a lot or a quantity if you pick other boxes.',
  lotPlanShort: (short: number) =>
    `${short} ${short === 1 ? 'unit is' : 'units are'} not in lots that have not expired; write off expired lots or receive stock first`,
  lotPlanFailed: 'Could not load the suggested lots',
  lotPlanAddRow: 'Add a lot',
  lotPlanRemoveRow: 'Remove this lot',
  lotPlanLot: 'Lot',
  lotPlanQuantity: 'Quantity',
  lotPlanChoose: 'Choose a lot',
  lotPlanLoading: 'Loading the suggested lots…',
} as const;

/** A count of units: a whole number from 1 up to STOCK_QUANTITY_MAX. */
const units = z
  .number({ error: stockMessages.quantity })
  .int(stockMessages.quantity)
  .min(1, stockMessages.quantity)
  .max(STOCK_QUANTITY_MAX, stockMessages.quantityTooLarge);

const LotNumber = z
  .string({ error: stockMessages.lotNumberRequired })
  .trim()
  .min(1, stockMessages.lotNumberRequired)
  .max(LOT_NUMBER_MAX, stockMessages.lotNumberTooLong)
  .regex(PLAIN_TEXT_LINE, stockMessages.lotNumberFormat);

/** An expiry date: a real date, after today (the shop's calendar day in UTC). */
const ExpiryDate = z
  .string({ error: stockMessages.expiryRequired })
  .refine(isIsoDate, stockMessages.expiryFormat)
  .refine((value) => value > todayIso(), stockMessages.expiryPast);

/** A movement's reason; `error` is the message for a missing one (an adjustment's is required). */
const reasonText = (error?: string) =>
  lineText(error).trim().max(STOCK_REASON_MAX, stockMessages.reasonTooLong);

/**
 * `POST /api/admin/products/{id}/stock`: one movement. Whether a lot is required (a lot-tracked
 * product) is the product's, so the server checks that part against it.
 */
export const StockMovementInput = z.discriminatedUnion(
  'kind',
  [
    z
      .object({
        kind: z.literal('receive'),
        quantity: units,
        lotNumber: LotNumber.optional(),
        expiryDate: ExpiryDate.optional(),
        reason: reasonText().optional(),
      })
      .strict(),
    z
      .object({
        kind: z.literal('adjust'),
        quantity: z
          .number({ error: stockMessages.adjustQuantity })
          .int(stockMessages.adjustQuantity)
          .refine((value) => value !== 0, stockMessages.adjustQuantity)
          .refine((value) => Math.abs(value) <= STOCK_QUANTITY_MAX, stockMessages.quantityTooLarge),
        lotNumber: LotNumber.optional(),
        reason: reasonText(stockMessages.reasonRequired).pipe(
          z.string().min(1, stockMessages.reasonRequired),
        ),
      })
      .strict(),
    z
      .object({
        kind: z.enum(['damage', 'expire']),
        quantity: units,
        lotNumber: LotNumber.optional(),
        reason: reasonText().optional(),
      })
      .strict(),
  ],
  { error: stockMessages.kind },
);
export type StockMovementInput = z.infer<typeof StockMovementInput>;

/** A lot as every view names it: its number and its expiry date (YYYY-MM-DD). */
export const LotRef = z.object({
  lotNumber: z.string(),
  expiryDate: z.string(),
});
export type LotRef = z.infer<typeof LotRef>;

export const StockLot = LotRef.extend({ onHand: z.number().int() });
export type StockLot = z.infer<typeof StockLot>;

export const StockMovement = z.object({
  id: z.number().int(),
  kind: z.enum(STOCK_MOVEMENT_KINDS),
  /** The change of on hand: positive in, negative out. */
  quantity: z.number().int(),
  lotNumber: z.string().nullable(),
  reason: z.string().nullable(),
  orderId: z.number().int().nullable(),
  orderNumber: z.string().nullable(),
  actorName: z.string().nullable(),
  createdAt: z.string(),
});
export type StockMovement = z.infer<typeof StockMovement>;

/** A product's stock as the admin sees it. */
export const StockLevels = z.object({
  productId: z.number().int(),
  trackInventory: z.boolean(),
  lotTracked: z.boolean(),
  lowStockThreshold: z.number().int(),
  onHand: z.number().int(),
  reserved: z.number().int(),
  available: z.number().int(),
  lowStock: z.boolean(),
});
export type StockLevels = z.infer<typeof StockLevels>;

/** `GET /api/admin/products/{id}/stock?page=`: the levels, the lots (soonest expiry first) and a page of the ledger. */
export const ProductStock = StockLevels.extend({
  productName: z.string(),
  lots: z.array(StockLot),
  ledger: pagedList('movements', StockMovement),
});
export type ProductStock = z.infer<typeof ProductStock>;

export const ProductStockQuery = PageQuery;

/** One product's stock settings, as the product forms send them. */
export const StockSettingsInput = z
  .object({
    trackInventory: z.boolean(),
    lotTracked: z.boolean(),
    lowStockThreshold: z
      .number({ error: stockMessages.threshold })
      .int(stockMessages.threshold)
      .min(0, stockMessages.threshold)
      .max(LOW_STOCK_THRESHOLD_MAX, stockMessages.threshold),
  })
  .strict();
export type StockSettingsInput = z.infer<typeof StockSettingsInput>;

/**
 * `GET /api/admin/stock?lowStock=true&expiringWithinDays=N&q=&page=`: every tracked product, or those
 * at or below their threshold, or those holding a lot (with stock) that expires within N days from
 * today (0: today; a lot already past its date is among them, as it needs the admin most); q is any
 * part of the name, any case or accents.
 */
export const StockListQuery = z
  .object({
    lowStock: booleanParam('Low stock').optional(),
    expiringWithinDays: z
      .string({ error: stockMessages.expiringWithinDays })
      .regex(/^\d{1,4}$/, stockMessages.expiringWithinDays)
      .transform(Number)
      .pipe(z.number().max(EXPIRING_WITHIN_DAYS_MAX, stockMessages.expiringWithinDays))
      .optional(),
    ...searchPageFields,
  })
  .strict();
export type StockListQuery = z.infer<typeof StockListQuery>;

/** A row of the stock list: a tracked product's levels and the nearest expiry of its lots with stock. */
export const StockListItem = StockLevels.extend({
  productName: z.string(),
  /** The soonest expiry date of a lot that holds stock; null without lots (or none holding stock). */
  nearestExpiry: z.string().nullable(),
});
export type StockListItem = z.infer<typeof StockListItem>;

/** The stock list's page: least available first, then by name. */
export const StockListPage = pagedList('products', StockListItem);
export type StockListPage = z.infer<typeof StockListPage>;

/** `409 INSUFFICIENT_STOCK`'s lines: each product an order asked more of than is available. */
export const StockShortage = z.object({
  productId: z.number().int(),
  productName: z.string(),
  requested: z.number().int(),
  available: z.number().int(),
});
export type StockShortage = z.infer<typeof StockShortage>;

/** One lot and how many of a line's units ship from it: what the admin sends, or the plan suggests. */
export const ShipLot = z
  .object({
    itemId: z
      .number({ error: stockMessages.shipLotItem })
      .int(stockMessages.shipLotItem)
      .min(1, stockMessages.shipLotItem),
    lotNumber: LotNumber,
    quantity: units,
  })
  .strict();
export type ShipLot = z.infer<typeof ShipLot>;

/**
 * The shipment's lots, for the status change to shipped: its lines of lot-tracked products that are
 * listed ship from exactly these (the others first expiry, first out). Whether they fit the order and
 * its lots is the server's check (409).
 */
export const ShipLots = z
  .array(ShipLot)
  .max(SHIP_LOTS_MAX, stockMessages.shipLotsTooMany)
  .superRefine((lots, ctx) => {
    const seen = new Set<string>();
    lots.forEach((lot, index) => {
      const key = JSON.stringify([lot.itemId, lot.lotNumber]);
      if (seen.has(key))
        ctx.addIssue({
          code: 'custom',
          path: [index, 'lotNumber'],
          message: stockMessages.shipLotRepeated(lot.lotNumber),
        });
      seen.add(key);
    });
  });
export type ShipLots = z.infer<typeof ShipLots>;

/** A lot a line may ship from: one that has not expired and holds stock. */
export const PlannedLot = LotRef.extend({
  /** What the plan takes from it for this line. */
  quantity: z.number().int(),
  onHand: z.number().int(),
});
export type PlannedLot = z.infer<typeof PlannedLot>;

/** A reserved line of a lot-tracked product, and the lots suggested for it. */
export const LotPlanLine = z.object({
  itemId: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  quantity: z.number().int(),
  /** First expiry, first out from the lots that have not expired. */
  lots: z.array(PlannedLot),
  /** Units those lots cannot cover (> 0: the shipment would be refused until stock arrives). */
  short: z.number().int(),
  /** Every lot of the product that has not expired and holds stock, soonest expiry first: what the admin may choose from. */
  held: z.array(StockLot),
});
export type LotPlanLine = z.infer<typeof LotPlanLine>;

/** `GET /api/admin/orders/{id}/lot-plan`. */
export const LotPlan = z.object({
  lines: z.array(LotPlanLine),
  /** Why shipping today needs a confirmation: the order holds cold-chain lines and today is not a cold-chain day (issue 42). */
  coldChainWarning: z.string().nullable(),
});
export type LotPlan = z.infer<typeof LotPlan>;
