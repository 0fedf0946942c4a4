/**
 * Quick order (issue 41): lines of a product code (SKU or GTIN) and a quantity, pasted from a
 * spreadsheet or read from a CSV, put in the cart in one step (`POST /api/cart/bulk`). This module
 * reads the text into lines and holds the page's and the server's words; zod-free, so the page can
 * read a pasted box as the server will.
 */
import { MAX_LINE_QUANTITY } from './limits';
import { navLinkMessages } from './nav-links';

export const CART_BULK_PATH = '/api/cart/bulk';

/** At most this many lines in one submission (blank lines and a heading row not counted). */
export const QUICK_ORDER_MAX_LINES = 500;
/** At most this many bytes of text in one submission (UTF-8). */
export const QUICK_ORDER_MAX_BYTES = 1024 * 1024;

/** A line as typed: its number in the text (from 1), the code and the quantity as written. */
export interface QuickOrderLine {
  line: number;
  code: string;
  quantity: string;
}

/** A line ends at a line break as any system writes it. */
const LINE_BREAK = /\r\n|\n|\r/;

/** Separators between a code and its quantity: a tab, a comma or semicolon, or spaces. */
const FIELDS = /\s*[\t,;]\s*|\s+/;
/** A spreadsheet's heading row: its first cell names the code's column. */
const HEADING = /^(sku|gtin|code|product|item)\b/i;

/** A CSV cell written in quotes, unquoted ("MED-000001" → MED-000001). */
const unquoted = (cell: string) =>
  cell
    .replace(/^"(.*)"$/, '$1')
    .replace(/""/g, '"')
    .trim();

/**
 * The lines of a pasted box or a CSV: each non-blank line's first cell is the code, its second the
 * quantity (none written: 1); any further cells (a product's name copied along) are left aside. A
 * first line that names its columns (SKU, quantity) is a heading, not an order line.
 */
export function quickOrderLines(text: string): QuickOrderLine[] {
  const lines: QuickOrderLine[] = [];
  text.split(LINE_BREAK).forEach((raw, index) => {
    const trimmed = raw.trim();
    if (trimmed === '') return;
    const [code = '', quantity = '1'] = trimmed.split(FIELDS).map(unquoted);
    if (lines.length === 0 && HEADING.test(code) && !/^\d+$/.test(quantity)) return;
    lines.push({ line: index + 1, code, quantity: quantity === '' ? '1' : quantity });
  });
  return lines;
}

/**
 * A quantity as written, when it is a whole number from 1 to `max`: the cart's limit per line, or a
 * supply list's (9,999) for a list's import.
 */
export function quickOrderQuantity(text: string, max: number = MAX_LINE_QUANTITY): number | undefined {
  if (!/^\d{1,4}$/.test(text)) return undefined;
  const quantity = Number(text);
  return quantity >= 1 && quantity <= max ? quantity : undefined;
}

/** A code as the catalogue stores it: SKUs in capitals (GTINs are digits). */
export const catalogueCode = (code: string) => code.toUpperCase();

/**
 * Whether a file's or a box's text is text: no NUL (the shop refuses it in any request) and no
 * character a decoder put for bytes that were not UTF-8 (a spreadsheet's .xlsx read as text).
 */
export const isQuickOrderText = (text: string) => !text.includes('\u0000') && !text.includes('\uFFFD');

/** How the text's size is counted: its UTF-8 bytes. */
export const quickOrderBytes = (text: string) => new TextEncoder().encode(text).length;

/** What happened to a line: added to the cart, or refused with a reason to fix. */
export const QUICK_ORDER_LINE_STATUSES = ['added', 'refused'] as const;
export type QuickOrderLineStatus = (typeof QUICK_ORDER_LINE_STATUSES)[number];

