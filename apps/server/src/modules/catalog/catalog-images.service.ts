import { brandCategoryImageMessages as m } from '@shop/contract/admin-messages';
import type { Brand, Category } from '@shop/contract/catalog-schemas';
import { catalogMessages } from '@shop/contract/messages';
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

/** A row that shows one catalogue image: how to read, lock and write it, and how to name it. */
export interface ImageHolder<Row> {
  /** The image's field in the API, and the name of the audit entry's field. */
  field: 'imageUrl' | 'icon';
  notFoundMessage: string;
  auditAction: string;
  entityType: string;
  find: (db: Db, id: number) => Promise<Row | undefined>;
  /** The current address, the row locked until the transaction ends; undefined for an unknown row. */
  lock: (db: Db, id: number) => Promise<{ address: string | null } | undefined>;
  set: (db: Db, id: number, address: string) => Promise<void>;
}

export const brandImage: ImageHolder<Brand> = {
  field: 'imageUrl',
  notFoundMessage: m.brandNotFound,
  auditAction: 'brand.image_update',
  entityType: 'brand',
  find: findBrand,
  lock: lockBrandImage,
  set: setBrandImage,
};

export const categoryIcon: ImageHolder<Category> = {
  field: 'icon',
  notFoundMessage: catalogMessages.categoryNotFound,
  auditAction: 'category.icon_update',
  entityType: 'category',
  find: findCategoryById,
  lock: lockCategoryIcon,
  set: setCategoryIcon,
};

/** The row's image set to `address`; the row as the shop shows it. An unknown row is a 404. */
export async function updateImage<Row>(
  db: Db,
  holder: ImageHolder<Row>,
  actorUserId: number,
  id: number,
  address: string,
): Promise<Row> {
  if (!(await holder.find(db, id))) throw notFound(holder.notFoundMessage);
  const prepared = await prepareImageAddress(db, address, holder.field);
  return db.transaction(async (tx) => {
    const current = await holder.lock(tx, id);
    if (!current) throw notFound(holder.notFoundMessage);
    const saved = await saveImageAddress(tx, prepared, actorUserId);
    await holder.set(tx, id, saved);
    await recordAudit(tx, {
      actorUserId,
      action: holder.auditAction,
      entityType: holder.entityType,
      entityId: id,
      details: { from: current.address, to: saved },
    });
    const row = await holder.find(tx, id);
    if (!row) throw notFound(holder.notFoundMessage);
    return row;
  });
}
