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

export const LIST_NAME_MAX = 100;
/** Quantities, minimums and par levels in a list: a clinic's shelf, beyond a cart line's limit. */
export const LIST_QUANTITY_MAX = 9_999;
/** As many lines as quick order takes at once. */
export const LIST_ITEMS_MAX = 500;

const quantityRange = `a whole number from 1 to ${LIST_QUANTITY_MAX.toLocaleString('en-US')}`;

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
  created: (name: string) => `List “${name}” created`,
  saved: 'List saved',
  deleted: (name: string) => `List “${name}” deleted`,
  addedToList: (name: string) => `Added to “${name}”`,
  /** A line whose product was deleted from the catalogue. */
  removedProduct: (productName: string) => `${productName} is no longer sold and was taken off this list`,
} as const;
