import { adminShopMessages } from '@shop/contract/admin-shop-messages';
import type { FeaturedEntry } from '@shop/contract/catalog';
import { MAX_SEARCH_LENGTH } from '@shop/contract/limits';
import { catalogMessages } from '@shop/contract/messages';
import { adminFeaturedMessages } from '@shop/contract/admin-messages';
import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { StoredImage } from '@/components/ui/stored-image';
import { getServerMessage } from '@/lib/api-client';
import { formatPrice } from '@/lib/format';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useAddFeaturedEntry, useProductPickerSearch, useRemoveFeaturedEntry } from '../api/featured-entries';

/** The featured carousel's admin toolbar on the home page: add a product through a search picker. */
export function FeaturedAdminToolbar({ entries }: { entries: readonly FeaturedEntry[] }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Plus aria-hidden="true" />
          Add product
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[calc(100dvh-2rem)] grid-cols-[minmax(0,1fr)] overflow-y-auto">
        <FeaturedPicker entries={entries} onAdded={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

/** Shown to an admin instead of nothing when the carousel has no entries. */
export function FeaturedAdminEmpty() {
  return (
    <p className="rounded-xl border border-dashed bg-card p-8 text-center text-muted-foreground">
      {adminShopMessages.featuredEmpty}
    </p>
  );
}

function FeaturedPicker({ entries, onAdded }: { entries: readonly FeaturedEntry[]; onAdded: () => void }) {
  const [term, setTerm] = useState('');
  const [conflict, setConflict] = useState<string>();
  const search = useProductPickerSearch(useDebouncedValue(term, 250));
  const add = useAddFeaturedEntry();
  const inputId = useId();
  const featuredIds = new Set(entries.map((entry) => entry.product.id));
  const products = search.data?.products ?? [];

  const choose = (productId: number) => {
    setConflict(undefined);
    add.mutate(
      { productId },
      {
        onSuccess: onAdded,
        // Shown in the picker too (a 409 says the product is already featured).
        onError: (error) => setConflict(getServerMessage(error) ?? adminFeaturedMessages.addFailed),
      },
    );
  };

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <div className="grid gap-1">
        <DialogTitle className="text-lg font-semibold">Add a featured product</DialogTitle>
        <DialogDescription className="text-sm text-muted-foreground">
          Search the catalogue; the product goes after the last featured one.
        </DialogDescription>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={inputId}>Search products</Label>
        <Input
          id={inputId}
          type="search"
          autoComplete="off"
          maxLength={MAX_SEARCH_LENGTH}
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          placeholder="Name, description or category"
        />
      </div>
      {conflict && <Alert variant="destructive">{conflict}</Alert>}
      <div aria-live="polite" aria-busy={search.isFetching} className="grid grid-cols-[minmax(0,1fr)] gap-2">
        {search.isPending ? (
          <Spinner label="Searching" />
        ) : search.isError ? (
          <p className="text-sm text-destructive">
            {getServerMessage(search.error) ?? catalogMessages.fetchProductsFailed}
          </p>
        ) : products.length === 0 ? (
          <p className="text-sm text-muted-foreground">{catalogMessages.noProductsFound}</p>
        ) : (
          <ul aria-label="Search results" className="grid grid-cols-[minmax(0,1fr)] gap-2">
            {products.map((product) => {
              const already = featuredIds.has(product.id);
              return (
                <li key={product.id} className="flex items-center gap-3 rounded-lg border p-2">
                  <StoredImage
                    src={product.imageUrl}
                    widths={[96]}
                    sizes="48px"
                    width={48}
                    height={48}
                    alt=""
                    className="size-12 shrink-0 rounded-md object-cover"
                  />
                  <div className="min-w-0 flex-1">
                    <p className="line-clamp-2 text-sm font-medium break-words">{product.name}</p>
                    <p className="text-xs text-muted-foreground">{formatPrice(product.price)}</p>
                  </div>
                  {already ? (
                    <Badge variant="secondary">{adminShopMessages.alreadyFeaturedLabel}</Badge>
                  ) : (
                    <Button
                      size="sm"
                      aria-label={`Add ${product.name} to the carousel`}
                      disabled={add.isPending}
                      onClick={() => choose(product.id)}
                    >
                      {add.isPending && add.variables.productId === product.id ? (
                        <Spinner />
                      ) : (
                        <Plus aria-hidden="true" />
                      )}
                      Add
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}

/** On each featured card: take the product out of the carousel (it stays in the catalogue). */
export function FeaturedEntryAdminControls({ entry }: { entry: FeaturedEntry }) {
  const remove = useRemoveFeaturedEntry();
  return (
    <Button
      variant="outline-destructive"
      size="sm"
      className="shadow-md"
      aria-label={`Remove ${entry.product.name} from the carousel`}
      disabled={remove.isPending}
      onClick={() => remove.mutate(entry.id)}
    >
      {remove.isPending ? <Spinner /> : <X aria-hidden="true" />}
      Remove
    </Button>
  );
}
