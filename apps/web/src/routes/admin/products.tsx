import type { AdminSummary } from '@shop/contract/auth-schemas';
import { useNavigate } from 'react-router';
import { BackLink } from '@/components/ui/back-link';
import { AdminOnly } from '@/features/auth/components/admin-only';
import { AddProductForm } from '@/features/catalog/admin/components/add-product-form';
import { PageHeading } from '@/components/ui/page-heading';

const TITLE = 'Add Product';

function AddProductPage({ admin }: { admin: AdminSummary }) {
  const navigate = useNavigate();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 lg:px-8">
      <BackLink to="/admin/dashboard?tab=products">Back to Dashboard</BackLink>
      <header className="mb-6">
        <PageHeading>{TITLE}</PageHeading>
        <p className="mt-1 text-sm text-muted-foreground">
          The product shows in the shop as soon as it is created. Fields without “optional” are required.
          Signed in as {admin.name}.
        </p>
      </header>
      {/* The new product's page: what doctors now see. */}
      <AddProductForm onCreated={(product) => void navigate(`/product/${product.id}`)} />
    </div>
  );
}

/** /admin/products: add a product; admins only. */
export function AdminProductsRoute() {
  return <AdminOnly title={TITLE}>{(admin) => <AddProductPage admin={admin} />}</AdminOnly>;
}
