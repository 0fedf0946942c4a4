import { accountMessages } from '@shop/contract/account-messages';
import { accountLicenceDocumentPath, licenceMessages as m } from '@shop/contract/licence';
import type { LicenceStatus } from '@shop/contract/licence-schemas';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FactList } from '@/components/ui/fact-list';
import { HeadedSection } from '@/components/ui/headed-section';
import { QueryView } from '@/components/ui/list-states';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format';
import { useLicence } from '../api/licence';

// The form (and the contract's zod schema it checks with) loads only when it is shown.
const RenewalForm = lazy(() => import('./renewal-form'));

/** The anchor reminders, lapse notices and checkout link to (LICENCE_RENEWAL_PATH). */
const SECTION_ID = 'licence';

function StateBadge({ licence }: { licence: LicenceStatus }) {
  switch (licence.state) {
    case 'expired':
      return <Badge variant="destructive">{m.expired}</Badge>;
    case 'expiring':
      return <Badge variant="warning">{m.expiringIn(licence.daysLeft ?? 0)}</Badge>;
    case 'valid':
      return <Badge variant="secondary">{m.valid}</Badge>;
    case 'none':
      return null;
  }
}

/** What became of the doctor's latest renewal: waiting (with its document), or the rejection's reason. */
function RenewalState({ renewal }: { renewal: NonNullable<LicenceStatus['latestRenewal']> }) {
  if (renewal.status === 'pending') {
    return (
      <div className="grid gap-1 rounded-md bg-warning p-3 text-sm text-warning-foreground">
        <Badge variant="outline" className="justify-self-start border-current bg-transparent text-current">
          {m.renewalUnderReview}
        </Badge>
        <p>{m.renewalSubmittedOn(formatDateTime(renewal.submittedAt))}</p>
        <a className="underline underline-offset-4" href={accountLicenceDocumentPath(renewal.id)}>
          {m.viewDocument}
        </a>
      </div>
    );
  }
  if (renewal.status === 'rejected' && renewal.reason) {
    return <p className="rounded-md bg-accent p-3 text-sm">{m.renewalRejected(renewal.reason)}</p>;
  }
  return null;
}

/**
 * The account page's licence (issue 20): its number, college, province and expiry with its state
 * today, the latest renewal, and the renewal form: open at once when the licence has lapsed or
 * expires within 60 days, behind a button otherwise; none while a renewal waits for review.
 */
export function LicencePanel({ accountId }: { accountId: number }) {
  const licence = useLicence(accountId);
  const [formOpen, setFormOpen] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const { hash } = useLocation();
  const loaded = licence.data !== undefined;

  // Followed from a reminder or checkout (/account#licence): the section is shown and announced.
  useEffect(() => {
    if (hash === `#${SECTION_ID}` && loaded) {
      heading.current?.scrollIntoView({ block: 'start' });
      heading.current?.focus({ preventScroll: true });
    }
  }, [hash, loaded]);

  const data = licence.data;
  const pending = data?.latestRenewal?.status === 'pending';
  const showForm =
    data !== undefined && !pending && (formOpen || data.state === 'expired' || data.state === 'expiring');

  return (
    <HeadedSection
      panel
      title={accountMessages.licenceHeading}
      id={SECTION_ID}
      headingRef={heading}
      className="scroll-mt-24"
    >
      <QueryView
        query={licence}
        error={{ size: 'block', title: accountMessages.loadFailed }}
        loading={<Spinner label="Loading your licence" />}
      >
        {(read) => (
          <>
            <FactList
              rows={[
                [m.licenceNumber, read.licenseNumber],
                [m.college, read.collegeName],
                [m.province, read.provinceState],
                [
                  m.expires,
                  read.expiryDate ? (
                    <span className="flex flex-wrap items-center gap-2">
                      {read.expiryDate} <StateBadge licence={read} />
                    </span>
                  ) : (
                    m.noExpiry
                  ),
                ],
              ]}
            />
            {read.latestRenewal && <RenewalState renewal={read.latestRenewal} />}
            {showForm ? (
              <Suspense fallback={<Spinner label="Loading the renewal form" />}>
                <RenewalForm accountId={accountId} currentNumber={read.licenseNumber} />
              </Suspense>
            ) : (
              !pending && (
                <Button variant="outline" className="justify-self-start" onClick={() => setFormOpen(true)}>
                  {m.renewTitle}
                </Button>
              )
            )}
          </>
        )}
      </QueryView>
    </HeadedSection>
  );
}
