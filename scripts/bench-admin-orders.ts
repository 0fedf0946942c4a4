/**
 * `npm run bench -- admin-orders`: the admin order desk's targets, on a PostgreSQL server
 * (BENCH_DATABASE_URL, default the local one) holding 100,000 generated orders
 * (scripts/generate-orders.ts), with 20 connections signed in as the admin, beside the bare
 * node:http ceiling:
 * - GET /api/admin/orders (first page, 50 orders), GET /api/admin/orders?status=approved,
 *   GET /api/admin/pending-orders (the queue, oldest first), the order table's largest totals first
 *   (`sort=total`), a month of it (`from`, `to`, some 4,000 orders) and that month by total,
 *   smallest first: p99 ≤ 30 ms each;
 * - GET /api/admin/order-counts (the badges): p99 ≤ 10 ms.
 * Each call is measured BENCH_ROUNDS times (default 3), the calls taking turns, so a burst of other
 * work on the machine lands in one run rather than in every run of one call; every run is printed
 * and a target is judged on the median run.
 */
import {
  BENCH_ADMIN,
  ORDER_DESK_BOOK,
  formatNumber,
  generateOrderBook,
  loadAverage,
  shopNodeFlags,
  throwawayDatabase,
} from './bench-support';
import { benchRounds, measureListCalls, type ListCall } from './bench-lists';

const CONNECTIONS = 20;
const PAGE_SIZE = 50;

interface PageBody {
  orders: { status: string; createdAt: string; totalAmount: string }[];
  totalCount: number;
}

const pageCheck =
  (expectedTotal: (counts: Record<string, number>) => number, status?: string) =>
  (counts: Record<string, number>) =>
  (body: unknown): string | undefined => {
    const page = body as PageBody;
    if (page.orders.length !== PAGE_SIZE) return `${page.orders.length} orders, expected ${PAGE_SIZE}`;
    if (page.totalCount !== expectedTotal(counts)) return `totalCount ${page.totalCount}`;
    if (status && page.orders.some((order) => order.status !== status)) return `an order not ${status}`;
    return undefined;
  };

/** A full page in order by `key`, every order placed from `from` to `to` (inclusive days) when given. */
const sortedCheck =
  (key: 'total' | 'date', ascending: boolean, range?: { from: string; to: string }) =>
  (body: unknown): string | undefined => {
    const page = body as PageBody;
    if (page.orders.length !== PAGE_SIZE) return `${page.orders.length} orders, expected ${PAGE_SIZE}`;
    const values = page.orders.map((order) =>
      key === 'total' ? Number(order.totalAmount) : Date.parse(order.createdAt),
    );
    const sorted = [...values].sort((a, b) => (ascending ? a - b : b - a));
    if (values.some((value, i) => value !== sorted[i])) return `not sorted by ${key}`;
    if (range) {
      const days = page.orders.map((order) => order.createdAt.slice(0, 10));
      if (days.some((day) => day < range.from || day > range.to)) return 'an order outside the range';
      if (page.totalCount <= PAGE_SIZE) return `totalCount ${page.totalCount}`;
    }
    return undefined;
  };

/** YYYY-MM-DD of the day `days` before today (UTC, the shop's calendar). */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

function callsOf(counts: Record<string, number>): ListCall[] {
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
  // A month of orders some months back: mostly decided, as the admin looks one up.
  const month = { from: daysAgo(120), to: daysAgo(90) };
  const monthQuery = `from=${month.from}&to=${month.to}`;
  return [
    {
      label: 'GET /api/admin/orders',
      path: '/api/admin/orders',
      limitMs: 30,
      check: pageCheck(() => total)(counts),
    },
    {
      label: 'GET /api/admin/orders?status=approved',
      path: '/api/admin/orders?status=approved',
      limitMs: 30,
      check: pageCheck((c) => c.approved ?? 0, 'approved')(counts),
    },
    {
      label: 'GET /api/admin/orders?sort=total',
      path: '/api/admin/orders?sort=total',
      limitMs: 30,
      check: sortedCheck('total', false),
    },
    {
      label: 'GET /api/admin/orders?from&to (a month)',
      path: `/api/admin/orders?${monthQuery}`,
      limitMs: 30,
      check: sortedCheck('date', false, month),
    },
    {
      label: 'GET /api/admin/orders?from&to&sort=total&dir=asc',
      path: `/api/admin/orders?${monthQuery}&sort=total&dir=asc`,
      limitMs: 30,
      check: sortedCheck('total', true, month),
    },
    {
      label: 'GET /api/admin/pending-orders',
      path: '/api/admin/pending-orders',
      limitMs: 30,
      check: pageCheck((c) => c.pending ?? 0, 'pending')(counts),
    },
    {
      label: 'GET /api/admin/order-counts',
      path: '/api/admin/order-counts',
      limitMs: 10,
      check: (body) => {
        const { total: answered } = body as { total: number };
        return answered === total ? undefined : `total ${answered}, expected ${total}`;
      },
    },
  ];
}

export async function benchAdminOrders(pendingCleanups: (() => Promise<void>)[]) {
  const rounds = benchRounds();
  const { url, children, release } = await throwawayDatabase('shop_bench_admin', pendingCleanups);
  try {
    console.log(
      `\nAdmin order desk (${CONNECTIONS} connections, ${formatNumber(ORDER_DESK_BOOK.orders)} orders, ${rounds} rounds, server flags: ${shopNodeFlags().join(' ') || 'none'}, ${loadAverage()})`,
    );
    const generated = await generateOrderBook(url, BENCH_ADMIN, ORDER_DESK_BOOK);
    console.log(
      `  orders: ${formatNumber(generated.orders)} (${formatNumber(generated.lines)} lines, ${formatNumber(generated.historyRows)} history rows, ${formatNumber(generated.doctors)} doctors) generated in ${generated.seconds.toFixed(1)} s`,
    );
    console.log(
      `  by status: ${Object.entries(generated.byStatus)
        .map(([status, n]) => `${status} ${formatNumber(n)}`)
        .join(', ')}`,
    );

    await measureListCalls({
      database: { url, children },
      admin: BENCH_ADMIN,
      calls: callsOf(generated.byStatus),
      rounds,
      connections: CONNECTIONS,
      title: 'admin order desk',
    });
  } finally {
    await release();
  }
}
