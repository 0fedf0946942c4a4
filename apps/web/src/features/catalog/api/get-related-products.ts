import type { ProductListResponse } from '@shop/contract/catalog-schemas';
import { RELATED_LIMIT } from '@shop/contract/limits';
import { productsApiPath, type ProductsQuery } from '@shop/contract/listing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { takeInitialResponse } from '@/lib/initial-data';
import { getProducts } from './get-products';

type RelatedTo = { categoryId: number; productId: number };

const relatedQuery = ({ categoryId, productId }: RelatedTo): ProductsQuery => ({
  categoryId,
  limit: RELATED_LIMIT,
  exclude: productId,
});

/** Related products: same category, never the product itself, at most RELATED_LIMIT. */
export const getRelatedProducts = async (relatedTo: RelatedTo) =>
  (await getProducts(relatedQuery(relatedTo))).products;

/** The product's page answers this read too (packages/contract/src/pages.ts `thenReads`, decision 008). */
export const getRelatedProductsQueryOptions = (relatedTo: RelatedTo) =>
  queryOptions({
    queryKey: ['products', 'related', relatedTo],
    queryFn: () => getRelatedProducts(relatedTo),
    initialData: () =>
      takeInitialResponse<ProductListResponse>(productsApiPath(relatedQuery(relatedTo)))?.products,
  });

export const useRelatedProducts = (relatedTo: RelatedTo | undefined) =>
  useQuery({
    ...getRelatedProductsQueryOptions(relatedTo ?? { categoryId: 0, productId: 0 }),
    enabled: relatedTo !== undefined,
  });
