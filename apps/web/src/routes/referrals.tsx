import { referralMessages } from '@shop/contract/support-messages';
import { BadgeCheck, Handshake, Rocket } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { IconPointList, withIcons } from '@/components/icon-point';
import { PageSpinner } from '@/components/ui/spinner';
import { getAccountQueryOptions } from '@/features/account/api/get-account';
import { useUser } from '@/features/auth/api/get-user';
import { ReferralForm, referralDefaultsOf } from '@/features/support/components/referral-form';
import { SupportFormLayout } from '@/features/support/components/support-form-card';
import { useDocumentTitle } from '@/lib/use-document-title';

const BENEFIT_ICONS = [BadgeCheck, Rocket, Handshake] as const;

/** The form, started from a signed-in doctor's account once it is read (or could not be). */
function ReferralFormWithAccount() {
  const { data: auth, isPending } = useUser();
  const doctorId = auth && !auth.isAdmin ? auth.user.id : undefined;
  const account = useQuery({ ...getAccountQueryOptions(doctorId ?? 0), enabled: doctorId !== undefined });
  if (isPending || (doctorId !== undefined && account.isPending)) {
    return <PageSpinner label="Loading the form" />;
  }
  return <ReferralForm defaults={account.data ? referralDefaultsOf(account.data) : {}} />;
}

/** /referrals: the Doctor Referral Program (docs/product.md, Newsletter, contact and referrals). */
export function ReferralsRoute() {
  useDocumentTitle(referralMessages.title);

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-10 sm:px-6 lg:px-8">
      <header className="grid gap-3">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{referralMessages.title}</h1>
        <p className="max-w-3xl text-lg text-muted-foreground">{referralMessages.intro}</p>
      </header>

      <SupportFormLayout
        title={referralMessages.formTitle}
        form={<ReferralFormWithAccount />}
        columns="lg:grid-cols-[2fr_1fr]"
        aside={
          <IconPointList
            id="benefits-title"
            title={referralMessages.benefitsTitle}
            points={withIcons(referralMessages.benefits, BENEFIT_ICONS)}
            pointClassName="rounded-xl border bg-card p-5 shadow-sm"
          />
        }
      />
    </div>
  );
}
