import type { AdminSummary } from '@shop/contract/auth-schemas';
import type { DashboardCounts } from '@shop/contract/admin-dashboard-schemas';
import { inboxMessages } from '@shop/contract/admin-inbox-schemas';
import { auditScreenMessages } from '@shop/contract/audit-messages';
import { chargesAdminMessages } from '@shop/contract/charges-messages';
import { creditMessages } from '@shop/contract/credit';
import { todayMessages } from '@shop/contract/admin-messages';
import { recallMessages } from '@shop/contract/recall';
import { returnAdminMessages } from '@shop/contract/returns';
import { stockScreenMessages } from '@shop/contract/stock-screen-messages';
import { Suspense, useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import {
  Boxes,
  Building2,
  CalendarCheck,
  ClipboardList,
  GalleryHorizontal,
  HandCoins,
  Inbox,
  LogOut,
  Mail,
  Package,
  ScrollText,
  Settings,
  ShieldAlert,
  Stethoscope,
  Undo2,
  UserCheck,
  type LucideIcon,
} from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ListLoading } from '@/components/ui/list-states';
import { PendingRegistrations } from '@/features/doctors/components/pending-registrations';
import { AdminOnly } from '@/features/auth/components/admin-only';
import { practiceScreenMessages } from '@/features/practice/practice-screen-messages';
import { useLogout } from '@/features/auth/api/logout';
import { cn } from '@/lib/cn';
import { pluralize } from '@/lib/format';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { useMediaQuery } from '@/lib/use-media-query';
import { useDashboardCounts } from './dashboard-counts';
import { TodayView } from './today-view';
import { PageHeading } from '@/components/ui/page-heading';

/** A tab's content loaded on first showing: its own chunk of the build. */
const lazyTab = <Props extends object>(load: () => Promise<ComponentType<Props>>) =>
  lazyWithPreload(load).Component;

const OrderManagementTab = lazyTab(
  async () => (await import('@/features/orders/admin/components/order-management-tab')).OrderManagementTab,
);
const ProductsTab = lazyTab(
  async () => (await import('@/features/catalog/admin/components/products-tab')).ProductsTab,
);
const NewsletterTab = lazyTab(
  async () => (await import('@/features/newsletter/admin/components/newsletter-tab')).NewsletterTab,
);
const InboxTab = lazyTab(
  async () => (await import('@/features/support/admin/components/inbox-tab')).InboxTab,
);
const DoctorsTab = lazyTab(
  async () => (await import('@/features/doctors/components/doctors-tab')).DoctorsTab,
);
const PracticesTab = lazyTab(
  async () => (await import('@/features/practice/admin/components/practices-tab')).PracticesTab,
);
const ReceivablesTab = lazyTab(
  async () => (await import('@/features/practice/admin/components/receivables-tab')).ReceivablesTab,
);
const StockTab = lazyTab(async () => (await import('@/features/stock/admin/components/stock-tab')).StockTab);
const RecallsTab = lazyTab(
  async () => (await import('@/features/recalls/admin/components/recalls-tab')).RecallsTab,
);
const ReturnsTab = lazyTab(
  async () => (await import('@/features/returns/admin/components/returns-tab')).ReturnsTab,
);
const AuditTab = lazyTab(async () => (await import('@/features/audit/admin/components/audit-tab')).AuditTab);
const SettingsTab = lazyTab(
  async () => (await import('@/features/charges/admin/components/settings-tab')).SettingsTab,
);
// Issue 43: the licence registry's section of the Settings tab is the doctors feature's.
const RegistrySettingsSection = lazyTab(
  async () =>
    (await import('@/features/doctors/components/registry-settings-section')).RegistrySettingsSection,
);
const CarouselTab = lazyTab(
  async () => (await import('@/features/carousel/admin/components/carousel-tab')).CarouselTab,
);

/**
 * A tab's count; highlighted when something waits for the admin. Screen readers hear the words
 * ("3 pending of 10 orders") instead of the compact figure.
 */
function CountBadge({ value, label, urgent = false }: CountBadgeProps) {
  return (
    <Badge variant={urgent ? 'default' : 'outline'} className="relative min-w-6 justify-center">
      <span aria-hidden="true">{value}</span>
      <span className="sr-only">{label}</span>
    </Badge>
  );
}

