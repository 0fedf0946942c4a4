import type { StockListItem, StockListPage } from '@shop/contract/stock-schemas';
import { EXPIRING_WITHIN_CHOICES, stockScreenMessages as m } from '@shop/contract/stock-screen-messages';
import { Boxes } from 'lucide-react';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { RowDetailDialog } from '@/components/ui/detail-dialog';
import { CountCell, ListSection, PagedTable, type PagedTableLook } from '@/components/ui/paged-list';
import { RowDialogButton } from '@/components/ui/row-dialog-button';
import { SearchField } from '@/components/ui/search-field';
import { FilterSelectField } from '@/components/ui/select';
import { formatDateOnly } from '@/lib/format';
import { useSearchText } from '@/lib/use-debounced-value';
import { usePagedList } from '@/lib/use-paged-list';
import { useRowDialog } from '@/lib/use-row-dialog';
import { getStockListQueryOptions } from '../api/get-stock-list';
import { stockTabFilterOf, withStockTabFilter, type StockTabFilter } from '../stock-tab-params';
import { ProductStockContent } from './product-stock-dialog';

const EXPIRY_OPTIONS = EXPIRING_WITHIN_CHOICES.map(String);
const TABLE: PagedTableLook<StockListPage, StockListItem> = {
  caption: m.title,
  columns: m.columns,
  numeric: [m.onHand, m.reserved, m.available],
  minWidth: 'min-w-[40rem]',
  rows: (page) => page.products,
  rowKey: (product) => product.productId,
  loadFailed: m.loadFailed,
  loading: m.loadingList,
  countNoun: 'product',
  empty: { icon: Boxes, text: m.noTrackedProducts },
  noMatches: m.noMatches,
};

/**
 * The filters kept in the URL, so a reload keeps them and the Today view can link to the products
 * low on stock or with lots expiring soon; the dashboard's `tab` and any other parameter are kept.
 */
function useStockTabFilter() {
  const [params, setParams] = useSearchParams();
  // Held here too, so a box ticks at once; the address follows (a navigation, which may wait).
  const [filter, setFilter] = useState(() => stockTabFilterOf(params));
  const change = (next: Partial<StockTabFilter>) => {
    const changed = { ...filter, ...next };
    setFilter(changed);
    setParams((current) => withStockTabFilter(current, changed), { replace: true, preventScrollReset: true });
  };
  return { ...filter, change };
}

/**
 * The dashboard's Stock tab (issue 19): every product that tracks its stock, least available first,
 * 20 a page, filtered by the server (low stock only, lots expiring within N days, a name). Each
 * product opens its stock dialog: its lots, its ledger and the movements.
 */
export function StockTab() {
  const { lowStock, expiringWithinDays, change } = useStockTabFilter();
  const expiring = expiringWithinDays === undefined ? '' : String(expiringWithinDays);
  const searchText = useSearchText();
  const { search } = searchText;
  const list = usePagedList(
    (page) => getStockListQueryOptions({ lowStock, expiringWithinDays, search, page }),
    `${lowStock}|${expiring}|${search}`,
  );
  const id = useId();
  const dialog = useRowDialog<Pick<StockListItem, 'productId' | 'productName'>>();
  const data = list.query.data;
  const filtered = lowStock || expiring !== '' || search !== '';

  return (
    <ListSection title={m.title} page={data} filtered={filtered} headingRef={dialog.headingRef}>
      <div className="mb-5 grid items-end gap-3 sm:grid-cols-[auto_12rem_minmax(0,1fr)]">
        <div className="flex h-10 items-center gap-2">
          <Checkbox
            id={`${id}-low`}
            checked={lowStock}
            onChange={(event) => change({ lowStock: event.target.checked })}
          />
          <Label htmlFor={`${id}-low`}>{m.lowStockOnly}</Label>
        </div>
        <FilterSelectField
          label={m.expiringFilter}
          value={EXPIRY_OPTIONS.find((option) => option === expiring) ?? ''}
          onValueChange={(days) => change({ expiringWithinDays: days === '' ? undefined : Number(days) })}
          placeholder={m.anyExpiry}
          options={EXPIRY_OPTIONS}
          optionLabel={(days) => m.expiringWithin(Number(days))}
        />
        <SearchField label={m.searchLabel} {...searchText.field} placeholder={m.searchPlaceholder} />
      </div>

      <PagedTable list={list} look={TABLE} filtered={filtered}>
        {(product) => (
          <>
            <th scope="row" className="px-4 py-3 font-normal">
              <RowDialogButton onOpen={(button) => dialog.show(product, button)}>
                {product.productName}
              </RowDialogButton>
              {product.lowStock && (
                <Badge variant="warning" className="ml-2">
                  {m.lowStock}
                </Badge>
              )}
            </th>
            <CountCell count={product.onHand} />
            <CountCell count={product.reserved} />
            <CountCell count={product.available} />
            <td className="px-4 py-3 whitespace-nowrap">
              {product.nearestExpiry ? formatDateOnly(product.nearestExpiry) : m.noLots}
            </td>
          </>
        )}
      </PagedTable>

      <RowDetailDialog dialog={dialog} shownKey={(product) => product.productId} width="sm:max-w-4xl">
        {(product) => <ProductStockContent productId={product.productId} productName={product.productName} />}
      </RowDetailDialog>
    </ListSection>
  );
}
