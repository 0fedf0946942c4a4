import type { FeaturedEntry, Product } from '@shop/contract/catalog';
import { Suspense, type ComponentType } from 'react';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import type { CardActionsProps } from './components/product-results';

/**
 * Slots for the admin's controls in the shop's own screens (docs/product.md, Roles). A screen renders
 * them only when the signed-in visitor is an admin; the controls themselves are in
 * ./admin/shop-controls, one chunk fetched on first use, so shoppers never download admin code.
 */
const controls = () => import('./admin/load-shop-controls').then((m) => m.loadShopControls());

function slot<P extends object>(load: () => Promise<ComponentType<P>>) {
  const lazy = lazyWithPreload(load);
  function Slot(props: P) {
    return (
      <Suspense fallback={null}>
        <lazy.Component {...props} />
      </Suspense>
    );
  }
  return Slot;
}

/** A product card's edit and delete controls (grid: price in place; list: a dialog). */
export const AdminCardActions: ComponentType<CardActionsProps> = slot(() =>
  controls().then((m) => m.CardAdminControls),
);

/** The product page's image manager and delete. */
export const AdminProductPageActions: ComponentType<{ product: Product }> = slot(() =>
  controls().then((m) => m.ProductPageAdminControls),
);

/** The featured carousel's Add product picker; it marks the products already featured. */
export const AdminFeaturedToolbar: ComponentType<{ entries: readonly FeaturedEntry[] }> = slot(() =>
  controls().then((m) => m.FeaturedAdminToolbar),
);

/** What an admin sees when the featured carousel is empty. */
export const AdminFeaturedEmpty: ComponentType = slot(() => controls().then((m) => m.FeaturedAdminEmpty));

/** A featured card's Remove button. */
export const AdminFeaturedEntryActions: ComponentType<{
  entry: FeaturedEntry;
  focusAfterRemove: () => void;
}> = slot(() => controls().then((m) => m.FeaturedEntryAdminControls));

/** The home page's category and brand tiles with their image dialogs. */
export const AdminShopImages: ComponentType = slot(() => controls().then((m) => m.ShopImagesPanel));