/** A tab whose content is a lazily loaded piece: a loading line until it arrives. */
function LazyTabContent({ value, children }: { value: string; children: ReactNode }) {
  return (
    <TabsContent value={value} className="lg:mt-0">
      <Suspense fallback={<ListLoading label="Loading" />}>{children}</Suspense>
    </TabsContent>
  );
}

/** What a tab's content is given: the counts, and the way to open another tab from a link in it. */
type TabContext = { counts: DashboardCounts | undefined; onOpenTab: () => void };

type DashboardTab = {
  value: string;
  icon: LucideIcon;
  label: string;
  content: (context: TabContext) => ReactNode;
  /** Loaded with the dashboard, not lazily. */
  eager?: boolean;
};

/** The dashboard's tabs, in the order of the tab list. */
const DASHBOARD_TABS: readonly DashboardTab[] = [
  // Issue 38: the first screen, what waits today; the spec's five tabs follow as they were.
  {
    value: 'today',
    icon: CalendarCheck,
    label: todayMessages.tab,
    content: ({ onOpenTab }) => <TodayView onOpen={onOpenTab} />,
    eager: true,
  },
  {
    value: 'registrations',
    icon: UserCheck,
    label: 'Doctor Registrations',
    content: () => <PendingRegistrations />,
    eager: true,
  },
  { value: 'products', icon: Package, label: 'Product Management', content: () => <ProductsTab /> },
  { value: 'orders', icon: ClipboardList, label: 'Order Management', content: () => <OrderManagementTab /> },
  {
    value: 'carousel',
    icon: GalleryHorizontal,
    label: 'Carousel Management',
    content: () => <CarouselTab />,
  },
  {
    value: 'newsletter',
    icon: Mail,
    label: 'Newsletter',
    content: ({ counts }) => <NewsletterTab subscriberCount={counts?.newsletterSubscribers} />,
  },
  { value: 'inbox', icon: Inbox, label: 'Inbox', content: () => <InboxTab /> },
  { value: 'doctors', icon: Stethoscope, label: 'Doctors', content: () => <DoctorsTab /> },
  // Issue 39: the practices the doctors belong to, beside them.
  {
    value: 'practices',
    icon: Building2,
    label: practiceScreenMessages.admin.tab,
    content: () => <PracticesTab />,
  },
  // Issue 40: what the practices on account owe, by age, beside them.
  {
    value: 'receivables',
    icon: HandCoins,
    label: creditMessages.receivables.tab,
    content: () => <ReceivablesTab />,
  },
  // Issue 19: after the spec's tabs and the Doctors tab, which stay as they are.
  { value: 'stock', icon: Boxes, label: stockScreenMessages.tab, content: () => <StockTab /> },
  // Issue 20: recalls of lots, after Stock; then the audit trail.
  { value: 'recalls', icon: ShieldAlert, label: recallMessages.tab, content: () => <RecallsTab /> },
  // Issue 42: the practices' returns, after the recalls.
  { value: 'returns', icon: Undo2, label: returnAdminMessages.tab, content: () => <ReturnsTab /> },
  { value: 'audit', icon: ScrollText, label: auditScreenMessages.tab, content: () => <AuditTab /> },
  // Issue 37: shipping zones, tax rates and the tax report.
  // Issue 43: then the licence registry.
  {
    value: 'settings',
    icon: Settings,
    label: chargesAdminMessages.tab,
    content: () => (
      <div className="space-y-10">
        <SettingsTab />
        <RegistrySettingsSection />
      </div>
    ),
  },
];

type CountBadgeProps = { value: string; label: string; urgent?: boolean };

/** A badge of one number, with its words for screen readers. */
const countBadge = (count: number, label: string, urgent?: boolean): CountBadgeProps => ({
  value: String(count),
  label,
  urgent,
});

