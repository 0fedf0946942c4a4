import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { LoadError } from '@/components/ui/load-error';
import { pluralize } from '@/lib/format';
import { useCategories } from '../api/get-categories';
import { CategoryIcon } from './category-icon';

const CARD_CLASS = 'flex h-full flex-col gap-3 rounded-xl border bg-card p-5 shadow-sm';

/** Home: the five categories, each linking to /products?category={slug}. */
export function CategoryGrid() {
  const categories = useCategories();

  if (categories.isError) {
    return (
      <LoadError
        title="The categories could not be loaded."
        size="block"
        onRetry={() => void categories.refetch()}
      />
    );
  }

  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5" aria-busy={categories.isPending}>
      {categories.isPending
        ? Array.from({ length: 5 }, (_, i) => (
            // Keys unlike the categories' ids, so React inserts the real cards instead of reshaping these.
            <li
              key={`placeholder-${i}`}
              aria-hidden="true"
              className={`${CARD_CLASS} min-h-56 animate-pulse`}
            >
              <span className="size-12 rounded-lg bg-muted" />
              <span className="h-5 w-2/3 rounded bg-muted" />
              <span className="h-12 rounded bg-muted" />
            </li>
          ))
        : categories.data.map((category) => (
            <li key={category.id}>
              <Link
                to={`/products?category=${encodeURIComponent(category.slug)}`}
                className={`${CARD_CLASS} group min-h-56 transition-colors hover:border-primary/50 hover:bg-accent/40`}
              >
                <CategoryIcon category={category} />
                <span className="text-base font-semibold">{category.name}</span>
                <span className="line-clamp-3 text-sm text-muted-foreground">{category.description}</span>
                <span className="mt-auto flex items-center justify-between pt-1 text-sm font-medium text-primary">
                  {pluralize(category.itemCount, 'product')}
                  <ArrowRight
                    aria-hidden="true"
                    className="size-4 transition-transform group-hover:translate-x-0.5"
                  />
                </span>
              </Link>
            </li>
          ))}
    </ul>
  );
}
