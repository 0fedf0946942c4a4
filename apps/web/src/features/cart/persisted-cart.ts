import type { CartItem } from '@shop/contract/cart-schemas';
import { isMoneyString } from '@shop/contract/money';

/** The client cart store, persisted under 'cart-storage' as { items, isOpen, sessionId } (decision 015). */
export type PersistedCart = {
  items: CartItem[];
  isOpen: boolean;
  sessionId: string;
};

type UnknownRecord = Record<string, unknown>;

const isRecord = (value: unknown): value is UnknownRecord => typeof value === 'object' && value !== null;
const isInt = (value: unknown): value is number => Number.isInteger(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isMoney = (value: unknown): value is string => isString(value) && isMoneyString(value);

function isBulkDiscount(value: unknown): boolean {
  return (
    isRecord(value) &&
    isInt(value.minQuantity) &&
    (value.maxQuantity === null || isInt(value.maxQuantity)) &&
    typeof value.discountPercentage === 'number' &&
    isMoney(value.discountedPrice)
  );
}

function isCartProduct(value: unknown): boolean {
  return (
    isRecord(value) &&
    isInt(value.id) &&
    isString(value.name) &&
    isString(value.description) &&
    isMoney(value.price) &&
    (value.originalPrice === null || isMoney(value.originalPrice)) &&
    isString(value.imageUrl) &&
    typeof value.inStock === 'boolean' &&
    isRecord(value.category) &&
    isString(value.category.name) &&
    isString(value.category.slug) &&
    Array.isArray(value.bulkDiscounts) &&
    value.bulkDiscounts.every(isBulkDiscount)
  );
}

/**
 * Data read back from localStorage is input like any other and is checked: a hand-written guard
 * rather than the contract's zod schema, which would put zod in the first-load bundle (decision 005).
 */
export function isCartItem(value: unknown): value is CartItem {
  return (
    isRecord(value) &&
    isInt(value.id) &&
    isInt(value.productId) &&
    isInt(value.quantity) &&
    value.quantity > 0 &&
    isMoney(value.unitPrice) &&
    isMoney(value.lineTotal) &&
    typeof value.bulkApplied === 'boolean' &&
    isCartProduct(value.product)
  );
}

/** The parts of stored data that are valid; anything else keeps its default. */
export function readPersistedCart(stored: unknown): Partial<PersistedCart> {
  if (!isRecord(stored)) return {};
  const cart: Partial<PersistedCart> = {};
  if (Array.isArray(stored.items) && stored.items.every(isCartItem)) cart.items = stored.items;
  if (typeof stored.isOpen === 'boolean') cart.isOpen = stored.isOpen;
  if (isString(stored.sessionId) && stored.sessionId.length > 0) cart.sessionId = stored.sessionId;
  return cart;
}
