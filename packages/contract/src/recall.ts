/**
 * Recalls (issue 20, docs/decisions/036): a manufacturer's recall of lots of a product, the clinics
 * that received them, and each doctor's acknowledgement. Zod-free, so the doctor's banner and notice
 * cost the shopper's screens nothing beyond their words; the bodies and answers the server validates
 * are in recall-schemas.ts.
 */

/** What a recall asks of the clinics that received the lots. */
export const RECALL_ACTIONS = ['return', 'destroy', 'quarantine'] as const;
export type RecallAction = (typeof RECALL_ACTIONS)[number];
export const RECALL_ACTION_LABELS: Record<RecallAction, string> = {
  return: 'Return to us',
  destroy: 'Destroy',
  quarantine: 'Quarantine',
};
/** The action as the notice asks it of a clinic. */
export const RECALL_ACTION_INSTRUCTIONS: Record<RecallAction, string> = {
  return: 'Stop using these units and return them to us; we will contact you to arrange the return.',
  destroy: 'Stop using these units and destroy them following your clinic’s procedure for medical waste.',
  quarantine: 'Stop using these units and keep them apart, unused, until we tell you what to do with them.',
};

/** A recall's severity class, as health regulators grade them (I is the most serious). */
export const RECALL_CLASSES = ['I', 'II', 'III'] as const;
export type RecallClass = (typeof RECALL_CLASSES)[number];
export const RECALL_CLASS_LABELS: Record<RecallClass, string> = {
  I: 'Class I: a serious risk to health',
  II: 'Class II: a temporary or reversible risk to health',
  III: 'Class III: unlikely to harm health',
};

export const RECALL_STATUSES = ['open', 'closed'] as const;
export type RecallStatus = (typeof RECALL_STATUSES)[number];
export const RECALL_STATUS_LABELS: Record<RecallStatus, string> = { open: 'Open', closed: 'Closed' };

/** Lots one recall may name, and the reason's length. */
export const RECALL_LOTS_MAX = 50;
export const RECALL_REASON_MAX = 2000;
/** Recalls per page of the admin's list. */
export const RECALLS_PAGE_SIZE = 20;

/** The most units on hand a doctor may report when acknowledging a recall (its message says it too). */
export const RECALL_UNITS_ON_HAND_MAX = 1_000_000;
/** Days after a recall opens before a clinic that has not acknowledged it is reminded, once a day. */
export const RECALL_REMINDER_AFTER_DAYS = 3;
/** Lot-tracked products the open dialog's search answers at most. */
export const RECALL_PRODUCT_SEARCH_LIMIT = 20;

export const ADMIN_RECALLS_PATH = '/api/admin/recalls';
/** The open dialog's search: lot-tracked products by name or by a lot number they have or had. */
export const ADMIN_RECALL_PRODUCTS_PATH = `${ADMIN_RECALLS_PATH}/products`;
export const adminRecallPath = (id: number) => `${ADMIN_RECALLS_PATH}/${id}`;
export const adminRecallClosePath = (id: number) => `${ADMIN_RECALLS_PATH}/${id}/close`;
export const adminRecallCsvPath = (id: number) => `${ADMIN_RECALLS_PATH}/${id}/export.csv`;
/** Every lot a product ever had, for the recall dialog. */
export const adminProductLotsPath = (productId: number) => `/api/admin/products/${productId}/lots`;
/** The signed-in doctor's recalls, and one of them. */
export const RECALLS_PATH = '/api/recalls';
export const recallApiPath = (id: number) => `${RECALLS_PATH}/${id}`;
export const recallAcknowledgePath = (id: number) => `${RECALLS_PATH}/${id}/acknowledge`;
/** The doctor's notice page (linked from the banner and the e-mail) and an order line's recalled lot. */
export { recallNoticePath, recalledLotMark } from './recall-links';

/** A recall's name as every screen and e-mail writes it. */
export const recallTitle = (id: number) => `Recall R-${String(id).padStart(5, '0')}`;

/** The columns of a recall's CSV: one line per clinic and order line that received a recalled lot. */
export const RECALL_CSV_COLUMNS = [
  'Clinic',
  'Doctor',
  'Email',
  'Order number',
  'Lot',
  'Quantity',
  'Shipped at',
  'Email sent at',
  'Acknowledged at',
  'Units on hand',
] as const;

/** Lot numbers as a sentence names them: "lot L1", "lots L1, L2". */
export const lotList = (lots: readonly string[]) =>
  lots.length === 1 ? `lot ${lots[0] ?? ''}` : `lots ${lots.join(', ')}`;