export const quickOrderMessages = {
  title: 'Quick order',
  intro:
    'Paste a product code (SKU or GTIN) and a quantity per line, as copied from a spreadsheet, or upload a CSV file.',
  linesLabel: 'Codes and quantities',
  linesHint: `One line per product: a code, then a quantity (a space, tab or comma between). At most ${QUICK_ORDER_MAX_LINES} lines.`,
  linesPlaceholder: 'MED-000123 10\nMED-000456, 2',
  upload: 'Upload a CSV',
  uploadHint: 'A text or CSV file of a code and a quantity per line, up to 1 MB.',
  submit: 'Add to cart',
  adding: 'Adding…',
  link: navLinkMessages.quickOrder,
  linkHint: navLinkMessages.quickOrderHint,
  /** The answer's heading and columns. */
  results: 'Lines checked',
  lineColumn: 'Line',
  codeColumn: 'Code',
  productColumn: 'Product',
  quantityColumn: 'Quantity',
  resultColumn: 'Result',
  addedResult: 'Added',
  refusedResult: 'Not added',
  /** The box keeps the lines that were not added, to fix and send again. */
  fixHint: 'The lines not added stay in the box: correct them and add them again.',
  viewCart: 'View cart',
  /** Refused as a whole: nothing is added. */
  empty: 'Paste at least one line: a product code and a quantity',
  tooManyLines: `Paste at most ${QUICK_ORDER_MAX_LINES} lines at a time`,
  tooLarge: 'The text is larger than 1 MB',
  notText: 'This is not a text or CSV file',
  text: 'Lines must be text',
  /** A line's reasons. */
  unknownCode: (code: string) => `No product has the code ${code}`,
  noCode: 'Write a product code first',
  notSold: 'This product is no longer sold',
  outOfStock: 'This product is out of stock',
  quantity: `Quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}`,
  lineLimit: `A cart line cannot exceed ${MAX_LINE_QUANTITY} units`,
  /** With what the cart already holds and the other lines of the code, more than is available. */
  beyondStock: (left: number) => (left > 0 ? `Only ${left} left` : 'This product is out of stock'),
  /** A later line of a code already given: its quantity is added to the first. */
  addedUp: (line: number) => `Added up with line ${line}`,
  /** Added, and marked: a buyer's order of it waits for a prescriber (docs/product.md, Practices). */
  needsSignOff: 'Prescription only: a prescriber signs off the order before it goes to the shop',
  /** The toast: how many lines went to the cart, and how many wait to be fixed. */
  added: (added: number, refused: number) =>
    `${added} ${added === 1 ? 'line' : 'lines'} added to your cart` +
    (refused > 0 ? `; ${refused} not added` : ''),
  noneAdded: 'No line was added: correct the lines below',
  failed: 'The lines could not be added',
} as const;

/** Why a text is refused as a whole, nothing added: its status and the message. */
export interface QuickOrderRefusal {
  status: 400 | 413;
  message: string;
}

/**
 * The text's lines, or why it is refused as a whole, nothing added (the page checks it before
 * sending, the server again): its size, what it is, and how many lines it holds.
 */
export function readQuickOrder(
  text: string,
): { lines: QuickOrderLine[]; refusal?: undefined } | { refusal: QuickOrderRefusal; lines?: undefined } {
  if (quickOrderBytes(text) > QUICK_ORDER_MAX_BYTES)
    return { refusal: { status: 413, message: quickOrderMessages.tooLarge } };
  if (!isQuickOrderText(text)) return { refusal: { status: 400, message: quickOrderMessages.notText } };
  const lines = quickOrderLines(text);
  if (lines.length === 0) return { refusal: { status: 400, message: quickOrderMessages.empty } };
  if (lines.length > QUICK_ORDER_MAX_LINES)
    return { refusal: { status: 400, message: quickOrderMessages.tooManyLines } };
  return { lines };
}

/** Why the text is refused as a whole; undefined when its lines may be judged. */
export const quickOrderRefusal = (text: string) => readQuickOrder(text).refusal;

/** The lines of `text` with these numbers, as typed: the refused ones, kept in the box to fix. */
export const linesNumbered = (text: string, numbers: ReadonlySet<number>) =>
  text
    .split(LINE_BREAK)
    .filter((_, index) => numbers.has(index + 1))
    .join('\n');
