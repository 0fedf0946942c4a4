import { catalogMessages } from '@shop/contract/messages';
import { parsePathId } from '@shop/contract/pages';
import { useParams } from 'react-router';
import { LoadError } from '@/components/ui/load-error';
import { useUser } from '@/features/auth/api/get-user';
import { accountEmail as emailOf } from '@/features/auth/auth-user';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { useCartStore } from '@/features/cart/cart-store';
import { AdminProductPageActions } from '@/features/catalog/admin-slots';
import { isProductNotFound, useProduct } from '@/features/catalog/api/get-product';
import { CatalogNotFound } from '@/features/catalog/components/catalog-not-found';
import { ProductDetails, ProductDetailsSkeleton } from '@/features/catalog/components/product-details';
import { RelatedProducts } from '@/features/catalog/components/related-products';
import { lazySlot } from '@/lib/lazy-slot';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Save to list (issue 41): a chunk of its own, which only a signed-in doctor's browser downloads. */
const SaveToList = lazySlot(() =>
  import('@/features/lists/components/save-to-list-button').then((module) => module.SaveToListButton),
);

/** /product/{id} (docs/product.md, Catalogue and listings). */
export function ProductRoute() {
  const params = useParams();
  const id = parsePathId(params.id);
  const product = useProduct(id);
  const auth = useUser().data;
  const isAdmin = auth?.isAdmin === true;
  const accountEmail = auth ? emailOf(auth) : null;
  const inCart = useCartStore((cart) => cart.items.find((line) => line.productId === id)?.quantity ?? 0);
  const notFound = id === undefined || isProductNotFound(product.error);
  useDocumentTitle(notFound ? catalogMessages.productNotFoundTitle : product.data?.name);

  if (notFound) {
    return <CatalogNotFound page="product" />;
  }

  if (product.isError) {
    return (
      <LoadError
        title={catalogMessages.fetchProductFailed}
        text="Check your connection and try again."
        onRetry={() => void product.refetch()}
      />
    );
  }

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
      {product.data ? (
        // Keyed by id: a related product opens with its own gallery position and quantity.
        <ProductDetails
          key={product.data.id}
          product={product.data}
          inCart={inCart}
          accountEmail={accountEmail}
          addToCartButton={AddToCartButton}
          adminActions={isAdmin && <AdminProductPageActions product={product.data} />}
          memberActions={
            auth &&
            !auth.isAdmin && (
              <div>
                <SaveToList productId={product.data.id} productName={product.data.name} />
              </div>
            )
          }
        />
      ) : (
        <ProductDetailsSkeleton />
      )}
      {product.data && (
        <RelatedProducts
          productId={product.data.id}
          categoryId={product.data.categoryId}
          addToCartButton={AddToCartButton}
          accountEmail={accountEmail}
        />
      )}
    </div>
  );
}
