import type { BulkDiscount } from '@shop/contract/catalog-schemas';
import { applicableTier, discountedPrice } from '@shop/contract/pricing';
import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';
import { formatPrice } from '@/lib/format';

type BulkPricingTableProps = {
  price: string;
  tiers: readonly BulkDiscount[];
  /** The quantity being chosen; the tier it reaches is highlighted. */
  quantity: number;
};

/** "min+" or "min - max" (docs/product.md, Bulk pricing). */
export function tierQuantityLabel(tier: Pick<BulkDiscount, 'minQuantity' | 'maxQuantity'>): string {
  return tier.maxQuantity === null ? `${tier.minQuantity}+` : `${tier.minQuantity} - ${tier.maxQuantity}`;
}

const percent = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** The columns of a table of tiers (this one, the tier editor's preview); each table keeps its own spacing. */
export function TierTableHead({
  rowClassName,
  cellClassName,
}: {
  rowClassName: string;
  cellClassName: string;
}) {
  return (
    <thead>
      <tr className={rowClassName}>
        <th scope="col" className={cn(cellClassName, 'font-medium')}>
          Quantity
        </th>
        <th scope="col" className={cn(cellClassName, 'font-medium')}>
          Discount
        </th>
        <th scope="col" className={cn(cellClassName, 'text-right font-medium')}>
          Unit price
        </th>
      </tr>
    </thead>
  );
}

/** Each tier's unit price is price × (1 − percent / 100) (docs/product.md, Bulk pricing). */
export function BulkPricingTable({ price, tiers, quantity }: BulkPricingTableProps) {
  if (tiers.length === 0) return null;
  const sorted = [...tiers].sort((a, b) => a.minQuantity - b.minQuantity);
  const active = applicableTier(tiers, quantity);

  return (
    <div className="overflow-hidden rounded-xl border bg-card">
      <table className="w-full text-sm">
        <caption className="border-b bg-muted/60 px-4 py-3 text-left">
          <span className="block font-semibold">Bulk pricing</span>
          <span className="block text-xs text-muted-foreground">
            The more you order, the less each unit costs. Your tier is highlighted.
          </span>
        </caption>
        <TierTableHead
          rowClassName="border-b text-left text-xs tracking-wide text-muted-foreground uppercase"
          cellClassName="px-4 py-2"
        />
        <tbody>
          {sorted.map((tier) => {
            const isActive = tier === active;
            return (
              <tr
                key={tier.id}
                data-active={isActive || undefined}
                className={cn(
                  'border-b transition-colors last:border-b-0',
                  isActive && 'bg-accent font-semibold text-accent-foreground',
                )}
              >
                <th scope="row" className="px-4 py-2.5 text-left font-medium">
                  <span className="inline-flex items-center gap-1.5">
                    {/* Always laid out, only shown on the active row: highlighting never moves the text. */}
                    <Check aria-hidden="true" className={cn('size-4', !isActive && 'invisible')} />
                    {tierQuantityLabel(tier)}
                    {isActive && <span className="sr-only">(your quantity)</span>}
                  </span>
                </th>
                <td className="px-4 py-2.5">{percent.format(tier.discountPercentage)}% off</td>
                <td className="px-4 py-2.5 text-right tabular-nums">
                  {formatPrice(discountedPrice(price, tier.discountPercentage))}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
