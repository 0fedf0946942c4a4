/**
 * The shop's numbered documents (docs/product.md, Invoices and credit notes): an invoice when an order
 * is approved, a credit note when an invoiced order is cancelled. Zod-free: the order pages import
 * only these words and the messages.
 */

export const DOCUMENT_KINDS = ['invoice', 'credit_note'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** What a document's printed number starts with, per kind: INV-2026-000001, CN-2026-000001. */
export const DOCUMENT_PREFIXES: Record<DocumentKind, string> = { invoice: 'INV', credit_note: 'CN' };

/** The file each kind is downloaded as, under its order's path: `/api/orders/{id}/invoice.pdf`. */
export const DOCUMENT_FILES: Record<DocumentKind, string> = {
  invoice: 'invoice.pdf',
  credit_note: 'credit-note.pdf',
};

/** Where the order's owner (`/api/orders/…`) or an admin (`/api/admin/orders/…`) downloads a document. */
export const orderDocumentPath = (audience: 'doctor' | 'admin', orderId: number, kind: DocumentKind) =>
  `/api/${audience === 'admin' ? 'admin/' : ''}orders/${orderId}/${DOCUMENT_FILES[kind]}`;

/** Digits of a document's sequence within its kind and year (zero-padded). */
export const DOCUMENT_SEQUENCE_DIGITS = 6;

/** The printed number of a document: its kind's prefix, its year and its sequence within both. */
export function documentNumber(kind: DocumentKind, year: number, sequence: number): string {
  return `${DOCUMENT_PREFIXES[kind]}-${year}-${String(sequence).padStart(DOCUMENT_SEQUENCE_DIGITS, '0')}`;
}

/** The texts of the documents and of their buttons (docs/product.md, Invoices and credit notes). */
export const documentMessages = {
  invoiceNotFound: 'This order has no invoice',
  creditNoteNotFound: 'This order has no credit note',
  downloadInvoice: 'Download invoice',
  downloadCreditNote: 'Download credit note',
  documentsHeading: 'Documents',
  invoiceTitle: 'Invoice',
  creditNoteTitle: 'Credit note',
  invoiceNumber: 'Invoice number',
  creditNoteNumber: 'Credit note number',
  invoiceDate: 'Invoice date',
  creditNoteDate: 'Credit note date',
  creditsInvoice: 'Credits invoice',
  orderNumber: 'Order number',
  poNumber: 'PO number',
  orderDate: 'Order date',
  /** An invoice on account's terms (issue 40): "Net 30 — due 2027-01-04". */
  terms: 'Terms',
  billTo: 'Bill to',
  shipTo: 'Ship to',
  sameAsShipping: 'Same as shipping address',
  sku: 'SKU',
  product: 'Product',
  quantity: 'Qty',
  unitPrice: 'Unit price',
  tierDiscount: 'Tier discount',
  lineTotal: 'Line total',
  noTierDiscount: '—',
  lots: 'Lots',
  lot: (lotNumber: string, expiryDate: string, quantity: number) =>
    `Lot ${lotNumber}, expires ${expiryDate}, qty ${quantity}`,
  creditTotal: 'Total credited',
  taxRegistration: (number: string) => `Tax registration: ${number}`,
  paymentMethod: 'Payment method',
  card: (brand: string, last4: string) => `${brand} ending in ${last4}`,
  bankTransfer: (bankName: string, last4: string) =>
    last4 ? `Bank transfer, ${bankName}, account ending in ${last4}` : `Bank transfer, ${bankName}`,
  creditNoteReason: (invoiceNumber: string) =>
    `This credit note cancels invoice ${invoiceNumber} in full: the order was cancelled.`,
  returnCreditNoteReason: (invoiceNumber: string, rmaNumber: string) =>
    `This credit note credits the lines of invoice ${invoiceNumber} returned under ${rmaNumber}.`,
  rmaNumber: 'Return authorisation',
  page: (page: number, pages: number) => `Page ${page} of ${pages}`,
} as const;
