import { parsePathId } from '@shop/contract/pages';
import { supplyListScreenMessages as s } from '@shop/contract/supply-lists';
import { useParams } from 'react-router';
import { DoctorPage } from '@/app/doctor-page';
import { BackLink } from '@/components/ui/back-link';
import { ButtonLink } from '@/components/ui/button-link';
import { QueryView } from '@/components/ui/list-states';
import { NotFoundPage } from '@/components/ui/not-found-page';
import { PageSpinner } from '@/components/ui/spinner';
import { useOrderAgainCart } from '@/app/use-order-again-cart';
import { isListNotFound, useList } from '@/features/lists/api/lists';
import { ListView } from '@/features/lists/components/list-view';
import { usePractice } from '@/features/practice/api/get-practice';
import { useLoginRedirectOn401 } from '@/lib/login-redirect';
import { useDocumentTitle } from '@/lib/use-document-title';

function ListNotFound() {
  return (
    <NotFoundPage mark="404" title={s.notFoundTitle} text={s.notFoundText}>
      <ButtonLink to="/lists">{s.backToLists}</ButtonLink>
    </NotFoundPage>
  );
}

/** One list, read for the signed-in member; its page may change it unless the member is a bookkeeper. */
function SignedInList({ id, accountId }: { id: number | undefined; accountId: number }) {
  const list = useList(id);
  const practice = usePractice(accountId);
  const onCartChanged = useOrderAgainCart();
  useLoginRedirectOn401(list.error);
  const notFound = id === undefined || isListNotFound(list.error);
  useDocumentTitle(notFound ? s.notFoundTitle : (list.data?.name ?? s.title));
  if (notFound) return <ListNotFound />;
  return (
    <>
      <BackLink to="/lists">{s.backToLists}</BackLink>
      <QueryView
        query={list}
        error={{ title: s.loadListFailed, text: s.loadFailedHint }}
        loading={<PageSpinner label={s.title} />}
      >
        {(read) => (
          <ListView
            list={read}
            editable={practice.data?.role !== 'bookkeeper'}
            onCartChanged={onCartChanged}
          />
        )}
      </QueryView>
    </>
  );
}

/**
 * /lists/{id} (issue 41): a supply list's page. A guest signs in first and comes back here; an admin
 * is told the page is a doctor's; another practice's list, or another member's private one, is not
 * found.
 */
export function ListRoute() {
  const params = useParams();
  const id = parsePathId(params.id);
  return (
    <DoctorPage title={s.title} className="mx-auto flex w-full max-w-6xl flex-col px-4 py-6 sm:px-6 lg:px-8">
      {(doctor) => <SignedInList id={id} accountId={doctor.id} />}
    </DoctorPage>
  );
}
