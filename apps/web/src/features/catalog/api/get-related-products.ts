import { RELATED_LIMIT } from '@shop/contract/limits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getProducts } from './get-products';

type RelatedTo = { categoryId: number; productId: number };

/** Related products: same category, never the product itself, at most RELATED_LIMIT. */
export const getRelatedProducts = async ({ categoryId, productId }: RelatedTo) =>
  (await getProducts({ categoryId, limit: RELATED_LIMIT, exclude: productId })).products;

export const getRelatedProductsQueryOptions = (relatedTo: RelatedTo) =>
  queryOptions({
    queryKey: ['products', 'related', relatedTo],
    queryFn: () => getRelatedProducts(relatedTo),
  });

export const useRelatedProducts = (relatedTo: RelatedTo | undefined) =>
  useQuery({
    ...getRelatedProductsQueryOptions(relatedTo ?? { categoryId: 0, productId: 0 }),
    enabled: relatedTo !== undefined,
  });
