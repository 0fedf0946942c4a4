import type { SavedAddress } from '@shop/contract/account-schemas';
import { accountMessages as m } from '@shop/contract/account-messages';
import { Suspense, type ReactNode } from 'react';
import { DialogHeader, FormDialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { lazyWithPreload } from '@/lib/lazy-with-preload';

/**
 * The form, with the contract's rules it checks (zod) and its fields, loads when a dialog first
 * opens, or ahead when its button is pointed at or focused (`preloadAddressForm`): the account page
 * is drawn without them.
 */
const addressForm = lazyWithPreload(() => import('./address-form').then((module) => module.AddressForm));
export const preloadAddressForm = () => void addressForm.preload();

type AddressDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The address to change; none adds one. */
  address?: SavedAddress;
  trigger?: ReactNode;
};

/** Adds an address to the book or changes one, in a dialog. */
export function AddressDialog({ open, onOpenChange, address, trigger }: AddressDialogProps) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} trigger={trigger} className="sm:max-w-xl">
      {(close) => (
        <Suspense
          fallback={
            <div className="grid gap-4" aria-busy="true">
              <DialogHeader title={address ? m.editAddress : m.addAddress} description={m.addressBookHint} />
              <div className="flex justify-center py-8">
                <Spinner label="Loading the form" />
              </div>
            </div>
          }
        >
          <addressForm.Component address={address} close={close} />
        </Suspense>
      )}
    </FormDialog>
  );
}
