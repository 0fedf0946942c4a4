import type { ProductSort } from '@shop/contract/limits';
import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/select';

const SORT_LABELS: Record<ProductSort, string> = {
  name: 'Name',
  price_asc: 'Price: Low to High',
  price_desc: 'Price: High to Low',
  rating: 'Rating',
};

const BEST_MATCH = '';

type SortSelectProps = {
  value: ProductSort | undefined;
  /** While searching, the server's default order is relevance, offered as 'Best match'. */
  searching: boolean;
  onChange: (sort: ProductSort | undefined) => void;
};

const isSort = (value: string): value is ProductSort => Object.hasOwn(SORT_LABELS, value);

export function SortSelect({ value, searching, onChange }: SortSelectProps) {
  const id = useId();
  const selected = value ?? (searching ? BEST_MATCH : 'name');
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1.5 sm:flex-none sm:flex-row sm:items-center sm:gap-2">
      <Label htmlFor={id} className="shrink-0 text-muted-foreground">
        Sort by
      </Label>
      <NativeSelect
        id={id}
        value={selected}
        onChange={(event) => {
          const next = event.target.value;
          onChange(isSort(next) ? next : undefined);
        }}
        className="w-full sm:w-48"
      >
        {searching && <option value={BEST_MATCH}>Best match</option>}
        {Object.entries(SORT_LABELS).map(([sort, label]) => (
          <option key={sort} value={sort}>
            {label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
