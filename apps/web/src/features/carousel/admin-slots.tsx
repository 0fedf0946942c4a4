import type { FeaturedEntry } from '@shop/contract/catalog-schemas';
import type { ComponentType } from 'react';
import { lazySlot } from '@/lib/lazy-slot';

/**
 * Slots for the admin's controls on the home page's featured carousel (docs/product.md, Roles). The
 * home page renders them only for an admin; the controls are in ./admin/components/featured-admin-controls, one chunk
 * fetched on first use, so shoppers never download admin code.
 */
const controls = () => import('./admin/load-featured-controls').then((m) => m.loadFeaturedControls());

/** The featured carousel's Add product picker; it marks the products already featured. */
export const AdminFeaturedToolbar: ComponentType<{ entries: readonly FeaturedEntry[] }> = lazySlot(() =>
  controls().then((m) => m.FeaturedAdminToolbar),
);

/** What an admin sees when the featured carousel is empty. */
export const AdminFeaturedEmpty: ComponentType = lazySlot(() => controls().then((m) => m.FeaturedAdminEmpty));

/** A featured card's Remove button. */
export const AdminFeaturedEntryActions: ComponentType<{
  entry: FeaturedEntry;
  focusAfterRemove: () => void;
}> = lazySlot(() => controls().then((m) => m.FeaturedEntryAdminControls));
