import {
  FULL_PRICE_RANGE,
  isFullPriceRange,
  type ListingState,
  type PriceRange,
} from '@shop/contract/listing';
import { FilterX, SlidersHorizontal } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/lib/cn';
import { useDisclosure } from '@/lib/use-disclosure';
import { CategoryFilter } from './category-filter';
import { PriceRangeFilter } from './price-range-filter';

type ProductFiltersProps = {
  state: ListingState;
  setFilters: (change: Partial<Pick<ListingState, 'category' | 'priceRange' | 'inStock'>>) => void;
  searchFor: (change: { category: string | undefined }) => string;
};

export function activeFilterCount(state: ListingState): number {
  return [state.category !== undefined, !isFullPriceRange(state.priceRange), state.inStock].filter(Boolean)
    .length;
}

/**
 * The /products sidebar: categories, price range, in-stock only and Clear filters (the header holds
 * the search). Below the lg breakpoint it folds into a panel opened by the Filters button.
 */
export function ProductFilters({ state, setFilters, searchFor }: ProductFiltersProps) {
  const { open, panelId, buttonProps } = useDisclosure();
  const stockId = useId();
  const activeCount = activeFilterCount(state);

  return (
    <aside aria-label="Filters">
      <Button variant="outline" {...buttonProps} className="w-full justify-between lg:hidden">
        <span className="flex items-center gap-2">
          <SlidersHorizontal aria-hidden="true" />
          Filters
        </span>
        {activeCount > 0 && (
          <span className="rounded-full bg-primary px-2 text-xs text-primary-foreground">
            {activeCount}
            <span className="sr-only"> active</span>
          </span>
        )}
      </Button>
      <div
        id={panelId}
        className={cn(
          'mt-3 grid gap-6 rounded-xl border bg-card p-4 shadow-sm lg:mt-0 lg:block lg:space-y-6',
          !open && 'hidden',
        )}
      >
        <CategoryFilter selected={state.category} searchFor={(category) => searchFor({ category })} />
        <div className="border-t pt-5">
          <PriceRangeFilter
            value={state.priceRange}
            onChange={(priceRange: PriceRange) => setFilters({ priceRange })}
          />
        </div>
        <div className="flex items-center gap-2 border-t pt-5">
          <Checkbox
            id={stockId}
            checked={state.inStock}
            onChange={(event) => setFilters({ inStock: event.target.checked })}
          />
          <label htmlFor={stockId} className="cursor-pointer text-sm font-medium">
            In stock only
          </label>
        </div>
        <Button
          variant="outline"
          className="w-full"
          disabled={activeCount === 0}
          onClick={() => setFilters({ category: undefined, priceRange: FULL_PRICE_RANGE, inStock: false })}
        >
          <FilterX aria-hidden="true" />
          Clear filters
        </Button>
      </div>
    </aside>
  );
}
