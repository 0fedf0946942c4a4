import { SavedAddressInput, type SavedAddress } from '@shop/contract/account-schemas';
import { ADDRESS_LABEL_MAX, accountMessages as m } from '@shop/contract/account-messages';
import { DEFAULT_COUNTRY } from '@shop/contract/checkout-schemas';
import type { ChangeEvent, SubmitEvent } from 'react';
import { Button } from '@/components/ui/button';
import { DialogCancel, DialogFooter, DialogHeader } from '@/components/ui/dialog';
import { FormErrorSummary } from '@/components/ui/form-error-summary';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { zodFieldErrors } from '@/lib/form';
import { useCheckedForm, type FormCheck } from '@/lib/use-checked-form';
import { ADDRESS_PARTS } from '@shop/contract/postal-address';
import { addressValuesOf, type AddressValues } from '@/lib/postal-address';
import { useCreateAddress } from '../api/create-address';
import { useUpdateAddress } from '../api/update-address';
import { AddressFields } from '@/components/address-fields';

type Values = { label: string } & AddressValues;

const newValues = (): Values => ({
  label: '',
  ...addressValuesOf({
    clinicName: '',
    street: '',
    city: '',
    state: '',
    zipCode: '',
    country: DEFAULT_COUNTRY,
  }),
});

/** The contract's rules (the server's too), a message per field. */
function validateAddress(values: Values): FormCheck<SavedAddressInput> {
  const parsed = SavedAddressInput.safeParse(values);
  return parsed.success ? { ok: true, body: values } : { ok: false, errors: zodFieldErrors(parsed.error) };
}

/** The form of one address, checked before it is sent; a refusal's messages go beside their fields. */
export function AddressForm({ address, close }: { address: SavedAddress | undefined; close: () => void }) {
  const { values, set, errors, errorCount, formRef, check, showServerErrors } = useCheckedForm(
    (): Values => (address ? { label: address.label, ...addressValuesOf(address) } : newValues()),
    validateAddress,
  );
  const create = useCreateAddress();
  const update = useUpdateAddress();
  const pending = create.isPending || update.isPending;

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const { name, value } = event.target;
    if (name === 'label' || (ADDRESS_PARTS as readonly string[]).includes(name))
      set(name as keyof Values, value);
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = check();
    if (!body) return;
    const options = {
      onSuccess: () => {
        toast({ title: m.addressSaved, description: body.label });
        close();
      },
      onError: (error: unknown) => {
        showServerErrors(error);
        toast({
          variant: 'destructive',
          title: m.saveFailed,
          description: getErrorMessage(error, m.saveFailedText),
        });
      },
    };
    if (address) update.mutate({ id: address.id, address: body }, options);
    else create.mutate(body, options);
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="grid gap-4" aria-busy={pending || undefined}>
      <DialogHeader title={address ? m.editAddress : m.addAddress} description={m.addressBookHint} />
      <FormErrorSummary count={errorCount} />
      <FormField name="label" label={m.addressNameLabel} error={errors.label}>
        {(control) => (
          <Input
            {...control}
            value={values.label}
            onChange={onChange}
            placeholder={m.addressNamePlaceholder}
            maxLength={ADDRESS_LABEL_MAX}
          />
        )}
      </FormField>
      <AddressFields
        section="shipping"
        nameOf={(part) => part}
        value={(part) => values[part]}
        error={(part) => errors[part]}
        onChange={onChange}
      />
      <DialogFooter>
        <DialogCancel disabled={pending} />
        <Button type="submit" disabled={pending}>
          {pending && <Spinner />}
          {m.saveAddress}
        </Button>
      </DialogFooter>
    </form>
  );
}