/** The texts of recalls: the admin's screens, the doctor's banner and notice, and every refusal. */
export const recallMessages = {
  tab: 'Recalls',
  title: 'Recalls',
  description: 'Recall lots of a product: the clinics that received them are told and asked to acknowledge.',
  openRecall: 'Open a recall',
  openDialogTitle: 'Open a recall',
  openDialogDescription:
    'Every clinic that received these lots is e-mailed at once, and the stock still held in them can no longer be sold or shipped.',
  product: 'Product',
  productPlaceholder: 'Product name or lot number',
  productSearchHint: 'Type a product’s name or one of its lot numbers.',
  /** Beside a product the search found by a lot number: the lots that matched. */
  productLotMatch: (lots: readonly string[]) =>
    lots.length <= 5
      ? `Has ${lotList(lots)}`
      : `Has ${lotList(lots.slice(0, 5))} and ${lots.length - 5} more`,
  lots: 'Lots',
  lotsHint: 'The lots of this product the recall covers.',
  noLotsHeld: 'This product has no lots.',
  reason: 'Reason',
  action: 'Action asked of clinics',
  recallClass: 'Class',
  submit: 'Open recall',
  opened: (title: string, clinics: number) =>
    `${title} opened: ${clinics} ${clinics === 1 ? 'clinic' : 'clinics'} notified`,
  empty: 'No recalls yet.',
  affectedClinics: 'Affected clinics',
  noAffectedClinics: 'No clinic received these lots.',
  clinic: 'Clinic',
  orders: 'Orders',
  quantity: 'Quantity',
  emailSent: 'E-mail sent',
  emailQueued: 'Queued',
  acknowledged: 'Acknowledged',
  notAcknowledged: 'Not yet',
  unitsOnHandColumn: 'Units on hand',
  /** An acknowledgement that did not say how many units were left (one made before it was asked). */
  unitsOnHandNotGiven: 'Not given',
  quarantined: 'Held stock made unavailable',
  exportCsv: 'Export CSV',
  close: 'Close recall',
  closeConfirm: 'Close this recall? Doctors who have not acknowledged it no longer see its banner.',
  closed: (title: string) => `${title} closed`,
  closedBy: (name: string, when: string) => `Closed by ${name} on ${when}`,
  openedBy: (name: string, when: string) => `Opened by ${name} on ${when}`,
  // The admin's screens: the list, the detail and the open dialog.
  loading: 'Loading recalls…',
  loadFailed: 'Could not load the recalls',
  countNoun: 'recall',
  columns: ['Recall', 'Product', 'Lots', 'Class', 'Action', 'Status', 'Opened', 'Clinics', 'Units shipped'],
  classShort: (recallClass: RecallClass) => `Class ${recallClass}`,
  clinicsAcknowledged: (acknowledged: number, clinics: number) =>
    `${acknowledged} of ${clinics} acknowledged`,
  /** Who opened or closed a recall, when their account is gone. */
  deletedAdmin: 'a deleted account',
  loadingDetail: 'Loading the recall…',
  detailLoadFailed: 'Could not load the recall',
  lot: 'Lot',
  expiryDate: 'Expiry date',
  doctor: 'Doctor',
  orderLine: (orderNumber: string, lot: string, quantity: number) => `${orderNumber} · ${lot} · ${quantity}`,
  openFailed: 'Could not open the recall',
  closeFailed: 'Could not close the recall',
  productResults: 'Lot-tracked products found',
  searchingProducts: 'Searching products…',
  productsLoadFailed: 'Could not search the products',
  noProductsFound: 'No lot-tracked product matches',
  loadingLots: 'Loading the lots…',
  lotsLoadFailed: 'Could not load the product’s lots',
  lotOption: (expiry: string, onHand: number, shipped: number) =>
    `Expires ${expiry} · ${onHand} held · ${shipped} shipped`,
  lotUnderRecall: (title: string) => `Under ${title}`,
  chooseAction: 'Choose an action',
  chooseClass: 'Choose a class',
  // The doctor's banner and notice.
  banner: (count: number) =>
    count === 1
      ? 'A product your clinic received has been recalled.'
      : `${count} products your clinic received have been recalled.`,
  /** After the banner's sentence: each recall's product and lots, "Botox 100U, lots L1, L2". */
  bannerProduct: (productName: string, lots: readonly string[]) => `${productName}, ${lotList(lots)}`,
  bannerLink: 'Read the recall notice',
  noticeIntro: 'The manufacturer has recalled lots of a product that we shipped to your clinic.',
  yourOrders: 'Your orders with these lots',
  acknowledge: 'Acknowledge',
  acknowledgeHint: 'Acknowledge to tell us you have read this notice and will act on it.',
  acknowledgedOn: (when: string) => `You acknowledged this recall on ${when}.`,
  unitsOnHand: 'Units still on hand',
  unitsOnHandHint: 'How many units of these lots your clinic still holds (0 if none).',
  unitsOnHandRequired: 'Enter how many units of these lots you still have (0 if none)',
  unitsOnHandInvalid: 'Units on hand must be a whole number, 0 or more',
  // RECALL_UNITS_ON_HAND_MAX, written out: a call here would keep these texts in every chunk that
  // imports anything of this file.
  unitsOnHandTooMany: 'Units on hand must be at most 1,000,000',
  unitsOnHandReported: (units: number) =>
    `You told us you had ${units.toLocaleString('en-US')} ${units === 1 ? 'unit' : 'units'} on hand.`,
  acknowledgedToast: 'Thank you: your acknowledgement is recorded.',
  closedNotice: 'This recall is closed.',
  // Refusals.
  productRequired: 'Choose a product',
  productNotFound: 'Product not found',
  lotsRequired: 'Choose at least one lot',
  lotsTooMany: `A recall may name at most ${RECALL_LOTS_MAX} lots`,
  lotsRepeated: 'Each lot may be named once',
  lotRequired: 'A lot number is required',
  lotNeverHeld: (product: string, lots: readonly string[]) =>
    lots.length === 1
      ? `${product} never had lot ${lots[0]}`
      : `${product} never had lots ${lots.join(', ')}`,
  lotAlreadyRecalled: (lot: string, title: string) => `Lot ${lot} is already under ${title}`,
  reasonRequired: 'Give the reason for the recall',
  actionRequired: 'Choose the action asked of clinics',
  classRequired: 'Choose the recall class',
  alreadyClosed: 'This recall is already closed',
  alreadyAcknowledged: (when: string) => `You acknowledged this recall on ${when}`,
  notFound: 'Recall not found',
  // Stock refused because its lot is recalled.
  lotRecalled: (lot: string) =>
    `Lot ${lot} is recalled: its stock can no longer be received, adjusted or written off`,
  shipRecalledLot: (product: string, lot: string) =>
    `Lot ${lot} of ${product} is recalled and cannot be shipped`,
  // The doctor's account page: their recalls, acknowledged or not.
  accountHeading: 'Recalls',
  accountDescription: 'Recalls of products your clinic received, acknowledged or not.',
  accountEmpty: 'No recall concerns your clinic.',
  accountLoading: 'Loading your recalls',
  accountLoadFailed: 'Could not load your recalls',
  accountOpened: (when: string) => `Opened ${when}`,
  accountAcknowledged: (when: string) => `Acknowledged ${when}`,
  accountNotAcknowledged: 'Not acknowledged',
} as const;

