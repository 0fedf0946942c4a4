import type {
  CarouselItemChanges,
  CarouselItemValues,
  SlideLinkValue,
} from '@shop/contract/admin-carousel-schemas';
import { originalPriceIsHigher } from '@shop/contract/admin-product-schemas';
import { adminCarouselMessages as m } from '@shop/contract/admin-carousel-messages';
import type { HeroCarouselItem } from '@shop/contract/catalog-schemas';
import type { MessageResponse } from '@shop/contract/common-schemas';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/app-error';
import { changesBetween, deleteWithAudit, recordAudit } from '../audit/audit.service';
import {
  prepareImageAddress,
  saveImageAddress,
  type PreparedImageAddress,
} from '../images/image-address.service';
import { eq } from 'drizzle-orm';
import { holdRow } from '../../db/held-rows';
import { categories, heroCarouselItems, products } from '../../db/schema/catalog';
import { deleteItem, findItem, insertItem, lockItem, updateItem } from './admin-carousel.repository';
import { selectResolvedItems } from './carousel.repository';
import { heroItemOf } from './carousel.service';

/**
 * The hero carousel's admin calls (docs/product.md, Hero carousel items). An image given as a data
 * URL is checked and re-encoded before the transaction (decision 016); the row, a newly stored image
 * and the audit entry then land together. The storefront sees each change at once: this process's
 * response cache is emptied by the routes, the others' by the table's NOTIFY trigger (decisions 007
 * and 019).
 */

/** A stored image is kept as its URL; an embedded one is decoded and re-encoded here, slowly. */
async function prepareImage(db: Db, imageUrl: string | null | undefined) {
  if (imageUrl === undefined || imageUrl === null) return imageUrl;
  return prepareImageAddress(db, imageUrl, 'imageUrl');
}

async function savedImage(
  tx: Db,
  prepared: PreparedImageAddress | null | undefined,
  adminId: number,
): Promise<string | null | undefined> {
  if (prepared === undefined || prepared === null) return prepared;
  return saveImageAddress(tx, prepared, adminId);
}

/**
 * The link as stored: one of three columns, the others cleared. A product or category that does not
 * exist is a 400 on its field; its row is held (holdRow) until the item is stored.
 */
async function linkColumns(tx: Db, link: SlideLinkValue | undefined) {
  if (link === undefined) return {};
  if (link?.kind === 'product' && !(await holdRow(tx, products.id, link.productId))) {
    throw badRequest(m.linkProductMissing, { 'link.productId': [m.linkProductMissing] });
  }
  if (link?.kind === 'category' && !(await holdRow(tx, categories.id, link.categoryId))) {
    throw badRequest(m.linkCategoryMissing, { 'link.categoryId': [m.linkCategoryMissing] });
  }
  return {
    linkProductId: link?.kind === 'product' ? link.productId : null,
    linkCategoryId: link?.kind === 'category' ? link.categoryId : null,
    linkPath: link?.kind === 'path' ? link.path : null,
  };
}

/** The stored item as the API shows it (its link resolved, a linked product's price). */
async function shownItem(tx: Db, id: number): Promise<HeroCarouselItem> {
  const [row] = await selectResolvedItems(tx, eq(heroCarouselItems.id, id));
  if (!row) throw notFound(m.itemNotFound);
  return heroItemOf(row);
}

/**
 * `POST /api/carousel`: the new item, with the documented defaults (docs/product.md, Hero carousel
 * items) for what was not sent.
 */
export async function createCarouselItem(
  db: Db,
  adminId: number,
  input: CarouselItemValues,
): Promise<HeroCarouselItem> {
  const prepared = await prepareImage(db, input.imageUrl);
  return db.transaction(async (tx) => {
    const { link, ...fields } = input;
    const links = await linkColumns(tx, link);
    const imageUrl = (await savedImage(tx, prepared, adminId)) ?? null;
    const item = await insertItem(tx, { ...fields, ...links, imageUrl });
    await recordAudit(tx, {
      actorUserId: adminId,
      action: 'carousel.create',
      entityType: 'hero_carousel_item',
      entityId: item.id,
      details: { item },
    });
    return shownItem(tx, item.id);
  });
}

/**
 * `PATCH /api/carousel/{id}`: the fields sent change, the rest stay. The original price must stay
 * above the price whichever of the two is sent (400, nothing changed).
 */
export async function updateCarouselItem(
  db: Db,
  adminId: number,
  id: number,
  changes: CarouselItemChanges,
): Promise<HeroCarouselItem> {
  // An unknown item is a 404 before any image is decoded.
  if (!(await findItem(db, id))) throw notFound(m.itemNotFound);
  const prepared = await prepareImage(db, changes.imageUrl);
  return db.transaction(async (tx) => {
    const before = await lockItem(tx, id);
    if (!before) throw notFound(m.itemNotFound);
    const price = changes.price ?? before.price;
    const originalPrice = changes.originalPrice === undefined ? before.originalPrice : changes.originalPrice;
    if (!originalPriceIsHigher(price, originalPrice)) {
      const field = changes.originalPrice === undefined ? 'price' : 'originalPrice';
      throw badRequest(m.originalPriceNotHigher, { [field]: [m.originalPriceNotHigher] });
    }
    // The image as sent may be a data URL: only its stored image's URL is saved.
    const { imageUrl: _sent, link, ...fields } = changes;
    const links = await linkColumns(tx, link);
    const imageUrl = await savedImage(tx, prepared, adminId);
    const after = await updateItem(tx, id, {
      ...fields,
      ...links,
      ...(imageUrl === undefined ? {} : { imageUrl }),
    });
    if (!after) throw notFound(m.itemNotFound);
    await recordAudit(tx, {
      actorUserId: adminId,
      action: 'carousel.update',
      entityType: 'hero_carousel_item',
      entityId: id,
      details: { changes: changesBetween(before, after) },
    });
    return shownItem(tx, id);
  });
}

/** `DELETE /api/carousel/{id}`: the item is gone; a stored image it used stays (others may use it). */
export async function deleteCarouselItem(db: Db, adminId: number, id: number): Promise<MessageResponse> {
  await deleteWithAudit(
    db,
    (tx) => deleteItem(tx, id),
    m.itemNotFound,
    (item) => ({
      actorUserId: adminId,
      action: 'carousel.delete',
      entityType: 'hero_carousel_item',
      entityId: id,
      details: { item },
    }),
  );
  return { message: m.deleted };
}
