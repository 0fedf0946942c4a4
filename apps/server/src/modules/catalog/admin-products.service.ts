import {
  originalPriceIsHigher,
  productImageSet,
  type ImagesChange,
  type NewProductBody,
  type PriceChange,
  type ProductPatch,
  type ProductReplace,
  type TiersReplace,
} from '@shop/contract/admin-product-schemas';
import type { Product } from '@shop/contract/catalog-schemas';
import type { MessageResponse } from '@shop/contract/common-schemas';
import { catalogMessages } from '@shop/contract/messages';
import { adminProductMessages } from '@shop/contract/admin-messages';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { ErrorCode } from '@shop/contract/error-schemas';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { changesBetween, recordAudit, sameValue } from '../audit/audit.service';
import {
  brandExists,
  categoryExists,
  countProductReferences,
  deleteProduct as deleteProductRow,
  findTiers,
  insertProduct,
  lockProduct,
  replaceTiers,
  updateProduct,
  type ProductState,
  type TierValues,
} from './admin-products.repository';
import { getProduct } from './products.service';

type Out<T extends z.ZodType> = z.output<T>;

/** A tier as the audit log records it, whether sent (12.5) or stored ("12.50"). */
const tierRecord = (tier: TierValues) => ({
  minQuantity: tier.minQuantity,
  maxQuantity: tier.maxQuantity,
  discountPercentage: Number(tier.discountPercentage),
});

/** The product's SKU or GTIN is another product's: 409, on its field. */
function codeTaken(err: unknown): AppError | undefined {
  if (isUniqueViolation(err, 'products_sku_key')) {
    return new AppError(409, adminProductMessages.skuTaken, ErrorCode.conflict, {
      sku: [adminProductMessages.skuTaken],
    });
  }
  if (isUniqueViolation(err, 'products_gtin_key')) {
    return new AppError(409, adminProductMessages.gtinTaken, ErrorCode.conflict, {
      gtin: [adminProductMessages.gtinTaken],
    });
  }
  return undefined;
}

/** Runs a write of a product's fields; a SKU or GTIN another product has is a 409 on that field. */
async function writingCodes<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    throw codeTaken(err) ?? err;
  }
}

async function assertCategoryExists(tx: Db, categoryId: number) {
  if (!(await categoryExists(tx, categoryId))) {
    throw badRequest(adminProductMessages.categoryUnknown, {
      categoryId: [adminProductMessages.categoryUnknown],
    });
  }
}

async function assertBrandExists(tx: Db, brandId: number | null) {
  if (brandId !== null && !(await brandExists(tx, brandId))) {
    throw badRequest(adminProductMessages.brandUnknown, { brandId: [adminProductMessages.brandUnknown] });
  }
}

/** A new product's audit entry: what it was created with; `more` says how (an import's token). */
export async function auditProductCreated(
  tx: Db,
  adminId: number,
  id: number,
  product: object,
  tiers: readonly TierValues[],
  more: Record<string, unknown> = {},
) {
  await recordAudit(tx, {
    actorUserId: adminId,
    action: 'product.create',
    entityType: 'product',
    entityId: id,
    details: { product, tiers: tiers.map(tierRecord), ...more },
  });
}

/**
 * `POST /api/admin/products`: the product, its tiers and the audit entry in one transaction. Without
 * a SKU the product gets the database's next MED-nnnnnn, which the audit entry records.
 */
export async function createProduct(
  db: Db,
  adminId: number,
  input: Out<typeof NewProductBody>,
): Promise<Product> {
  const { bulkDiscounts, sku, ...rest } = input;
  const values = sku === undefined ? rest : { ...rest, sku };
  return db.transaction(async (tx) => {
    await assertCategoryExists(tx, values.categoryId);
    await assertBrandExists(tx, values.brandId);
    const id = await writingCodes(() => insertProduct(tx, values));
    await replaceTiers(tx, id, bulkDiscounts);
    const product = await getProduct(tx, id);
    await auditProductCreated(tx, adminId, id, { ...values, sku: product.sku }, bulkDiscounts);
    return product;
  });
}

interface ProductChange {
  /** Fields to set; left out, a field stays. */
  fields: Partial<ProductState>;
  /** The whole new tier list, when the change replaces it. */
  tiers?: TierValues[] | undefined;
}

/**
 * One change to a product, in one transaction: the row locked, the change applied to what is there
 * now, the rules that span fields checked on the result, the audit entry (who, what, each field's
 * before and after) written beside it; the answer is the product as `GET /api/products/{id}`
 * shows it. A change that changes nothing writes nothing.
 */