/** Each tab's count badge by the tab's value (Doctors and Stock have none). */
function tabBadges(counts: DashboardCounts): Partial<Record<string, CountBadgeProps>> {
  const { pendingRegistrations: pending, pendingRenewals: renewals, orders, newInboxItems: inbox } = counts;
  // Licence renewals wait in the same tab as registrations (issue 38).
  const waiting = pending + renewals;
  return {
    registrations: countBadge(
      waiting,
      renewals > 0 ? `${pending} pending, ${pluralize(renewals, 'license renewal')}` : `${pending} pending`,
      waiting > 0,
    ),
    products: countBadge(counts.products, pluralize(counts.products, 'product')),
    orders: {
      value: `${orders.pending}/${orders.total}`,
      label: `${orders.pending} pending of ${orders.total} orders`,
      urgent: orders.pending > 0,
    },
    carousel: countBadge(counts.carouselItems, pluralize(counts.carouselItems, 'carousel item')),
    newsletter: countBadge(
      counts.newsletterSubscribers,
      pluralize(counts.newsletterSubscribers, 'subscriber'),
    ),
    inbox: countBadge(inbox, inboxMessages.newCount(inbox), inbox > 0),
  };
}

const DEFAULT_TAB = 'today';
const TABS = DASHBOARD_TABS.map((tab) => tab.value);

/** The open tab is in the URL (`?tab=products`), so a reload or a way back returns to it. */
function useDashboardTab() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab = requested && TABS.includes(requested) ? requested : DEFAULT_TAB;
  const setTab = (next: string) =>
    setParams(next === DEFAULT_TAB ? {} : { tab: next }, { replace: true, preventScrollReset: true });
  return [tab, setTab] as const;
}

/**
 * Opening a tab from a link inside another (the Today view's counts) moves the focus to the tab it
 * opened, as choosing the tab itself would leave it, instead of losing it with the link's content.
 */
function useFocusOpenedTab(tab: string) {
  const listRef = useRef<HTMLDivElement>(null);
  const opening = useRef(false);
  useEffect(() => {
    if (!opening.current) return;
    opening.current = false;
    listRef.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
  }, [tab]);
  const onOpenTab = () => {
    opening.current = true;
  };
  return { listRef, onOpenTab };
}

function Dashboard({ admin }: { admin: AdminSummary }) {
  const logout = useLogout();
  const { data: counts } = useDashboardCounts();
  const [tab, setTab] = useDashboardTab();
  const { listRef, onOpenTab } = useFocusOpenedTab(tab);
  const badges = counts && tabBadges(counts);
  // Every tab in view at once: a side list on a wide screen, a grid of two or more columns below.
  const sideList = useMediaQuery('(min-width: 64rem)');

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <header className="mb-8 flex flex-wrap items-start justify-between gap-4">
        <div>
          <PageHeading>Admin Dashboard</PageHeading>
          <p className="mt-1 text-muted-foreground">
            Review registrations and orders, and run the shop. Signed in as {admin.name}.
          </p>
        </div>
        <Button variant="outline" onClick={() => logout.mutate()} disabled={logout.isPending}>
          <LogOut aria-hidden="true" />
          Logout
        </Button>
      </header>

      <Tabs
        value={tab}
        onValueChange={setTab}
        orientation={sideList ? 'vertical' : 'horizontal'}
        className="lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:items-start lg:gap-8"
      >
        <TabsList
          ref={listRef}
          aria-label="Dashboard sections"
          className="grid grid-cols-2 overflow-visible sm:grid-cols-3 md:grid-cols-4 lg:sticky lg:top-20 lg:grid-cols-1"
        >
          {DASHBOARD_TABS.map(({ value, icon: Icon, label }) => {
            const badge = badges?.[value];
            return (
              <TabsTrigger
                key={value}
                value={value}
                className={cn('w-full justify-start text-left whitespace-normal lg:py-1.5', badge && 'pr-2')}
              >
                <Icon aria-hidden="true" />
                <span className="min-w-0 flex-1">{label}</span>
                {badge && <CountBadge {...badge} />}
              </TabsTrigger>
            );
          })}
        </TabsList>

        {DASHBOARD_TABS.map(({ value, content, eager }) =>
          eager ? (
            <TabsContent key={value} value={value} className="lg:mt-0">
              {content({ counts, onOpenTab })}
            </TabsContent>
          ) : (
            <LazyTabContent key={value} value={value}>
              {content({ counts, onOpenTab })}
            </LazyTabContent>
          ),
        )}
      </Tabs>
    </div>
  );
}

/** /admin and /admin/dashboard; admins only. */
export function AdminDashboardRoute() {
  return <AdminOnly title="Admin Dashboard">{(admin) => <Dashboard admin={admin} />}</AdminOnly>;
}
