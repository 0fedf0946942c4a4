import type { Product } from '@shop/contract/catalog-schemas';
import { MAX_SEARCH_LENGTH, SUGGESTION_MIN_CHARS } from '@shop/contract/limits';
import { searchMessages } from '@shop/contract/messages';
import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { Link, useNavigate } from 'react-router';
import { LineItemImage } from '@/components/line-item';
import { Button } from '@/components/ui/button';
import { fieldClasses } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { formatPrice } from '@/lib/format';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useOutsidePointer } from '@/lib/use-outside-pointer';
import { useSearchSuggestions } from '../api/get-search-suggestions';

/** The submit button shows its spinner for 500 ms before the results page opens. */
const SUBMIT_SPINNER_MS = 500;
const DEBOUNCE_MS = 200;

export const searchResultsPath = (term: string) => `/products?search=${encodeURIComponent(term)}`;

type SearchBoxProps = {
  /** Names the search landmark; each box on a page needs its own (e.g. 'Header search'). */
  label: string;
  /** 'lg' is the home page's prominent box; 'default' fits the header. */
  size?: 'default' | 'lg';
  className?: string;
  /** Called after the search opens a page, e.g. to close the mobile search bar. */
  onNavigate?: () => void;
  inputRef?: Ref<HTMLInputElement>;
};

function SuggestionOption({
  product,
  id,
  active,
  onChoose,
  onPoint,
}: {
  product: Product;
  id: string;
  active: boolean;
  onChoose: () => void;
  onPoint: () => void;
}) {
  return (
    // Keyboard users reach options through the combobox (aria-activedescendant), not by focus.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events
    <li
      id={id}
      role="option"
      aria-selected={active}
      // Keeps focus in the input, so choosing does not first blur (and close) the box.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onChoose}
      onMouseMove={onPoint}
      className={cn(
        'flex cursor-pointer items-center gap-3 rounded-md px-2 py-2',
        active && 'bg-muted ring-1 ring-ring/40',
      )}
    >
      <LineItemImage src={product.imageUrl} size="xs" />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="flex items-start justify-between gap-3">
          <span className="line-clamp-2 text-sm font-medium">{product.name}</span>
          <span className="shrink-0 text-sm font-semibold tabular-nums">{formatPrice(product.price)}</span>
        </span>
        <span className="truncate text-xs text-muted-foreground">{product.description}</span>
        <span className="truncate text-xs font-medium text-accent-foreground">{product.category.name}</span>
      </span>
    </li>
  );
}

/**
 * A combobox with live suggestions from the server (docs/product.md, Search). Arrow keys
 * move through them, Enter opens the active one or searches, Escape closes; an outside click, a
 * choice or a search closes them too.
 */
