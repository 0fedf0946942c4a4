import type { AccountDetails } from '@shop/contract/account-schemas';
import { accountMessages as m } from '@shop/contract/account-messages';
import { DoctorPage } from '@/app/doctor-page';
import { Badge } from '@/components/ui/badge';
import { FactList, type Fact } from '@/components/ui/fact-list';
import { HeadedSection } from '@/components/ui/headed-section';
import { QueryView } from '@/components/ui/list-states';
import { PageSpinner } from '@/components/ui/spinner';
import { useAccount } from '@/features/account/api/get-account';
import { AddressBook } from '@/features/account/components/address-book';
import { ChangePasswordPanel } from '@/features/auth/components/change-password-panel';
import { EmailPreferencesPanel } from '@/features/account/components/email-preferences';
import { LicencePanel } from '@/features/account/components/licence-panel';
import { PracticePanel } from '@/features/account/components/practice-panel';
import { StatementsPanel } from '@/features/account/components/statements-panel';
import { formatOrderDate } from '@/features/orders/order-format';
import { PracticeAccountPanel } from '@/features/practice/components/practice-account';
import { PracticeSection } from '@/features/practice/components/practice-section';
import { AccountRecallsPanel } from '@/features/recalls/components/account-recalls';
import { useDocumentTitle } from '@/lib/use-document-title';

function Facts({ title, rows }: { title: string; rows: Fact[] }) {
  return (
    <HeadedSection panel title={title}>
      <FactList rows={rows} />
    </HeadedSection>
  );
}

function AccountPage({ account }: { account: AccountDetails }) {
  return (
    <div className="grid gap-6">
      <div className="grid gap-6 lg:grid-cols-2">
        <Facts
          title={m.detailsHeading}
          rows={[
            ['Name', account.fullName],
            ['E-mail', account.email],
            [
              'Status',
              account.status === 'approved' ? (
                <Badge variant="secondary">{m.approved}</Badge>
              ) : (
                <Badge variant="warning">{m.pendingReview}</Badge>
              ),
            ],
            ['Member since', formatOrderDate(account.memberSince)],
          ]}
        />
        <LicencePanel accountId={account.id} />
        <PracticePanel account={account} />
        <EmailPreferencesPanel accountId={account.id} />
        <StatementsPanel months={account.statementMonths} />
        <ChangePasswordPanel />
      </div>
      <AddressBook accountId={account.id} />
      <PracticeSection accountId={account.id} />
      <PracticeAccountPanel accountId={account.id} />
      <AccountRecallsPanel />
    </div>
  );
}

function DoctorAccount({ accountId }: { accountId: number }) {
  const account = useAccount(accountId);
  return (
    <QueryView
      query={account}
      error={{ title: m.loadFailed, text: 'Check your connection and try again.' }}
      loading={<PageSpinner label="Loading your account" />}
    >
      {(read) => (
        <>
          <h1 className="mb-6 text-3xl font-bold tracking-tight">{m.title}</h1>
          <AccountPage account={read} />
        </>
      )}
    </QueryView>
  );
}

/**
 * /account: the signed-in doctor's details, licence (and its renewal), practice, e-mail preferences,
 * statements, password, address book, then their practice with its members (issue 39) and recalls
 * (issue 38): last, as their reads are not in the page.
 */
export function AccountRoute() {
  useDocumentTitle(m.title);

  return (
    <DoctorPage
      title={m.title}
      loading="Loading your account"
      className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:px-8"
    >
      {(doctor) => <DoctorAccount accountId={doctor.id} />}
    </DoctorPage>
  );
}
