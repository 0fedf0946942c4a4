import { supplyListScreenMessages as s } from '@shop/contract/supply-lists';
import { Navigate, useLocation } from 'react-router';
import { DoctorOnlyNotice } from '@/components/doctor-only-notice';
import { PageHeading } from '@/components/ui/page-heading';
import { PageSpinner } from '@/components/ui/spinner';
import { useUser } from '@/features/auth/api/get-user';
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
  const { data: auth, isPending } = useUser();
  const location = useLocation();
  useDocumentTitle(s.title);

  let content;
  if (isPending) content = <PageSpinner label={s.title} />;
  else if (!auth) return <Navigate to={`/login?redirect=${encodeURIComponent(location.pathname)}`} replace />;
  else if (auth.isAdmin) content = <DoctorOnlyNotice title={s.title} />;
  else {
    content = (
      <>
        <PageHeading className="mb-2">{s.title}</PageHeading>
        <SignedInLists />
      </>
    );
  }
  return <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 lg:px-8">{content}</div>;
}
