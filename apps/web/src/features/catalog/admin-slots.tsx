import type { Product } from '@shop/contract/catalog-schemas';
import type { ComponentType } from 'react';
import { lazySlot } from '@/lib/lazy-slot';
import type { CardActionsProps } from './components/product-results';

/**
 * Slots for the admin's controls in the shop's own screens (docs/product.md, Roles). A screen renders
 * them only when the signed-in visitor is an admin; the controls themselves are in
 * ./admin/shop-controls, one chunk fetched on first use, so shoppers never download admin code.
 */
const controls = () => import('./admin/load-shop-controls').then((m) => m.loadShopControls());

/** A product card's edit and delete controls (grid: price in place; list: a dialog). */
export const AdminCardActions: ComponentType<CardActionsProps> = lazySlot(() =>
  controls().then((m) => m.CardAdminControls),
);

/** The product page's image manager and delete. */
export const AdminProductPageActions: ComponentType<{ product: Product }> = lazySlot(() =>
  controls().then((m) => m.ProductPageAdminControls),
);

/** The home page's category and brand tiles with their image dialogs. */
export const AdminShopImages: ComponentType = lazySlot(() => controls().then((m) => m.ShopImagesPanel));