export function SearchBox({ label, size = 'default', className, onNavigate, inputRef }: SearchBoxProps) {
  const navigate = useNavigate();
  const id = useId();
  const listboxId = `${id}-listbox`;
  const rootRef = useRef<HTMLFormElement>(null);
  const submitTimer = useRef<number | undefined>(undefined);
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [submitting, setSubmitting] = useState(false);

  const trimmed = term.trim();
  const longEnough = trimmed.length >= SUGGESTION_MIN_CHARS;
  const debounced = useDebouncedValue(trimmed, DEBOUNCE_MS);
  const suggestions = useSearchSuggestions(debounced);
  const result = longEnough ? suggestions.data : undefined;
  const products = result?.products ?? [];
  const showPopup = open && longEnough && (result !== undefined || suggestions.isFetching);
  const expanded = showPopup && products.length > 0;
  const active = expanded && activeIndex < products.length ? activeIndex : -1;
  const optionId = (productId: number) => `${id}-option-${productId}`;
  const activeProduct = active >= 0 ? products[active] : undefined;

  useOutsidePointer(rootRef, open, () => setOpen(false));

  useEffect(() => () => window.clearTimeout(submitTimer.current), []);

  const close = () => {
    setOpen(false);
    setActiveIndex(-1);
  };

  const choose = (product: Product) => {
    close();
    setTerm('');
    void navigate(`/product/${product.id}`);
    onNavigate?.();
  };

  const submit = () => {
    if (!trimmed || submitting) return;
    close();
    setSubmitting(true);
    submitTimer.current = window.setTimeout(() => {
      setSubmitting(false);
      void navigate(searchResultsPath(trimmed));
      onNavigate?.();
    }, SUBMIT_SPINNER_MS);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = products.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) setOpen(true);
        else if (count > 0) setActiveIndex(active + 1 >= count ? 0 : active + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) setOpen(true);
        else if (count > 0) setActiveIndex(active <= 0 ? count - 1 : active - 1);
        break;
      case 'Enter':
        if (activeProduct) {
          event.preventDefault();
          choose(activeProduct);
        }
        break;
      case 'Escape':
        // The first Escape closes the suggestions; with none open, the browser clears the field.
        if (showPopup) {
          event.preventDefault();
          close();
        }
        break;
    }
  };

  const large = size === 'lg';
  const settled = result !== undefined && !suggestions.isPlaceholderData;

  return (
    <form
      ref={rootRef}
      role="search"
      aria-label={label}
      className={cn('relative w-full', className)}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      // Tabbing out closes the suggestions; pointer presses outside are handled by the listener above.
      onBlur={(event) => {
        if (event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget))
          close();
      }}
    >
      <div className="relative flex items-center">
        <Search
          aria-hidden="true"
          className={cn(
            'pointer-events-none absolute left-3 text-muted-foreground',
            large ? 'size-5' : 'size-4',
          )}
        />
        <label htmlFor={`${id}-input`} className="sr-only">
          {searchMessages.inputLabel}
        </label>
        <input
          ref={inputRef}
          id={`${id}-input`}
          type="search"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={activeProduct ? optionId(activeProduct.id) : undefined}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={MAX_SEARCH_LENGTH}
          placeholder={large ? 'Search products, brands, categories…' : 'Search products…'}
          value={term}
          onChange={(event) => {
            setTerm(event.target.value);
            setActiveIndex(-1);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
          className={cn(
            fieldClasses,
            'appearance-none',
            large ? 'h-12 pr-28 pl-11 text-base sm:text-base' : 'h-10 pr-12 pl-9',
          )}
        />
        <Button
          type="submit"
          size={large ? 'default' : 'icon'}
          variant={large ? 'default' : 'ghost'}
          disabled={submitting}
          aria-label={large ? undefined : 'Search'}
          className={cn('absolute', large ? 'right-1.5 h-9' : 'right-0.5 size-9')}
        >
          {submitting ? <Spinner /> : large ? null : <Search aria-hidden="true" />}
          {large && 'Search'}
        </Button>
      </div>

      <div
        hidden={!showPopup}
        className="absolute inset-x-0 top-full z-50 mt-2 max-h-[min(70vh,34rem)] overflow-y-auto rounded-lg border bg-card p-2 text-card-foreground shadow-lg"
      >
        {/* One live region for the count and the empty state: it stays mounted, so updates are read out. */}
        <div role="status">
          {result && result.totalCount > 0 && (
            <p className="px-2 pt-1 pb-2 text-xs font-medium text-muted-foreground">
              {searchMessages.resultCount(result.totalCount)}
            </p>
          )}
          {settled && products.length === 0 && (
            <div className="px-2 py-4 text-center">
              <p className="text-sm font-medium">{searchMessages.noResults(debounced)}</p>
              <p className="mt-1 text-sm text-muted-foreground">{searchMessages.noResultsHint}</p>
            </div>
          )}
        </div>
        <ul
          id={listboxId}
          role="listbox"
          aria-label="Product suggestions"
          hidden={!expanded}
          className={cn('flex flex-col gap-0.5', suggestions.isPlaceholderData && 'opacity-70')}
        >
          {products.map((product, index) => (
            <SuggestionOption
              key={product.id}
              id={optionId(product.id)}
              product={product}
              active={index === active}
              onChoose={() => choose(product)}
              onPoint={() => setActiveIndex(index)}
            />
          ))}
        </ul>
        {!result && (
          <p className="flex items-center gap-2 px-2 py-3 text-sm text-muted-foreground">
            <Spinner />
            Searching…
          </p>
        )}
        {result && products.length > 0 && (
          <Link
            to={searchResultsPath(trimmed)}
            onClick={() => {
              close();
              onNavigate?.();
            }}
            className="mt-1 block rounded-md border-t px-2 pt-2.5 pb-1.5 text-center text-sm font-medium text-primary hover:underline"
          >
            {searchMessages.viewAll(trimmed)}
          </Link>
        )}
      </div>
    </form>
  );
}
