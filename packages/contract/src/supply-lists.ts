import { addDays, daysBetween, isoWeekday } from './calendar-days';
import { navLinkMessages } from './nav-links';

/** The days of the week, as schedules name them (the calendar's). */
export { WEEKDAYS, isoWeekday } from './calendar-days';

/**
 * Supply lists (issue 41, docs/decisions/057): a practice's named lists of products and quantities,
 * shared with its members unless private to their author. Paths, limits and every message the server
 * answers and the list screens show. Zod-free.
 */

export const LISTS_PATH = '/api/lists';
export const listPath = (id: number) => `${LISTS_PATH}/${id}`;
/** The list's items as a whole, in order: replaced in one call. */
export const listItemsPath = (id: number) => `${listPath(id)}/items`;
/** The list's lines (all, or those chosen) put in the cart. */
export const listCartPath = (id: number) => `${listPath(id)}/cart`;
/** Count stock: what is on the shelf, and the lines below their minimum put in the cart up to par. */
export const listCountPath = (id: number) => `${listPath(id)}/count`;
/** Lines of codes and quantities (a CSV, or pasted) added to the list, each answered. */
export const listImportPath = (id: number) => `${listPath(id)}/import`;
/** The list as a CSV (SKU, quantity, minimum, par level, product), which its import reads back. */
export const listExportPath = (id: number) => `${listPath(id)}/export.csv`;
/** The list's schedule: set (PUT), paused, resumed or skipped once (PATCH), removed (DELETE). */
export const listSchedulePath = (id: number) => `${listPath(id)}/schedule`;

export const LIST_NAME_MAX = 100;
/** Quantities, minimums and par levels in a list: a clinic's shelf, beyond a cart line's limit. */
export const LIST_QUANTITY_MAX = 9_999;
/** As many lines as quick order takes at once. */
export const LIST_ITEMS_MAX = 500;
/** A scheduled reorder repeats every 1 to this many weeks. */
export const SCHEDULE_WEEKS_MAX = 12;
export const SCHEDULE_ACTIONS = ['pause', 'resume', 'skip'] as const;
export type ScheduleAction = (typeof SCHEDULE_ACTIONS)[number];

/** The first date after `day` that falls on `weekday`: where a new or resumed schedule starts. */
export function firstWeekdayAfter(day: string, weekday: number): string {
  const ahead = (weekday - isoWeekday(day) + 7) % 7 || 7;
  return addDays(day, ahead);
}

/**
 * The date a schedule due on `nextOn` moves to once it has run (or been skipped) on `today`: whole
 * periods of `everyWeeks` on, to the first after `today`, so a job that missed days fires once.
 */
export function scheduleAfter(nextOn: string, everyWeeks: number, today: string): string {
  const period = everyWeeks * 7;
  const periods = Math.max(1, Math.floor(daysBetween(nextOn, today) / period) + 1);
  return addDays(nextOn, periods * period);
}

const quantityRange = `a whole number from 1 to ${LIST_QUANTITY_MAX.toLocaleString('en-US')}`;

/**
 * Count stock's rule (issue 41, par levels): a line is ordered when what is on the shelf is below its
 * minimum (below its par level when it has no minimum), up to its par level. Null: the line has no
 * par level, so it is not counted.
 */
export function parOrderQuantity(
  line: { minLevel: number | null; parLevel: number | null },
  onShelf: number,
): number | null {
  if (line.parLevel === null) return null;
  return onShelf < (line.minLevel ?? line.parLevel) ? line.parLevel - onShelf : 0;
}

