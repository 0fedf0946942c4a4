import type { AddToCartButtonComponent } from '../add-to-cart-slot';
import { useRelatedProducts } from '../api/get-related-products';
import { ProductCard } from './product-card';

const RELATED_IMAGE_SIZES =
  '(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 480px) 50vw, 100vw';

/** Up to 4 products of the same category, never this one; hidden when there are none. */
export function RelatedProducts({
  productId,
  categoryId,
  addToCartButton,
  accountEmail,
}: {
  productId: number;
  categoryId: number;
  /** The cart's Add to Cart button (see AddToCartButtonComponent). */
  addToCartButton: AddToCartButtonComponent;
  /** The signed-in account's address, for "Notify me when back in stock" on an out-of-stock card. */
  accountEmail: string | null;
}) {
  const related = useRelatedProducts({ productId, categoryId });
  if (!related.data || related.data.length === 0) return null;

  return (
    <section aria-labelledby="related-title" className="mt-16 border-t pt-10">
      <h2 id="related-title" className="mb-6 text-xl font-bold tracking-tight sm:text-2xl">
        Related Products
      </h2>
      <ul className="grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 sm:gap-6 lg:grid-cols-4">
        {related.data.map((product) => (
          <li key={product.id}>
            <ProductCard
              product={product}
              headingLevel={3}
              imageSizes={RELATED_IMAGE_SIZES}
              addToCartButton={addToCartButton}
              accountEmail={accountEmail}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
