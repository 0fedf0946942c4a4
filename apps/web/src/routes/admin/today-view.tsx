import { TODAY_EXPIRY_DAYS, type AdminToday } from '@shop/contract/admin-dashboard-schemas';
import { todayMessages as m } from '@shop/contract/admin-messages';
import type { OrderStatus } from '@shop/contract/order-status';
import {
  CalendarClock,
  ClipboardCheck,
  FileBadge,
  PackageMinus,
  ShieldAlert,
  Truck,
  UserCheck,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { ListLoading } from '@/components/ui/list-states';
import { LoadError } from '@/components/ui/load-error';
import { adminOrderParams, DEFAULT_ORDER_SORT } from '@/features/orders/admin/api/get-admin-orders';
import { withStockTabFilter, type StockTabFilter } from '@/features/stock/admin/stock-tab-params';
import { cn } from '@/lib/cn';
import { useToday } from './dashboard-counts';

/** A dashboard address: the tab, and that tab's own filter parameters. */
const tabLink = (tab: string, params = new URLSearchParams()) => {
  params.set('tab', tab);
  return `?${params.toString()}`;
};
const ordersIn = (status: OrderStatus) =>
  tabLink('orders', adminOrderParams({ ...DEFAULT_ORDER_SORT, status, page: 1 }));
const stockWith = (filter: StockTabFilter) =>
  tabLink('stock', withStockTabFilter(new URLSearchParams(), filter));

type TodayItem = { key: string; icon: LucideIcon; label: string; count: number; detail?: string; to: string };

/** What waits, in the order an admin deals with it: people, orders, stock, recalls. */
function todayItems(today: AdminToday): TodayItem[] {
  const { approved, processing } = today.ordersToShip;
  const { lots, products } = today.expiringLots;
  return [
    {
      key: 'registrations',
      icon: UserCheck,
      label: m.registrations,
      count: today.pendingRegistrations,
      to: tabLink('registrations'),
    },
    {
      key: 'renewals',
      icon: FileBadge,
      label: m.renewals,
      count: today.pendingRenewals,
      to: tabLink('registrations'),
    },
    {
      key: 'approve',
      icon: ClipboardCheck,
      label: m.ordersToApprove,
      count: today.ordersToApprove,
      to: ordersIn('pending'),
    },
    {
      key: 'ship',
      icon: Truck,
      label: m.ordersToShip,
      count: approved + processing,
      detail: m.ordersToShipDetail(approved, processing),
      // The approved first: they have not started; the table then filters either.
      to: ordersIn(approved > 0 || processing === 0 ? 'approved' : 'processing'),
    },
    {
      key: 'low-stock',
      icon: PackageMinus,
      label: m.lowStock,
      count: today.lowStockProducts,
      to: stockWith({ lowStock: true }),
    },
    {
      key: 'expiring',
      icon: CalendarClock,
      label: m.expiringLots(TODAY_EXPIRY_DAYS),
      count: lots,
      detail: lots > 0 ? m.expiringLotsDetail(products) : undefined,
      to: stockWith({ lowStock: false, expiringWithinDays: TODAY_EXPIRY_DAYS }),
    },
    {
      key: 'recalls',
      icon: ShieldAlert,
      label: m.recalls,
      count: today.unacknowledgedRecalls.recalls,
      detail:
        today.unacknowledgedRecalls.clinics > 0
          ? m.recallsDetail(today.unacknowledgedRecalls.clinics)
          : undefined,
      to: tabLink('recalls'),
    },
  ];
}

/**
 * One count and the way to it: the whole card is the link. Its name reads the figure first
 * ("3 Orders to approve"); a count of nothing stays, quieter, so the screen keeps its shape.
 */
function TodayCard({ item, onOpen }: { item: TodayItem; onOpen: () => void }) {
  const { icon: Icon, label, count, detail, to } = item;
  const waiting = count > 0;
  return (
    <li>
      <Link
        to={to}
        onClick={onOpen}
        preventScrollReset
        className={cn(
          'flex h-full items-start gap-4 rounded-xl border bg-card p-5 shadow-sm transition-colors hover:border-primary focus-visible:outline-2 focus-visible:outline-ring',
          !waiting && 'text-muted-foreground shadow-none',
        )}
      >
        <Icon aria-hidden="true" className={cn('mt-1 size-5 shrink-0', waiting && 'text-primary')} />
        <span className="grid gap-1">
          <span className={cn('text-3xl font-semibold tabular-nums', waiting && 'text-foreground')}>
            {count.toLocaleString('en-US')}
          </span>
          <span className="font-medium">{label}</span>
          {detail && <span className="text-sm text-muted-foreground">{detail}</span>}
        </span>
      </Link>
    </li>
  );
}

/**
 * The dashboard's first screen (issue 38): what waits for the admin this morning, each count a link
 * to the tab (and filter) that lists it. `onOpen` runs when a card is followed: the dashboard moves
 * the focus to the tab it opened.
 */
export function TodayView({ onOpen }: { onOpen: () => void }) {
  const today = useToday();
  if (today.isPending) return <ListLoading label={m.loading} />;
  if (today.isError)
    return <LoadError title={m.loadFailed} size="block" onRetry={() => void today.refetch()} />;

  const items = todayItems(today.data);
  const nothingWaits = items.every((item) => item.count === 0);
  return (
    <section aria-labelledby="today-heading">
      <h2 id="today-heading" className="text-xl font-semibold">
        {m.title}
      </h2>
      <p className="mt-1 mb-5 text-muted-foreground">{nothingWaits ? m.allClear : m.intro}</p>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {items.map((item) => (
          <TodayCard key={item.key} item={item} onOpen={onOpen} />
        ))}
      </ul>
    </section>
  );
}
