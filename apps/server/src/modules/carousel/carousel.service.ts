import type { FeaturedEntry, HeroCarouselItem, HeroSlideLink } from '@shop/contract/catalog-schemas';
import { categoryPagePath, productPagePath } from '@shop/contract/pages';
import type { Db } from '../../db/client';
import { productsById } from '../catalog/products.service';
import { listFeaturedEntries, listHeroItems, type ResolvedItemRow } from './carousel.repository';

function slideLink(row: ResolvedItemRow): HeroSlideLink | null {
  if (row.linkProductId !== null && row.linkedProduct) {
    const { linkProductId: productId } = row;
    return { kind: 'product', productId, name: row.linkedProduct.name, href: productPagePath(productId) };
  }
  if (row.linkCategoryId !== null && row.linkedCategory) {
    const { name, slug } = row.linkedCategory;
    return { kind: 'category', categoryId: row.linkCategoryId, name, href: categoryPagePath(slug) };
  }
  if (row.linkPath !== null) return { kind: 'path', path: row.linkPath, href: row.linkPath };
  return null;
}

/**
 * A hero item as the API shows it: its link resolved to a path of the shop, and for a slide linked to
 * a product without its own price, the product's current price and original price. The answer is in
 * the catalogue cache, which empties on any product change (decisions 007 and 019), so a new price
 * shows at once.
 */
export function heroItemOf(row: ResolvedItemRow): HeroCarouselItem {
  const {
    linkedProduct,
    linkedCategory: _category,
    linkProductId: _p,
    linkCategoryId: _c,
    linkPath: _l,
    ...item
  } = row;
  const followsProduct = linkedProduct !== null && !item.priceOverride;
  return {
    ...item,
    ...(followsProduct ? { price: linkedProduct.price, originalPrice: linkedProduct.originalPrice } : {}),
    link: slideLink(row),
  };
}

/** Active items by sortOrder; an admin also sees inactive ones (docs/product.md, Hero carousel items). */
export async function heroCarousel(db: Db, isAdmin: boolean): Promise<HeroCarouselItem[]> {
  const rows = await listHeroItems(db, isAdmin);
  return rows.map(heroItemOf);
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
