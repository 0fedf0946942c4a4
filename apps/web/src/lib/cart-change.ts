import type { CartItem } from '@shop/contract/cart-schemas';

/** Products put back in the cart from a past order or a supply list: how the screen hears of it. */
export type CartChange = {
  /** Everything went into the cart as ordered: the cart may open to show it (ReorderToast.showCart). */
  showCart: boolean;
  /** Puts focus back on this button, e.g. once a cart panel opened over the screen closes. */
  returnFocus: () => void;
};

export type CartChangedHandler = (cart: CartItem[], change: CartChange) => void;
