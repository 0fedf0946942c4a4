import { adminCarouselMessages } from '@shop/contract/admin-carousel-messages';
import { adminFeaturedMessages } from '@shop/contract/admin-messages';
import type { MessageResponse } from '@shop/contract/common-schemas';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reorderRows, type OrderedRows } from '../../db/ordered-rows';
import { heroCarouselItems } from '../../db/schema/catalog';
import { conflict } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.service';
import { carouselItemOrder } from './admin-carousel.repository';
import { featuredEntryOrder } from './admin-featured.repository';

/** A carousel an admin puts in order: its rows, its messages and the name of its audit entry. */
interface OrderedCarousel {
  rows: OrderedRows;
  /** More assignments for each renumbered row. */
  alsoSet?: SQL;
  staleMessage: string;
  savedMessage: string;
  auditAction: string;
  entityType: string;
}

export const CAROUSELS = {
  // The hero's items keep an updated_at; the featured entries have none.
  hero: {
    rows: carouselItemOrder,
    alsoSet: sql`${sql.identifier(heroCarouselItems.updatedAt.name)} = now()`,
    staleMessage: adminCarouselMessages.orderStale,
    savedMessage: adminCarouselMessages.reordered,
    auditAction: 'carousel.reorder',
    entityType: 'hero_carousel',
  },
  featured: {
    rows: featuredEntryOrder,
    staleMessage: adminFeaturedMessages.orderStale,
    savedMessage: adminFeaturedMessages.reordered,
    auditAction: 'featured.reorder',
    entityType: 'featured_carousel',
  },
} satisfies Record<string, OrderedCarousel>;

/**
 * `PUT /api/carousel/order` and `PUT /api/admin/featured-carousel/order`: the rows take positions
 * 1, 2, 3… in the order given. The list must name exactly the carousel's rows: one added or removed
 * since the admin read it is a 409, and nothing changes. One transaction with its audit entry.
 */
export async function reorderCarousel(
  db: Db,
  adminId: number,
  carousel: OrderedCarousel,
  ids: readonly number[],
): Promise<MessageResponse> {
  await db.transaction(async (tx) => {
    const before = await reorderRows(tx, carousel.rows, ids, carousel.alsoSet);
    if (!before) throw conflict(carousel.staleMessage);
    await recordAudit(tx, {
      actorUserId: adminId,
      action: carousel.auditAction,
      entityType: carousel.entityType,
      details: { before, after: ids },
    });
  });
  return { message: carousel.savedMessage };
}
