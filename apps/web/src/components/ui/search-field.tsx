import { MAX_SEARCH_LENGTH } from '@shop/contract/limits';
import { Search } from 'lucide-react';
import { useId, type ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { Input } from './input';
import { Label } from './label';

/** A search input with its magnifier inside, on the left; the parent positions it (`relative`). */
export function SearchInput({ className, ...props }: Omit<ComponentProps<typeof Input>, 'type'>) {
  return (
    <>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input type="search" className={cn('pl-9', className)} {...props} />
    </>
  );
}

type SearchFieldProps = Omit<ComponentProps<typeof Input>, 'type' | 'id' | 'className' | 'onChange'> & {
  label: string;
  /** The words typed, as they change. */
  onValueChange: (value: string) => void;
  /** The field's own classes (its place in the page). */
  className?: string;
};

/**
 * A labelled search box: an admin list's filter by words, as long as the server takes them
 * (MAX_SEARCH_LENGTH) unless `maxLength` says otherwise.
 */
export function SearchField({ label, className, onValueChange, maxLength, ...input }: SearchFieldProps) {
  const id = useId();
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <SearchInput
          id={id}
          maxLength={maxLength ?? MAX_SEARCH_LENGTH}
          onChange={(event) => onValueChange(event.target.value)}
          {...input}
        />
      </div>
    </div>
  );
}
