import type { AccountDetails } from '@shop/contract/account-schemas';
import { accountMessages as m } from '@shop/contract/account-messages';
import { PracticeAddressBody } from '@shop/contract/auth-schemas';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FactList } from '@/components/ui/fact-list';
import { HeadedSection } from '@/components/ui/headed-section';
import { PracticeAddressFields } from '@/components/practice-address-fields';
import { getErrorMessage } from '@/lib/api-client';
import { showServerFieldErrors } from '@/lib/form';
import { toast } from '@/lib/use-toast';
import { useParsedForm } from '@/lib/use-field-errors';
import { useUpdatePracticeAddress } from '../api/practice-address';

/** The practice address's form, by the registration's rules; closes once the address is saved. */
function PracticeAddressForm({ account, close }: { account: AccountDetails; close?: () => void }) {
  const update = useUpdatePracticeAddress();
  const { errors, formProps } = useParsedForm(PracticeAddressBody, (body, { form, setErrors }) =>
    update.mutate(body, {
      onSuccess: (saved) => {
        toast({ title: m.practiceAddressSaved, description: saved.practiceAddress ?? undefined });
        close?.();
      },
      onError: (error) => {
        showServerFieldErrors(error, form, setErrors);
        toast({
          variant: 'destructive',
          title: m.practiceAddressSaveFailed,
          description: getErrorMessage(error, m.saveFailedText),
        });
      },
    }),
  );

  return (
    <form {...formProps} className="grid gap-4">
      <PracticeAddressFields errors={errors} defaults={account} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={update.isPending} busy={update.isPending}>
          {m.savePracticeAddress}
        </Button>
        {close && (
          <Button type="button" variant="outline" onClick={close} disabled={update.isPending}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}

/**
 * The registered practice on /account: its name and address (the line composed from the parts). An
 * address with a part missing (issue 38: registered as one line, or not split by migration 0043) asks
 * to be completed, with its form open; a whole one can be edited.
 */
export function PracticePanel({ account }: { account: AccountDetails }) {
  const [editing, setEditing] = useState(false);
  return (
    <HeadedSection panel title={m.practiceHeading}>
      <FactList
        rows={[
          ['Practice', account.practiceName],
          ['Address', account.practiceAddress],
        ]}
      />
      {account.practiceAddressIncomplete ? (
        <>
          <p className="rounded-lg border border-warning bg-warning/10 p-3 text-sm text-foreground">
            {m.practiceAddressIncomplete}
          </p>
          <PracticeAddressForm account={account} />
        </>
      ) : editing ? (
        <PracticeAddressForm account={account} close={() => setEditing(false)} />
      ) : (
        <div>
          <Button type="button" variant="outline" size="sm" onClick={() => setEditing(true)}>
            {m.editPracticeAddress}
          </Button>
        </div>
      )}
    </HeadedSection>
  );
}
