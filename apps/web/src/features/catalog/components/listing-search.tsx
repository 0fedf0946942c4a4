import { MAX_SEARCH_LENGTH } from '@shop/contract/limits';
import { X } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useState } from 'react';
import { SearchInput } from '@/components/ui/search-field';

const DEBOUNCE_MS = 300;

type ListingSearchProps = {
  /** The term in the URL. */
  value: string;
  /** Called 300 ms after typing stops, or at once on Enter. `refine` = a term was already set. */
  onSearch: (term: string, refine: boolean) => void;
  label: string;
  placeholder?: string;
};

/** A search box whose term lives in the URL (?search=), applied as the user types. */
export function ListingSearch({ value, onSearch, label, placeholder }: ListingSearchProps) {
  const id = useId();
  const [text, setText] = useState(value);
  // Back/Forward or a link changed the term: show it instead of what was typed.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }

  // Only typing restarts the countdown, not a re-render that hands in a new onSearch.
  const search = useEffectEvent((term: string) => onSearch(term, value !== ''));
  useEffect(() => {
    const term = text.trim();
    if (term === value) return;
    const timer = window.setTimeout(() => search(term), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, value]);

  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        const term = text.trim();
        if (term !== value) onSearch(term, value !== '');
      }}
      className="relative"
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <SearchInput
        id={id}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={placeholder}
        maxLength={MAX_SEARCH_LENGTH}
        autoComplete="off"
        className="px-9 [&::-webkit-search-cancel-button]:hidden"
      />
      {text && (
        <button
          type="button"
          aria-label="Clear search"
          onClick={() => {
            setText('');
            if (value !== '') onSearch('', true);
          }}
          className="absolute inset-y-0 right-0 flex w-9 items-center justify-center rounded-r-md text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
    </form>
  );
}
