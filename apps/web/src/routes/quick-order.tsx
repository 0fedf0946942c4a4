import { QUICK_ORDER_PATH, quickOrderMessages as m } from '@shop/contract/quick-order';
import { Navigate } from 'react-router';
import { DoctorOnlyNotice } from '@/components/doctor-only-notice';
import { PageSpinner } from '@/components/ui/spinner';
import { useUser } from '@/features/auth/api/get-user';
import { QuickOrderForm } from '@/features/cart/components/quick-order-form';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * /quick-order (issue 41): a doctor puts many products in the cart at once by their codes. A guest
 * signs in first and comes back here; an admin is told the page is a doctor's; a bookkeeper, who
 * cannot order, is told so by the server's answer.
 */
export function QuickOrderRoute() {
  const { data: auth, isPending } = useUser();
  useDocumentTitle(m.title);

  let content;
  if (isPending) content = <PageSpinner label={m.title} />;
  else if (!auth) return <Navigate to={`/login?redirect=${encodeURIComponent(QUICK_ORDER_PATH)}`} replace />;
  else if (auth.isAdmin) content = <DoctorOnlyNotice title={m.title} />;
  else {
    content = (
      <>
        <h1 className="mb-2 text-3xl font-bold tracking-tight">{m.title}</h1>
        <p className="mb-6 text-muted-foreground">{m.intro}</p>
        <QuickOrderForm />
      </>
    );
  }
  return <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 lg:px-8">{content}</div>;
}
