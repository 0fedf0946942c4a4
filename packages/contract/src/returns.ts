/**
 * Returns (issue 42, docs/decisions/058): within RETURN_WINDOW_DAYS of its delivery a member who may
 * order asks to return lines of a delivered order, each with a reason; an admin approves it (with a
 * return authorisation number, RMA-2027-000001) or refuses it with a reason. Zod-free: the order
 * page and the desk import only these words and the messages.
 */

/** Days after delivery a return may be asked for (RETURN_WINDOW_DAYS), as the FAQ promises. */
export const RETURN_WINDOW_DAYS_DEFAULT = 14;

export const RETURN_REASONS = ['damaged', 'wrong-item', 'expired-on-arrival', 'not-needed', 'other'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/**
 * The reasons that are the shop's or the carrier's doing: the only ones a refrigerated or
 * prescription-only product may come back for (once it left the shop's cold chain or its
 * prescriber's hands, it cannot be sold again for a change of mind).
 */
export const SHOP_FAULT_REASONS: readonly ReturnReason[] = ['damaged', 'wrong-item', 'expired-on-arrival'];

export const RETURN_STATUSES = ['requested', 'approved', 'refused', 'received'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** A reason's free text (`other`'s, or a note on any) and a refusal's reason, at most this long. */
export const RETURN_TEXT_MAX = 500;
/** Lines in one return: an order's, at most. */
export const RETURN_LINES_MAX = 100;
/** Photos of one return, and each one's size as sent (re-encoded as product images are). */
export const RETURN_PHOTOS_MAX = 5;
export const RETURN_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** The multipart field a return's photos are sent in. */
export const RETURN_PHOTOS_FIELD = 'photos';

/** The printed return authorisation number: RMA, the year, and its place in the year (no gaps). */
export const rmaNumber = (year: number, sequence: number) =>
  `RMA-${year}-${String(sequence).padStart(6, '0')}`;

export const RETURN_REASON_LABELS: Readonly<Record<ReturnReason, string>> = {
  damaged: 'Damaged',
  'wrong-item': 'Wrong item',
  'expired-on-arrival': 'Expired on arrival',
  'not-needed': 'No longer needed',
  other: 'Other',
};

export const RETURN_STATUS_LABELS: Readonly<Record<ReturnStatus, string>> = {
  requested: 'Requested',
  approved: 'Approved',
  refused: 'Refused',
  received: 'Received',
};

/** Where a member asks for a return of an order, and reads its returns. */
export const orderReturnsPath = (orderId: number) => `/api/orders/${orderId}/returns`;
/** Where a member adds photos to a return, and reads one. */
export const returnPhotosPath = (orderId: number, returnId: number) =>
  `${orderReturnsPath(orderId)}/${returnId}/photos`;
export const ADMIN_RETURNS_PATH = '/api/admin/returns';
export const adminReturnPhotoPath = (returnId: number, photoId: number) =>
  `${ADMIN_RETURNS_PATH}/${returnId}/photos/${photoId}`;
export const adminReturnPath = (
  returnId: number,
  action: 'approve' | 'refuse' | 'receive' | 'credit-note.pdf',
) => `${ADMIN_RETURNS_PATH}/${returnId}/${action}`;
/** Where a member downloads a received return's credit note. */
export const returnCreditNotePath = (orderId: number, returnId: number) =>
  `${orderReturnsPath(orderId)}/${returnId}/credit-note.pdf`;

export const returnMessages = {
  linesRequired: 'Choose at least one line to return',
  tooManyLines: `A return holds at most ${RETURN_LINES_MAX} lines`,
  lineFormat: 'Each line to return names a line of the order',
  lineTwice: 'Each line of the order may be named once in a return',
  quantityFormat: 'The quantity to return must be a whole number of at least 1',
  approveQuantityFormat: 'The quantity approved must be a whole number of at least 0',
  reasonRequired: 'Choose a reason for each line',
  reasonTextRequired: 'Say why, for a line returned for another reason',
  reasonTextTooLong: `The reason must be at most ${RETURN_TEXT_MAX} characters`,
  notThisOrder: 'This line is not part of the order',
  moreThanDelivered: (productName: string, left: number) =>
    left === 0
      ? `All of ${productName} is returned already`
      : `At most ${left} of ${productName} can still be returned`,
  shopFaultOnly: (productName: string) =>
    `${productName} is refrigerated or prescription-only: it can be returned only damaged, as a wrong item or expired on arrival`,
  notDelivered: 'Only a delivered order can be returned',
  windowClosed: (lastDay: string) => `The return window of this order closed on ${lastDay}`,
  returnNotFound: 'Return not found',
  photoNotFound: 'Photo not found',
  tooManyPhotos: `A return holds at most ${RETURN_PHOTOS_MAX} photos`,
  photoTooLarge: (label: string) => `${label} is over ${RETURN_PHOTO_MAX_BYTES / 1024 / 1024} MB`,
  noPhotos: 'Choose at least one photo',
  photosOnlyWhileRequested: 'Photos can be added only while the return waits for its review',
  notRequested: (status: string) =>
    `This return is ${status.toLowerCase()} already; reload to see where it stands.`,
  approveLineFormat: 'Each line approved names a line of this return',
  approveQuantity: (productName: string, asked: number) => `Approve from 0 to ${asked} of ${productName}`,
  nothingApproved: 'Approve at least one unit, or refuse the return',
  refusalRequired: 'Please enter a reason for refusing this return',
  notApproved: (status: string) =>
    `This return is ${status.toLowerCase()}; only an approved return is received. Reload to see where it stands.`,
  receiveLineFormat: 'Each line received names a line of this return',
  restockFormat: 'The units back in stock must be a whole number of at least 0',
  restockMoreThanApproved: (productName: string, approved: number) =>
    `At most ${approved} of ${productName} came back`,
  restockColdChain: (productName: string) =>
    `${productName} is refrigerated: once it left the cold chain it cannot go back in stock; write it off`,
  restockUnusable: (productName: string) =>
    `The lot ${productName} shipped from has expired or is recalled: write these units off`,
  restockGone: (productName: string) => `${productName} is no longer sold: write it off`,
  /** The e-mails (their subjects and words). */
  receivedSubject: (orderNumber: string) => `Return request received for order ${orderNumber}`,
  receivedLead: (orderNumber: string) =>
    `We received your request to return these lines of order ${orderNumber}. We will e-mail you once it is reviewed.`,
  approvedSubject: (rma: string) => `Return approved: ${rma}`,
  approvedLead: (orderNumber: string, rma: string) =>
    `Your return of lines of order ${orderNumber} is approved. Its return authorisation number is ${rma}.`,
  approvedInstructions: (rma: string) =>
    `Pack the products in their original packaging, write ${rma} on the box, and send it to the address below. We credit the returned lines once they arrive.`,
  refusedSubject: (orderNumber: string) => `Return not accepted for order ${orderNumber}`,
  creditedSubject: (rma: string) => `Return received and credited: ${rma}`,
  creditedLead: (orderNumber: string, rma: string) =>
    `The goods of return ${rma} (order ${orderNumber}) arrived, and we credited these lines.`,
  creditNoteLabel: 'Credit note',
  creditNoteText: (number: string, total: string) => `${number}, ${total} credited`,
  refusedLead: (orderNumber: string) =>
    `We cannot accept your request to return lines of order ${orderNumber}.`,
  reasonLabel: 'Reason',
  lineLabel: 'Return',
  lineText: (productName: string, quantity: number, reason: string) =>
    `${productName} × ${quantity} (${reason})`,
  returnAddress: 'Return address',
} as const;

/** The words of the return screens: the order page's Returns section and its dialog. */
export const returnScreenMessages = {
  title: 'Returns',
  ask: 'Return items',
  windowOpen: (lastDay: string) => `Items of this order can be returned until ${lastDay}.`,
  windowClosed: (lastDay: string) => `The return window of this order closed on ${lastDay}.`,
  none: 'No returns of this order yet.',
  dialogTitle: 'Return items',
  dialogDescription:
    'Choose how many of each item to return and why. Refrigerated and prescription-only products can be returned only damaged, as a wrong item or expired on arrival.',
  quantityLabel: (productName: string) => `Quantity of ${productName} to return`,
  reasonLabel: (productName: string) => `Reason for returning ${productName}`,
  reasonTextLabel: (productName: string) => `Details for ${productName}`,
  noneLeft: 'All returned',
  send: 'Send return request',
  sent: 'Return request sent',
  sentText: 'We e-mailed you a copy, and will write again once it is reviewed.',
  failed: 'Could not send the return request',
  loadFailed: "Could not load this order's returns",
  loading: "Loading this order's returns",
  rma: 'Return authorisation',
  refused: 'Not accepted',
  requestedOn: (day: string) => `Requested ${day}`,
  downloadCreditNote: (number: string) => `Download credit note ${number}`,
  photosLabel: 'Photos (optional)',
  photosHint: `Up to ${RETURN_PHOTOS_MAX} photos of the goods or their packaging, ${RETURN_PHOTO_MAX_BYTES / 1024 / 1024} MB each.`,
  photoAlt: (position: number) => `Photo ${position} of the return`,
  photosFailed: 'The request was sent, but its photos could not be added',
  lineText: (productName: string, quantity: number, approved: number | null) =>
    approved === null || approved === quantity
      ? `${productName} × ${quantity}`
      : `${productName} × ${approved} of ${quantity} approved`,
} as const;

/** The words of the admin's Returns tab and its dialog. */
export const returnAdminMessages = {
  tab: 'Returns',
  title: 'Returns',
  description:
    'Return requests, oldest first. Approve one (all or fewer units) to give it a return authorisation number, or refuse it with a reason; the practice is e-mailed either way.',
  columns: ['Order', 'Practice', 'Requested', 'Lines', 'Status', 'Return authorisation'],
  loadFailed: 'Could not load the returns',
  loading: 'Loading returns',
  countNoun: 'returns',
  empty: 'No returns yet.',
  noMatches: 'No returns with this status.',
  statusFilter: 'Status',
  allStatuses: 'All statuses',
  noRma: 'None yet',
  dialogTitle: (orderNumber: string) => `Return of order ${orderNumber}`,
  dialogDescription: (requestedBy: string, day: string) => `Asked for by ${requestedBy} on ${day}.`,
  deletedAccount: 'a deleted account',
  approveLabel: (productName: string, asked: number) => `Approve how many of ${productName} (of ${asked})`,
  approve: 'Approve',
  refuse: 'Refuse',
  refuseTitle: 'Refuse this return?',
  refuseDescription: 'The practice is e-mailed the reason. A refused return cannot be reopened.',
  refuseLabel: 'Reason for refusing',
  approved: (rma: string) => `Return approved: ${rma}`,
  receive: 'Receive goods',
  receiveHint:
    'Once the goods arrive: how many of each line go back in stock (into the lot they shipped from); the rest are written off. Refrigerated lines are always written off. The credit note is issued at once.',
  restockLabel: (productName: string, approved: number) => `Back in stock of ${productName} (of ${approved})`,
  receivedToast: (creditNote: string | null) =>
    creditNote ? `Return received: credit note ${creditNote}` : 'Return received',
  receivedLine: (restocked: number, writtenOff: number) =>
    `${restocked} back in stock, ${writtenOff} written off`,
  refusedToast: 'Return refused',
  decisionFailed: 'Could not decide the return',
} as const;
