import type { StockListItem } from '@shop/contract/stock-schemas';
import { EXPIRING_WITHIN_CHOICES, stockScreenMessages as m } from '@shop/contract/stock-screen-messages';
import { Boxes } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { ListCountAnnouncement, ListTable, ListTitle, PagedList } from '@/components/ui/paged-list';
import { SearchField } from '@/components/ui/search-field';
import { FilterSelectField } from '@/components/ui/select';
import { formatDateOnly } from '@/lib/format';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { usePagedList } from '@/lib/use-paged-list';
import { getStockListQueryOptions } from '../api/get-stock-list';
import { ProductStockDialog } from './product-stock-dialog';

const SEARCH_DELAY_MS = 300;
const EXPIRY_OPTIONS = EXPIRING_WITHIN_CHOICES.map(String);
const NUMBER_COLUMNS: readonly string[] = [m.onHand, m.reserved, m.available];

/**
 * The dashboard's Stock tab (issue 19): every product that tracks its stock, least available first,
 * 20 a page, filtered by the server (low stock only, lots expiring within N days, a name). Each
 * product opens its stock dialog: its lots, its ledger and the movements.
 */
export function StockTab() {
  const [lowStock, setLowStock] = useState(false);
  const [expiring, setExpiring] = useState<string>('');
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DELAY_MS);
  const expiringWithinDays = expiring === '' ? undefined : Number(expiring);
  const { setPage, query: stock } = usePagedList(
    (page) => getStockListQueryOptions({ lowStock, expiringWithinDays, search, page }),
    `${lowStock}|${expiring}|${search}`,
  );
  const id = useId();
  // The product whose stock is shown (kept while the dialog closes), and the button that opened it.
  const [shown, setShown] = useState<Pick<StockListItem, 'productId' | 'productName'>>();
  const [dialogOpen, setDialogOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const data = stock.data;
  const filtered = lowStock || expiring !== '' || search !== '';

  return (
    <section aria-labelledby={`${id}-title`}>
      <ListTitle id={`${id}-title`} title={m.title} page={data} filtered={filtered} headingRef={headingRef} />

      <div className="mb-5 grid items-end gap-3 sm:grid-cols-[auto_12rem_minmax(0,1fr)]">
        <div className="flex h-10 items-center gap-2">
          <Checkbox
            id={`${id}-low`}
            checked={lowStock}
            onChange={(event) => setLowStock(event.target.checked)}
          />
          <Label htmlFor={`${id}-low`}>{m.lowStockOnly}</Label>
        </div>
        <FilterSelectField
          label={m.expiringFilter}
          value={EXPIRY_OPTIONS.find((option) => option === expiring) ?? ''}
          onValueChange={setExpiring}
          placeholder={m.anyExpiry}
          options={EXPIRY_OPTIONS}
          optionLabel={(days) => m.expiringWithin(Number(days))}
        />
        <SearchField
          label={m.searchLabel}
          value={searchText}
          onValueChange={setSearchText}
          placeholder={m.searchPlaceholder}
        />
      </div>
      <ListCountAnnouncement page={data} stale={stock.isPlaceholderData} noun="product" />

      <PagedList
        query={stock}
        rows={(page) => page.products}
        error={{ title: m.loadFailed }}
        loadingLabel={m.loadingList}
        empty={{ icon: Boxes, text: filtered ? m.noMatches : m.noTrackedProducts }}
        onPageChange={setPage}
      >
        {(page) => (
          <ListTable
            caption={m.title}
            columns={m.columns}
            numeric={NUMBER_COLUMNS}
            busy={stock.isPlaceholderData}
            minWidth="min-w-[40rem]"
          >
            <tbody className="divide-y">
              {page.products.map((product) => (
                <tr key={product.productId}>
                  <th scope="row" className="px-4 py-3 font-normal">
                    {/* The product's name opens its stock: one control per row, named by the product. */}
                    <button
                      type="button"
                      className="text-left font-medium underline-offset-4 hover:underline focus-visible:underline"
                      aria-haspopup="dialog"
                      onClick={(event) => {
                        opener.current = event.currentTarget;
                        setShown(product);
                        setDialogOpen(true);
                      }}
                    >
                      {product.productName}
                    </button>
                    {product.lowStock && (
                      <Badge variant="warning" className="ml-2">
                        {m.lowStock}
                      </Badge>
                    )}
                  </th>
                  {[product.onHand, product.reserved, product.available].map((value, index) => (
                    <td key={index} className="px-4 py-3 text-right tabular-nums">
                      {value.toLocaleString('en-US')}
                    </td>
                  ))}
                  <td className="px-4 py-3 whitespace-nowrap">
                    {product.nearestExpiry ? formatDateOnly(product.nearestExpiry) : m.noLots}
                  </td>
                </tr>
              ))}
            </tbody>
          </ListTable>
        )}
      </PagedList>

      {shown && (
        <ProductStockDialog
          key={shown.productId}
          productId={shown.productId}
          productName={shown.productName}
          open={dialogOpen}
          onOpenChange={setDialogOpen}
          returnFocus={() => (opener.current?.isConnected ? opener.current : headingRef.current)?.focus()}
        />
      )}
    </section>
  );
}
