import type { SavedAddress } from '@shop/contract/account-schemas';
import { accountMessages } from '@shop/contract/account-messages';
import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/select';

type SavedAddressPickerProps = {
  addresses: readonly SavedAddress[];
  kind: 'shipping' | 'billing';
  onPick: (address: SavedAddress) => void;
};

/** A choice of the address book's addresses that fills the address below it; the choice itself is not kept. */
export function SavedAddressPicker({ addresses, kind, onPick }: SavedAddressPickerProps) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{accountMessages.pickSavedAddress}</Label>
      <NativeSelect
        id={id}
        name={`${kind}-saved-address`}
        value=""
        onChange={(event) => {
          const picked = addresses.find((address) => String(address.id) === event.target.value);
          if (picked) onPick(picked);
        }}
      >
        <option value="">{accountMessages.choosePlaceholder}</option>
        {addresses.map((address) => (
          <option key={address.id} value={address.id}>
            {`${address.label} — ${address.street}, ${address.city}`}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
