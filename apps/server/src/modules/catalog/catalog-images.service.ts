import { catalogMessages } from '@shop/contract/messages';
import { brandCategoryImageMessages as m } from '@shop/contract/admin-messages';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.service';
import { prepareImageAddress, saveImageAddress } from '../images/image-address.service';
import { findBrand, lockBrandImage, setBrandImage } from './brands.repository';
import { findCategoryById, lockCategoryIcon, setCategoryIcon } from './categories.repository';

/**
 * Brand and category images (docs/product.md, Admin screens). The new address is checked (and an
 * embedded image re-encoded) before the transaction; the row, a newly stored image and the audit
 * entry then land together. The storefront sees the change at once: the update fires the catalogue
 * trigger that empties every process's response cache (decision 007).
 */

export async function updateBrandImage(db: Db, actorUserId: number, id: number, address: string) {
  if (!(await findBrand(db, id))) throw notFound(m.brandNotFound);
  const prepared = await prepareImageAddress(db, address, 'imageUrl');
  return db.transaction(async (tx) => {
    const current = await lockBrandImage(tx, id);
    if (!current) throw notFound(m.brandNotFound);
    const imageUrl = await saveImageAddress(tx, prepared, actorUserId);
    await setBrandImage(tx, id, imageUrl);
    await recordAudit(tx, {
      actorUserId,
      action: 'brand.image_update',
      entityType: 'brand',
      entityId: id,
      details: { from: current.imageUrl, to: imageUrl },
    });
    const brand = await findBrand(tx, id);
    if (!brand) throw notFound(m.brandNotFound);
    return brand;
  });
}

export async function updateCategoryIcon(db: Db, actorUserId: number, id: number, address: string) {
  if (!(await findCategoryById(db, id))) throw notFound(catalogMessages.categoryNotFound);
  const prepared = await prepareImageAddress(db, address, 'icon');
  return db.transaction(async (tx) => {
    const current = await lockCategoryIcon(tx, id);
    if (!current) throw notFound(catalogMessages.categoryNotFound);
    const icon = await saveImageAddress(tx, prepared, actorUserId);
    await setCategoryIcon(tx, id, icon);
    await recordAudit(tx, {
      actorUserId,
      action: 'category.icon_update',
      entityType: 'category',
      entityId: id,
      details: { from: current.icon, to: icon },
    });
    const category = await findCategoryById(tx, id);
    if (!category) throw notFound(catalogMessages.categoryNotFound);
    return category;
  });
}
