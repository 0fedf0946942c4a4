import type { AdminSummary } from '@shop/contract/auth';
import { inboxMessages } from '@shop/contract/admin-inbox';
import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import {
  ClipboardList,
  GalleryHorizontal,
  Inbox,
  LogOut,
  Mail,
  Package,
  Stethoscope,
  UserCheck,
} from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ListLoading } from '@/components/ui/list-states';
import { useDashboardCounts } from '@/features/admin/api/get-dashboard-counts';
import { PendingRegistrations } from '@/features/admin/components/pending-registrations';
import { AdminOnly } from '@/features/auth/components/admin-only';
import { useLogout } from '@/features/auth/api/logout';
import { pluralize } from '@/lib/format';

const OrderManagementTab = lazy(async () => ({
  default: (await import('@/features/orders/admin/components/order-management-tab')).OrderManagementTab,
}));

const ProductsTab = lazy(async () => ({
  default: (await import('@/features/catalog/admin/components/products-tab')).ProductsTab,
}));

const NewsletterTab = lazy(async () => ({
  default: (await import('@/features/newsletter/admin/components/newsletter-tab')).NewsletterTab,
}));

const InboxTab = lazy(async () => ({
  default: (await import('@/features/support/admin/components/inbox-tab')).InboxTab,
}));

const DoctorsTab = lazy(async () => ({
  default: (await import('@/features/admin/components/doctors-tab')).DoctorsTab,
}));

const CarouselTab = lazy(async () => ({
  default: (await import('@/features/carousel/admin/components/carousel-tab')).CarouselTab,
}));

/**
 * A tab's count; highlighted when something waits for the admin. Screen readers hear the words
 * ("3 pending of 10 orders") instead of the compact figure. The badge holds its screen-reader text
 * (relative), so text of a tab scrolled out of the tab list does not widen the page on a phone.
 */
function CountBadge({ value, label, urgent = false }: { value: string; label: string; urgent?: boolean }) {
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
    <TabsContent value={value}>
      <Suspense fallback={<ListLoading label="Loading" />}>{children}</Suspense>
    </TabsContent>
  );
}

const DEFAULT_TAB = 'registrations';
const TABS: readonly string[] = [
  DEFAULT_TAB,
  'products',
  'orders',
  'carousel',
  'newsletter',
  'inbox',
  'doctors',
];

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
 * On a phone the tab list scrolls sideways (each name whole, never cut); the open tab is scrolled
 * into the list's view when the page opens on it, another opens or the counts arrive, without moving
 * the page.
 */
function useOpenTabInView(tab: string, countsShown: boolean) {
  const listRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const list = listRef.current;
    const open = list?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    if (!list || !open) return;
    const listBox = list.getBoundingClientRect();
    const tabBox = open.getBoundingClientRect();
    if (tabBox.left >= listBox.left && tabBox.right <= listBox.right) return;
    list.scrollLeft += tabBox.left + tabBox.width / 2 - (listBox.left + listBox.width / 2);
    // The counts' badges widen the tabs before it when they arrive.
  }, [tab, countsShown]);
  return listRef;
}

function Dashboard({ admin }: { admin: AdminSummary }) {
  const logout = useLogout();
  const { data: counts } = useDashboardCounts();
  const [tab, setTab] = useDashboardTab();
  const tabListRef = useOpenTabInView(tab, counts !== undefined);

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <header className="mb-8 flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Admin Dashboard</h1>
          <p className="mt-1 text-muted-foreground">
            Review registrations and orders, and run the shop. Signed in as {admin.name}.
          </p>
        </div>
        <Button variant="outline" onClick={() => logout.mutate()} disabled={logout.isPending}>
          <LogOut aria-hidden="true" />
          Logout
        </Button>
      </header>

      <Tabs value={tab} onValueChange={setTab}>
        <TabsList ref={tabListRef} aria-label="Dashboard sections" className="overscroll-x-contain">
          <TabsTrigger value="registrations">
            <UserCheck aria-hidden="true" />
            Doctor Registrations
            {counts && (
              <CountBadge
                value={String(counts.pendingRegistrations)}
                label={`${counts.pendingRegistrations} pending`}
                urgent={counts.pendingRegistrations > 0}
              />
            )}
          </TabsTrigger>
          <TabsTrigger value="products">
            <Package aria-hidden="true" />
            Product Management
            {counts && (
              <CountBadge value={String(counts.products)} label={pluralize(counts.products, 'product')} />
            )}
          </TabsTrigger>
          <TabsTrigger value="orders">
            <ClipboardList aria-hidden="true" />
            Order Management
            {counts && (
              <CountBadge
                value={`${counts.orders.pending}/${counts.orders.total}`}
                label={`${counts.orders.pending} pending of ${counts.orders.total} orders`}
                urgent={counts.orders.pending > 0}
              />
            )}
          </TabsTrigger>
          <TabsTrigger value="carousel">
            <GalleryHorizontal aria-hidden="true" />
            Carousel Management
            {counts && (
              <CountBadge
                value={String(counts.carouselItems)}
                label={pluralize(counts.carouselItems, 'carousel item')}
              />
            )}
          </TabsTrigger>
          <TabsTrigger value="newsletter">
            <Mail aria-hidden="true" />
            Newsletter
            {counts && (
              <CountBadge
                value={String(counts.newsletterSubscribers)}
                label={pluralize(counts.newsletterSubscribers, 'subscriber')}
              />
            )}
          </TabsTrigger>
          <TabsTrigger value="inbox">
            <Inbox aria-hidden="true" />
            Inbox
            {counts && (
              <CountBadge
                value={String(counts.newInboxItems)}
                label={inboxMessages.newCount(counts.newInboxItems)}
                urgent={counts.newInboxItems > 0}
              />
            )}
          </TabsTrigger>
          <TabsTrigger value="doctors">
            <Stethoscope aria-hidden="true" />
            Doctors
          </TabsTrigger>
        </TabsList>

        <TabsContent value="registrations">
          <PendingRegistrations />
        </TabsContent>
        <LazyTabContent value="products">
          <ProductsTab />
        </LazyTabContent>
        <LazyTabContent value="orders">
          <OrderManagementTab />
        </LazyTabContent>
        <LazyTabContent value="newsletter">
          <NewsletterTab subscriberCount={counts?.newsletterSubscribers} />
        </LazyTabContent>
        <LazyTabContent value="carousel">
          <CarouselTab />
        </LazyTabContent>
        <LazyTabContent value="inbox">
          <InboxTab />
        </LazyTabContent>
        <LazyTabContent value="doctors">
          <DoctorsTab />
        </LazyTabContent>
      </Tabs>
    </div>
  );
}

/** /admin and /admin/dashboard; admins only. */
export function AdminDashboardRoute() {
  return <AdminOnly title="Admin Dashboard">{(admin) => <Dashboard admin={admin} />}</AdminOnly>;
}
