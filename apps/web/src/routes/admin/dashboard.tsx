import type { AdminSummary } from '@shop/contract/auth';
import { ClipboardList, GalleryHorizontal, LogOut, Mail, Package, UserCheck } from 'lucide-react';
import { Navigate } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { usePendingUsers } from '@/features/admin/api/get-pending-users';
import { PendingRegistrations } from '@/features/admin/components/pending-registrations';
import { UpcomingPanel } from '@/features/admin/components/upcoming-panel';
import { useUser } from '@/features/auth/api/get-user';
import { useLogout } from '@/features/auth/api/logout';
import { useDocumentTitle } from '@/lib/use-document-title';

const upcomingTabs = [
  {
    value: 'products',
    label: 'Product Management',
    icon: Package,
    description:
      'Add, edit and remove products with their images, prices, stock, featured flag and bulk-discount tiers.',
    arrival: 'Product management arrives with the catalogue release.',
  },
  {
    value: 'orders',
    label: 'Order Management',
    icon: ClipboardList,
    description:
      'Review doctors’ orders with their payment and shipping details, then approve, decline or ship them.',
    arrival: 'Order management arrives with the ordering release.',
  },
  {
    value: 'carousel',
    label: 'Carousel Management',
    icon: GalleryHorizontal,
    description: 'Create, schedule and preview the promotional items of the home page’s hero carousel.',
    arrival: 'Carousel management arrives with the storefront content release.',
  },
  {
    value: 'newsletter',
    label: 'Newsletter',
    icon: Mail,
    description: 'See who subscribed to the newsletter and export their email addresses.',
    arrival: 'The subscriber list arrives with the newsletter release.',
  },
] as const;

function PendingCountBadge() {
  const { data } = usePendingUsers();
  if (!data) return null;
  return (
    <Badge variant={data.length > 0 ? 'default' : 'outline'} className="min-w-6 justify-center">
      {data.length}
    </Badge>
  );
}

function Dashboard({ admin }: { admin: AdminSummary }) {
  const logout = useLogout();

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <header className="mb-8 flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Admin Dashboard</h1>
          <p className="mt-1 text-muted-foreground">
            Review doctor registrations and run the shop. Signed in as {admin.name}.
          </p>
        </div>
        <Button variant="outline" onClick={() => logout.mutate()} disabled={logout.isPending}>
          <LogOut aria-hidden="true" />
          Logout
        </Button>
      </header>

      <Tabs defaultValue="registrations">
        <TabsList aria-label="Dashboard sections">
          <TabsTrigger value="registrations">
            <UserCheck aria-hidden="true" />
            Doctor Registrations
            <PendingCountBadge />
          </TabsTrigger>
          {upcomingTabs.map(({ value, label, icon: Icon }) => (
            <TabsTrigger key={value} value={value}>
              <Icon aria-hidden="true" />
              {label}
            </TabsTrigger>
          ))}
        </TabsList>

        <TabsContent value="registrations">
          <h2 className="mb-1 text-lg font-semibold">Pending doctor registrations</h2>
          <p className="mb-5 text-sm text-muted-foreground">
            Check each applicant’s license details before approving; approved doctors can place orders.
          </p>
          <PendingRegistrations />
        </TabsContent>
        {upcomingTabs.map(({ value, label, icon, description, arrival }) => (
          <TabsContent key={value} value={value}>
            <UpcomingPanel icon={icon} title={label} description={description} arrival={arrival} />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}

/** /admin and /admin/dashboard. Anyone but an admin is sent to /login (docs/product.md, Roles). */
export function AdminDashboardRoute() {
  const { data: auth, isPending } = useUser();
  useDocumentTitle('Admin Dashboard');

  if (isPending) return <PageSpinner label="Checking your session" />;
  if (!auth?.isAdmin) return <Navigate to="/login" replace />;
  return <Dashboard admin={auth.admin} />;
}
