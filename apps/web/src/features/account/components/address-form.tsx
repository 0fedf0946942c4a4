import { SavedAddressInput, type SavedAddress } from '@shop/contract/account-schemas';
import { ADDRESS_LABEL_MAX, accountMessages as m } from '@shop/contract/account-messages';
import { DEFAULT_COUNTRY } from '@shop/contract/checkout-schemas';
import type { ChangeEvent } from 'react';
import { DialogForm } from '@/components/ui/dialog-form';
import { InputField } from '@/components/ui/form-field';
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
  const form = useCheckedForm(
    (): Values => (address ? { label: address.label, ...addressValuesOf(address) } : newValues()),
    validateAddress,
  );
  const { values, set, errors, submitWith, showServerErrors } = form;
  const create = useCreateAddress();
  const update = useUpdateAddress();
  const pending = create.isPending || update.isPending;

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const { name, value } = event.target;
    if ((ADDRESS_PARTS as readonly string[]).includes(name)) set(name as keyof Values, value);
  };

  const submit = submitWith(pending, (body) => {
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
  });

  return (
    <DialogForm
      title={address ? m.editAddress : m.addAddress}
      description={m.addressBookHint}
      form={form}
      busy={pending}
      onSubmit={submit}
      submitLabel={m.saveAddress}
    >
      <InputField
        {...form.text('label')}
        label={m.addressNameLabel}
        placeholder={m.addressNamePlaceholder}
        maxLength={ADDRESS_LABEL_MAX}
      />
      <AddressFields
        section="shipping"
        nameOf={(part) => part}
        value={(part) => values[part]}
        error={(part) => errors[part]}
        onChange={onChange}
      />
    </DialogForm>
  );
}
