import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { featuredCarouselEntries, heroCarouselItems } from '../../db/schema/catalog';

export async function listHeroItems(db: Db, includeInactive: boolean) {
  return db
    .select()
    .from(heroCarouselItems)
    .where(includeInactive ? undefined : eq(heroCarouselItems.isActive, true))
    .orderBy(asc(heroCarouselItems.sortOrder), asc(heroCarouselItems.id));
}

export async function listFeaturedEntries(db: Db) {
  return db
    .select({
      id: featuredCarouselEntries.id,
      displayOrder: featuredCarouselEntries.displayOrder,
      productId: featuredCarouselEntries.productId,
    })
    .from(featuredCarouselEntries)
    .orderBy(asc(featuredCarouselEntries.displayOrder), asc(featuredCarouselEntries.id));
}
