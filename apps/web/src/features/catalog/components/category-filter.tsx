import { ChevronDown } from 'lucide-react';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useDisclosure } from '@/lib/use-disclosure';
import { useCategories } from '../api/get-categories';

type CategoryFilterProps = {
  selected: string | undefined;
  /** The `?…` query for choosing a category (undefined = All Products), keeping the other filters. */
  searchFor: (category: string | undefined) => string;
};

const itemClass =
  'flex items-center justify-between gap-2 rounded-md px-3 py-2 text-sm transition-colors hover:bg-muted aria-[current=true]:bg-accent aria-[current=true]:font-semibold aria-[current=true]:text-accent-foreground';

/** /products: a collapsible list of All Products and each category, as shareable links. */
export function CategoryFilter({ selected, searchFor }: CategoryFilterProps) {
  const categories = useCategories();
  const { open, panelId: listId, buttonProps } = useDisclosure(true);

  return (
    <nav aria-label="Categories">
      <h2>
        <button
          type="button"
          {...buttonProps}
          className="flex w-full items-center justify-between rounded-md py-1 text-sm font-semibold"
        >
          Categories
          <ChevronDown
            aria-hidden="true"
            className={cn('size-4 text-muted-foreground transition-transform', open && 'rotate-180')}
          />
        </button>
      </h2>
      <ul id={listId} hidden={!open} className="mt-2 grid gap-0.5">
        <li>
          <Link
            to={{ search: searchFor(undefined) }}
            preventScrollReset
            aria-current={selected === undefined}
            className={itemClass}
          >
            All Products
          </Link>
        </li>
        {categories.isPending &&
          Array.from({ length: 5 }, (_, i) => (
            <li key={`placeholder-${i}`} className="px-3 py-2">
              <Skeleton className="h-5 w-3/4" />
            </li>
          ))}
        {categories.data?.map((category) => (
          <li key={category.id}>
            <Link
              to={{ search: searchFor(category.slug) }}
              preventScrollReset
              aria-current={selected === category.slug}
              className={itemClass}
            >
              {category.name}
              <span className="text-xs text-muted-foreground tabular-nums">
                <span className="sr-only">(</span>
                {category.itemCount}
                <span className="sr-only"> products)</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {categories.isError && (
        <p className="mt-2 px-3 text-sm text-muted-foreground">Categories could not be loaded.</p>
      )}
    </nav>
  );
}
