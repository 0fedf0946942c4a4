import { supplyListScreenMessages as s } from '@shop/contract/supply-lists';
import { DoctorPage } from '@/app/doctor-page';
import { PageHeading } from '@/components/ui/page-heading';
import { useLists } from '@/features/lists/api/lists';
import { ListsOverview } from '@/features/lists/components/lists-overview';
import { useLoginRedirectOn401 } from '@/lib/login-redirect';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The lists' read: a session that ends meanwhile (401) goes to sign in and comes back here. */
function SignedInLists() {
  useLoginRedirectOn401(useLists().error);
  return <ListsOverview />;
}

/**
 * /lists (issue 41): the supply lists of the member's practice. A guest signs in first and comes back
 * here; an admin is told the page is a doctor's.
 */
export function ListsRoute() {
  useDocumentTitle(s.title);

  return (
    <DoctorPage title={s.title} className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 lg:px-8">
      {() => (
        <>
          <PageHeading className="mb-2">{s.title}</PageHeading>
          <SignedInLists />
        </>
      )}
    </DoctorPage>
  );
}