async function changeProduct(
  db: Db,
  adminId: number,
  id: number,
  action: string,
  change: (current: ProductState) => ProductChange,
): Promise<Product> {
  return db.transaction(async (tx) => {
    const current = await lockProduct(tx, id);
    if (!current) throw notFound(catalogMessages.productNotFound);
    const { fields, tiers } = change(current);
    const next: ProductState = { ...current, ...fields };

    if (!originalPriceIsHigher(next.price, next.originalPrice)) {
      // An original price sent with this change must be above the price; one kept from before
      // that the new price reaches means the sale is over, so it is cleared (docs/product.md,
      // Admin catalogue).
      if (fields.originalPrice !== undefined) {
        throw badRequest(adminProductMessages.originalPriceNotHigher, {
          originalPrice: [adminProductMessages.originalPriceNotHigher],
        });
      }
      next.originalPrice = null;
    }
    if (next.categoryId !== current.categoryId) await assertCategoryExists(tx, next.categoryId);
    if (next.brandId !== current.brandId) await assertBrandExists(tx, next.brandId);

    const changes = changesBetween(current, next);
    if (Object.keys(changes).length > 0) {
      const changed = Object.fromEntries(
        Object.keys(changes).map((key) => [key, next[key as keyof ProductState]]),
      );
      await writingCodes(() => updateProduct(tx, id, changed));
    }
    if (tiers !== undefined) {
      const before = (await findTiers(tx, id)).map(tierRecord);
      const after = tiers.map(tierRecord);
      if (!sameValue(before, after)) {
        await replaceTiers(tx, id, tiers);
        changes.tiers = { before, after };
      }
    }
    if (Object.keys(changes).length > 0) {
      await recordAudit(tx, {
        actorUserId: adminId,
        action,
        entityType: 'product',
        entityId: id,
        details: { name: next.name, changes },
      });
    }
    return getProduct(tx, id);
  });
}

/**
 * `PUT /api/admin/products/{id}`: the edit dialog's fields; originalPrice, tags, the other images and
 * the tiers when sent. A new main image keeps the other images (each image once).
 */
export function replaceProduct(db: Db, adminId: number, id: number, input: Out<typeof ProductReplace>) {
  const { bulkDiscounts, imageUrls, originalPrice, tags, brandId, ...fields } = input;
  return changeProduct(db, adminId, id, 'product.update', (current) => {
    const [imageUrl = fields.imageUrl, ...others] = productImageSet(
      fields.imageUrl,
      imageUrls ?? current.imageUrls,
    );
    return {
      fields: {
        ...fields,
        imageUrl,
        imageUrls: others,
        ...(originalPrice === undefined ? {} : { originalPrice }),
        ...(brandId === undefined ? {} : { brandId }),
        ...(tags === undefined ? {} : { tags }),
      },
      tiers: bulkDiscounts,
    };
  });
}

/** `PATCH /api/admin/products/{id}`: the fields sent; a new main image keeps the others. */
export function patchProduct(db: Db, adminId: number, id: number, patch: Out<typeof ProductPatch>) {
  // Only the fields sent: a field left out must not overwrite the stored one.
  const fields = Object.fromEntries(
    Object.entries(patch as Record<string, unknown>).filter(([, value]) => value !== undefined),
  ) as Partial<ProductState>;
  return changeProduct(db, adminId, id, 'product.update', (current) => {
    if (fields.imageUrl === undefined) return { fields };
    const [imageUrl = fields.imageUrl, ...others] = productImageSet(fields.imageUrl, current.imageUrls);
    return { fields: { ...fields, imageUrl, imageUrls: others } };
  });
}

/** `PATCH /api/admin/products/{id}/price`. */
export function changePrice(db: Db, adminId: number, id: number, input: Out<typeof PriceChange>) {
  return changeProduct(db, adminId, id, 'product.price', () => ({
    fields: {
      price: input.price,
      ...(input.originalPrice === undefined ? {} : { originalPrice: input.originalPrice }),
    },
  }));
}

/** `PATCH /api/admin/products/{id}/image`: a new main image; the others stay, each once. */
export function changeMainImage(db: Db, adminId: number, id: number, imageUrl: string) {
  return changeProduct(db, adminId, id, 'product.image', (current) => {
    const [main = imageUrl, ...others] = productImageSet(imageUrl, current.imageUrls);
    return { fields: { imageUrl: main, imageUrls: others } };
  });
}

/** `PATCH /api/admin/products/{id}/images`: the whole ordered set, main image first. */
export function changeImages(db: Db, adminId: number, id: number, input: Out<typeof ImagesChange>) {
  return changeProduct(db, adminId, id, 'product.images', () => ({ fields: input }));
}

/** `PUT /api/admin/products/{id}/tiers`: the whole tier list, replaced in one transaction. */
export function changeTiers(db: Db, adminId: number, id: number, input: Out<typeof TiersReplace>) {
  return changeProduct(db, adminId, id, 'product.tiers', () => ({ fields: {}, tiers: input.tiers }));
}

/**
 * `DELETE /api/admin/products/{id}`: the product goes, with its tiers, cart lines and featured
 * entries; order lines keep their copies (docs/decisions/019-deleting-a-product.md). The audit
 * entry keeps what the product was and what went with it.
 */
export async function deleteProduct(db: Db, adminId: number, id: number): Promise<MessageResponse> {
  await db.transaction(async (tx) => {
    const current = await lockProduct(tx, id);
    if (!current) throw notFound(catalogMessages.productNotFound);
    const tiers = (await findTiers(tx, id)).map(tierRecord);
    const removed = await countProductReferences(tx, id);
    await deleteProductRow(tx, id);
    await recordAudit(tx, {
      actorUserId: adminId,
      action: 'product.delete',
      entityType: 'product',
      entityId: id,
      details: { product: current, tiers, removed },
    });
  });
  return { message: adminProductMessages.productDeleted };
}
