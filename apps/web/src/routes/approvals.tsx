import { signOffMessages } from '@shop/contract/practice-messages';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { DoctorPage } from '@/app/doctor-page';
import { Alert } from '@/components/ui/alert';
import { approvalsScreenMessages as s } from '@/features/approvals/approvals-screen-messages';
import { ApprovalsOverview } from '@/features/approvals/components/approvals-overview';
import { isSentForSignOff } from '@/features/approvals/sent-for-sign-off';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * Checkout's word that the order was held for a sign-off, said once: the history entry loses it at
 * once, so a reload or a return to the page shows the lists alone.
 */
function useSentForSignOffNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const [sent] = useState(() => isSentForSignOff(location.state));
  const { pathname, search } = location;
  const state: unknown = location.state;
  useEffect(() => {
    if (isSentForSignOff(state)) {
      void navigate(`${pathname}${search}`, { replace: true, state: null, preventScrollReset: true });
    }
  }, [pathname, search, state, navigate]);
  return sent;
}

/**
 * /approvals (issue 39): a practice's orders held for a sign-off, those this member may decide and
 * their own. A guest signs in first and comes back here; an admin is told the page is a doctor's.
 */
export function ApprovalsRoute() {
  const sentForSignOff = useSentForSignOffNotice();
  useDocumentTitle(s.title);

  return (
    <DoctorPage
      title={s.title}
      loading={s.loading}
      className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 lg:px-8"
    >
      {(doctor) => (
        <>
          <h1 className="mb-6 text-3xl font-bold tracking-tight">{s.title}</h1>
          {sentForSignOff && <Alert className="mb-6">{signOffMessages.sentForSignOff}</Alert>}
          <ApprovalsOverview accountId={doctor.id} />
        </>
      )}
    </DoctorPage>
  );
}
