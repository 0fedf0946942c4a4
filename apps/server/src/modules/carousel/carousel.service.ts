import type { FeaturedEntry, HeroCarouselItem } from '@shop/contract/catalog';
import type { Db } from '../../db/client';
import { productsById } from '../catalog/products.service';
import { listFeaturedEntries, listHeroItems } from './carousel.repository';

/** Active items by sortOrder; an admin also sees inactive ones (docs/product.md, Hero carousel items). */
export async function heroCarousel(db: Db, isAdmin: boolean): Promise<HeroCarouselItem[]> {
  const rows = await listHeroItems(db, isAdmin);
  return rows.map(({ createdAt: _c, updatedAt: _u, ...item }) => item);
}

export async function featuredCarousel(db: Db): Promise<FeaturedEntry[]> {
  const entries = await listFeaturedEntries(db);
  const byId = await productsById(
    db,
    entries.map((e) => e.productId),
  );
  return entries.flatMap((entry) => {
    const product = byId.get(entry.productId);
    return product ? [{ id: entry.id, displayOrder: entry.displayOrder, product }] : [];
  });
}