/**
 * The units on hand a doctor typed when acknowledging, checked as the server checks the number
 * (recall-schemas.ts AcknowledgeRecallBody): the message, or undefined when it is one.
 */
export function unitsOnHandError(typed: string): string | undefined {
  const text = typed.trim();
  if (text === '') return recallMessages.unitsOnHandRequired;
  if (!/^\d+$/.test(text)) return recallMessages.unitsOnHandInvalid;
  return Number(text) > RECALL_UNITS_ON_HAND_MAX ? recallMessages.unitsOnHandTooMany : undefined;
}

/** The doctor's notice page's own words, beside recallMessages. */
export const recallNoticeMessages = {
  loading: 'Loading the recall notice',
  loadFailed: 'The recall notice could not be loaded',
  loadFailedHint: 'Check your connection and try again.',
  notFoundText: 'There is no such recall, or it does not concern your clinic.',
  acknowledgeFailed: 'Could not record your acknowledgement',
  acknowledgeFailedText: 'Something went wrong. Please try again.',
  acknowledging: 'Acknowledging…',
  orderNumber: 'Order',
  lotColumn: 'Lot',
  shipped: 'Shipped',
  noOrders: 'No order of yours carried these lots.',
  closedOn: (when: string) => `Closed on ${when}`,
  openedOn: (when: string) => `Issued on ${when}`,
  /** A recalled lot as the notice lists it: "Lot L123 · exp. 2027-03-31". */
  lot: (lot: { lotNumber: string; expiryDate: string }) => `Lot ${lot.lotNumber} · exp. ${lot.expiryDate}`,
} as const;
