import { QUICK_ORDER_PATH } from '@shop/contract/nav-links';
import { quickOrderMessages as m } from '@shop/contract/quick-order';
import { DoctorPage } from '@/app/doctor-page';
import { CodeLinesForm } from '@/components/code-lines-form';
import { useAddQuickOrder } from '@/features/cart/api/add-quick-order';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Quick order's box: its lines go to the cart. */
function QuickOrderForm() {
  const add = useAddQuickOrder();
  return <CodeLinesForm call={add} submitLabel={m.submit} />;
}

/**
 * /quick-order (issue 41): a doctor puts many products in the cart at once by their codes. A guest
 * signs in first and comes back here; an admin is told the page is a doctor's; a bookkeeper, who
 * cannot order, is told so by the server's answer.
 */
export function QuickOrderRoute() {
  useDocumentTitle(m.title);

  return (
    <DoctorPage
      title={m.title}
      back={QUICK_ORDER_PATH}
      className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 lg:px-8"
    >
      {() => (
        <>
          <h1 className="mb-2 text-3xl font-bold tracking-tight">{m.title}</h1>
          <p className="mb-6 text-muted-foreground">{m.intro}</p>
          <QuickOrderForm />
        </>
      )}
    </DoctorPage>
  );
}
