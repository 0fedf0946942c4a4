import { ordersScreenMessages } from '@shop/contract/order-messages';
import { parsePathId } from '@shop/contract/pages';
import { recallMessages as m, recallTitle } from '@shop/contract/recall';
import { FileWarning } from 'lucide-react';
import { Navigate, useLocation, useParams } from 'react-router';
import { DoctorOnlyNotice } from '@/components/doctor-only-notice';
import { QueryView } from '@/components/ui/list-states';
import { GoHomeButton, NotFoundPage } from '@/components/ui/not-found-page';
import { PageSpinner } from '@/components/ui/spinner';
import { useUser } from '@/features/auth/api/get-user';
import { loginPathBackTo } from '@/features/auth/auth-user';
import { isUnauthorized, signInAgainOrToast, useLoginRedirectOn401 } from '@/lib/login-redirect';
import { isRecallNotFound, useAcknowledgeRecall, useRecallNotice } from '@/features/recalls/api/recalls';
import { RecallNoticeSkeleton, RecallNoticeView } from '@/features/recalls/components/recall-notice';
import { recallNoticeMessages as recallNoticeLabels } from '@shop/contract/recall';
import { getErrorMessage } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';

function RecallNotFound() {
  return (
    <NotFoundPage
      mark={<FileWarning aria-hidden="true" className="size-14 text-muted-foreground" />}
      title={m.notFound}
      text={recallNoticeLabels.notFoundText}
    >
      <GoHomeButton />
    </NotFoundPage>
  );
}

function onAcknowledgeFailed(error: unknown) {
  signInAgainOrToast(error, {
    title: recallNoticeLabels.acknowledgeFailed,
    description: getErrorMessage(error, recallNoticeLabels.acknowledgeFailedText),
  });
}

type NoticeQuery = ReturnType<typeof useRecallNotice>;

/** The notice itself, for a signed-in doctor: on its way to sign in, failed, loading, or the notice. */
function DoctorRecallNotice({ id, notice }: { id: number; notice: NoticeQuery }) {
  const acknowledge = useAcknowledgeRecall(onAcknowledgeFailed);
  // useLoginRedirectOn401 shows the toast and sends the browser to sign in.
  const content = isUnauthorized(notice.error) ? (
    <PageSpinner label={ordersScreenMessages.redirectingToLogin} />
  ) : (
    <QueryView
      query={notice}
      error={{ title: recallNoticeLabels.loadFailed, text: recallNoticeLabels.loadFailedHint }}
      loading={<RecallNoticeSkeleton />}
    >
      {(read) => (
        <RecallNoticeView
          notice={read}
          acknowledging={acknowledge.isPending}
          onAcknowledge={(unitsOnHand) => acknowledge.mutate({ id, unitsOnHand })}
        />
      )}
    </QueryView>
  );
  return <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 lg:px-8">{content}</div>;
}

/**
 * /recalls/{id}: a recall notice for the doctor whose clinic received the recalled lots (issue 20),
 * linked from the banner and the notice e-mail. A guest is sent to sign in and comes back here; an
 * admin is told this is a doctor's page; an id that is malformed, unknown or another clinic's shows
 * "Recall not found".
 */
export function RecallRoute() {
  const params = useParams();
  const id = parsePathId(params.id);
  const { data: auth, isPending } = useUser();
  const location = useLocation();
  // Only a doctor reads the notice; signing out in this tab makes `auth` null, so the screen goes to
  // sign in rather than asking again.
  const notice = useRecallNotice(id, auth?.isAdmin === false);
  useLoginRedirectOn401(notice.error);
  const notFound = id === undefined || isRecallNotFound(notice.error);
  useDocumentTitle(notFound ? m.notFound : recallTitle(id));

  if (notFound) return <RecallNotFound />;
  if (isPending) return <PageSpinner label={recallNoticeLabels.loading} />;
  if (!auth) return <Navigate to={loginPathBackTo(location.pathname)} replace />;
  if (auth.isAdmin) return <DoctorOnlyNotice title={recallTitle(id)} />;
  return <DoctorRecallNotice id={id} notice={notice} />;
}
