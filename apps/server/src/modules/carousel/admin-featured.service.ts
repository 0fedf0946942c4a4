import type { FeaturedEntryInput } from '@shop/contract/admin-featured-schemas';
import type { FeaturedEntry } from '@shop/contract/catalog-schemas';
import type { MessageResponse } from '@shop/contract/common-schemas';
import { adminFeaturedMessages } from '@shop/contract/admin-messages';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { badRequest, conflict } from '../../lib/app-error';
import { deleteWithAudit, recordAudit } from '../audit/audit.service';
import { getProduct } from '../catalog/products.service';
import { deleteEntry, insertEntry, nextDisplayOrder, productExists } from './admin-featured.repository';

/**
 * `POST /api/admin/featured-carousel`: the product joins the carousel at its display order (after
 * the last entry when none is given), once: a second entry for it is a 409. One transaction with
 * its audit entry.
 */
export async function addFeaturedEntry(
  db: Db,
  adminId: number,
  input: z.output<typeof FeaturedEntryInput>,
): Promise<FeaturedEntry> {
  return db.transaction(async (tx) => {
    if (!(await productExists(tx, input.productId))) {
      throw badRequest(adminFeaturedMessages.productUnknown, {
        productId: [adminFeaturedMessages.productUnknown],
      });
    }
    const displayOrder = input.displayOrder ?? (await nextDisplayOrder(tx));
    const entry = await insertEntry(tx, input.productId, displayOrder);
    if (!entry) throw conflict(adminFeaturedMessages.alreadyFeatured);
    const product = await getProduct(tx, input.productId);
    await recordAudit(tx, {
      actorUserId: adminId,
      action: 'featured.add',
      entityType: 'featured_carousel_entry',
      entityId: entry.id,
      details: { productId: product.id, name: product.name, displayOrder: entry.displayOrder },
    });
    return { id: entry.id, displayOrder: entry.displayOrder, product };
  });
}

/** `DELETE /api/admin/featured-carousel/{id}`: the entry leaves the carousel; the product stays. */
export async function removeFeaturedEntry(db: Db, adminId: number, id: number): Promise<MessageResponse> {
  await deleteWithAudit(
    db,
    (tx) => deleteEntry(tx, id),
    adminFeaturedMessages.entryNotFound,
    (removed) => ({
      actorUserId: adminId,
      action: 'featured.remove',
      entityType: 'featured_carousel_entry',
      entityId: id,
      details: removed,
    }),
  );
  return { message: adminFeaturedMessages.removed };
}