export const supplyListMessages = {
  notFound: 'List not found',
  name: `Enter a list name of at most ${LIST_NAME_MAX} characters`,
  nameTaken: 'Your practice already has a list with this name',
  private: 'Private must be true or false',
  nothingToChange: 'Change the name or who sees the list',
  version: 'Send the version of the list your change is based on',
  /** Two members edited one list: the later change was based on a version that is gone. */
  staleVersion: 'Someone changed this list meanwhile: reload it to see their changes, then make yours again',
  cannotChange: 'Your role in the practice cannot change supply lists',
  privateAuthorOnly: 'Only the list’s author can change who sees it',
  items: `A list holds at most ${LIST_ITEMS_MAX} products`,
  product: 'Choose a product',
  unknownProduct: 'No product has this id',
  duplicateProduct: 'This product is on the list already',
  quantity: `Quantity must be ${quantityRange}`,
  minLevel: `The minimum must be ${quantityRange}`,
  parLevel: `The par level must be ${quantityRange}`,
  minAbovePar: 'The minimum cannot be above the par level',
  productIds: 'Choose the list’s products to add',
  notOnList: 'This product is not on the list',
  onShelf: `What is on the shelf must be a whole number from 0 to ${LIST_QUANTITY_MAX.toLocaleString('en-US')}`,
  counts: 'Type what is on the shelf for at least one product',
  countedTwice: 'This product is counted twice',
  noParLevel: 'This product has no par level on the list',
  created: (name: string) => `List “${name}” created`,
  saved: 'List saved',
  deleted: (name: string) => `List “${name}” deleted`,
  addedToList: (name: string) => `Added to “${name}”`,
  /** A line whose product was deleted from the catalogue. */
  removedProduct: (productName: string) => `${productName} is no longer sold and was taken off this list`,
  /** An import's line that with the list's quantity of its product would pass the lists' limit. */
  lineLimit: `A list line cannot exceed ${LIST_QUANTITY_MAX.toLocaleString('en-US')} units`,
  /** The import's answer: how many lines went on the list, and how many wait to be fixed. */
  imported: (added: number, refused: number) =>
    `${added} ${added === 1 ? 'line' : 'lines'} added to the list` +
    (refused > 0 ? `; ${refused} not added` : ''),
  noneImported: 'No line was added: correct the lines below',
  everyWeeks: `Repeat every 1 to ${SCHEDULE_WEEKS_MAX} weeks`,
  weekday: 'Choose a weekday',
  scheduleAction: 'Choose pause, resume or skip',
  noSchedule: 'This list has no schedule',
  scheduleSaved: (weekday: string, nextOn: string) =>
    `Scheduled: the next order is ready on ${weekday}, ${nextOn}`,
  schedulePaused: 'Schedule paused',
  scheduleResumed: 'Schedule resumed',
  scheduleSkipped: (nextOn: string) => `Skipped once: the next order is ready on ${nextOn}`,
  scheduleRemoved: 'Schedule removed',
  /** The scheduled reorder's e-mail (its subject). */
  scheduledOrderReady: 'Your scheduled order is ready to review',
} as const;

/** The list screens' own words (the Lists page, a list's page, Save to list and Save as list). */
export const supplyListScreenMessages = {
  title: navLinkMessages.supplyLists,
  intro:
    'Lists of what your practice orders again and again, shared with its members. Put a whole list in the cart in one step.',
  newList: 'New list',
  newListDescription: 'Name the list; you add products from the catalogue, a cart or a past order.',
  name: 'Name',
  privateLabel: 'Only I see this list',
  privateHint: 'Otherwise every member of your practice sees it and may change it.',
  create: 'Create list',
  empty: 'No supply lists yet',
  emptyText: 'Save a product, or a past order, as a list to reorder it in one step.',
  loadFailed: 'Your lists could not be loaded',
  loadListFailed: 'This list could not be loaded',
  loadFailedHint: 'Check your connection and try again.',
  itemCount: (count: number) => `${count} ${count === 1 ? 'product' : 'products'}`,
  privateBadge: 'Private',
  byAuthor: (name: string | null) => (name ? `By ${name}` : 'By a former member'),
  updated: (date: string) => `Changed ${date}`,
  backToLists: 'Back to lists',
  notFoundTitle: 'List not found',
  notFoundText: 'It may have been deleted, or it is another member’s private list.',
  productColumn: 'Product',
  availableColumn: 'Available',
  quantityColumn: 'Quantity',
  minColumn: 'Minimum',
  parColumn: 'Par level',
  chooseLine: (productName: string) => `Choose ${productName}`,
  quantityOf: (productName: string) => `Quantity of ${productName}`,
  minOf: (productName: string) => `Minimum of ${productName}`,
  parOf: (productName: string) => `Par level of ${productName}`,
  removeLine: (productName: string) => `Remove ${productName}`,
  notTracked: 'In stock',
  outOfStock: 'Out of stock',
  saveChanges: 'Save changes',
  saving: 'Saving…',
  discard: 'Discard changes',
  unsaved: 'You have changes that are not saved.',
  addAllToCart: 'Add all to cart',
  addChosenToCart: (count: number) => `Add ${count} chosen to cart`,
  addingToCart: 'Adding…',
  saveFirst: 'Save your changes before adding the list to the cart.',
  rename: 'Rename',
  renameTitle: 'Rename the list',
  renameDescription: 'Members see the new name at once.',
  save: 'Save',
  makePrivate: 'Make private',
  makeShared: 'Share with the practice',
  deleteList: 'Delete list',
  deleteTitle: 'Delete this list?',
  deleteText: 'The list goes for every member of the practice. Orders placed from it stay as they are.',
  deleting: 'Deleting…',
  emptyList: 'This list has no products yet',
  emptyListText: 'Use Save to list on a product’s page, or Save as list on a past order.',
  saveToList: 'Save to list',
  saveToListTitle: 'Save to a supply list',
  /** A cart line's Save to list, named for its product. */
  saveLineToList: (productName: string) => `Save to list: ${productName}`,
  saveToListDescription: (productName: string) => `Put ${productName} on one of your practice’s lists.`,
  chooseList: 'List',
  chooseListPlaceholder: 'Choose a list',
  orNewList: 'Or a new list named',
  newListName: 'New list name',
  quantity: 'Quantity',
  chooseOrName: 'Choose a list, or name a new one',
  saveAsList: 'Save as list',
  saveAsListTitle: 'Save this order as a list',
  saveAsListDescription: 'Its products and quantities become a supply list to order again.',
  orderListName: (orderNumber: string) => `From order ${orderNumber}`,
  changeFailed: 'The list could not be saved',
  countStock: 'Count stock',
  countTitle: 'Count stock',
  countDescription:
    'Type what is on the shelf. Each product below its minimum goes in the cart, enough to reach its par level.',
  onShelfColumn: 'On shelf',
  toOrderColumn: 'To order',
  onShelfOf: (productName: string) => `On shelf of ${productName}`,
  /** The arithmetic of a line below its minimum: par − on shelf = what is ordered. */
  parArithmetic: (parLevel: number, onShelf: number, quantity: number) =>
    `${parLevel} par − ${onShelf} on shelf = ${quantity}`,
  /** A counted line at or above the level it is reordered below (its minimum, else its par level). */
  enoughOnShelf: (level: number) => `None: ${level} or more on the shelf`,
  notCounted: 'Not counted',
  noParLevels: 'Set a par level on the list’s products to count stock.',
  withoutPar: (names: string) => `Without a par level, not counted: ${names}`,
  addCounted: (count: number) => `Add ${count} ${count === 1 ? 'product' : 'products'} to cart`,
  addToCart: 'Add to cart',
  close: 'Close',
  minAndPar: (minimum: number | null, parLevel: number) =>
    minimum === null ? `Par ${parLevel}` : `Minimum ${minimum} · par ${parLevel}`,
  nothingBelowMinimum: 'Nothing is below its minimum',
  scheduleTitle: 'Scheduled reorder',
  scheduleIntro:
    'Put this list in your cart every few weeks, with an e-mail asking you to review it. Nothing is ordered until you place the order.',
  schedule: 'Schedule',
  scheduleDialogTitle: 'Schedule this list',
  scheduleDialogDescription:
    'On the day, the list goes in your cart as Add to cart puts it, and you are e-mailed to review it.',
  everyWeeksLabel: 'Every (weeks)',
  weekdayLabel: 'On',
  saveSchedule: 'Save schedule',
  scheduleSummary: (everyWeeks: number, weekday: string) =>
    everyWeeks === 1 ? `Every ${weekday}` : `Every ${everyWeeks} weeks on ${weekday}`,
  nextOrder: (date: string) => `Next: ${date}`,
  pausedBadge: 'Paused',
  pausedText: 'Nothing goes in the cart until the schedule is resumed.',
  fillsCartOf: (name: string) => `Fills ${name}’s cart`,
  changeSchedule: 'Change',
  pause: 'Pause',
  resume: 'Resume',
  skipOnce: 'Skip once',
  removeSchedule: 'Remove schedule',
  exportCsv: 'Export CSV',
  exportTitle: 'The list as a spreadsheet: SKU, quantity, minimum, par level and product',
  importCsv: 'Import',
  importTitle: 'Add lines to the list',
  importDescription:
    'Paste a product code (SKU or GTIN) and a quantity per line, or upload a CSV such as a list’s export. Products on the list already have the quantities added up.',
  importHint: `One line per product: a code, then a quantity from 1 to ${LIST_QUANTITY_MAX.toLocaleString('en-US')}. At most ${LIST_ITEMS_MAX} lines.`,
  addToList: 'Add to list',
  viewList: 'View list',
} as const;

/** The scheduled reorder's e-mail to the member whose cart it filled (issue 41). */
export const scheduledOrderEmailMessages = {
  subject: supplyListMessages.scheduledOrderReady,
  lead: (listName: string) =>
    `Your supply list “${listName}” is in your cart, as its schedule asked. Review it and place the order when it is right: nothing is ordered until you do.`,
  added: 'Added',
  line: (productName: string, quantity: number) => `${productName} × ${quantity}`,
  cappedLine: (productName: string, quantity: number, wanted: number) =>
    `${productName} × ${quantity} (of ${wanted}: all that can be ordered now)`,
  notAdded: 'Not added today',
  skippedLine: (productName: string, reason: string) => `${productName} (${reason})`,
  nothingAdded: 'Nothing on the list can be ordered today.',
  link: 'Review the order at checkout:',
  linkLabel: 'Review the order',
  nextOn: (date: string) => `The list is scheduled again for ${date}.`,
} as const;
