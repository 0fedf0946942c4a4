import type { SavedAddress } from '@shop/contract/account-schemas';
import { MAX_SAVED_ADDRESSES, accountMessages as m } from '@shop/contract/account-messages';
import { MapPin, Pencil, Plus, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { FocusHeading } from '@/components/ui/focus-heading';
import { Button } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-dialog';
import { ListEmpty, ListLoading, QueryView } from '@/components/ui/list-states';
import { toast } from '@/lib/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useDeleteAddress } from '../api/delete-address';
import { useSavedAddresses } from '../api/get-saved-addresses';
import { AddressDialog, preloadAddressForm } from './address-dialog';

function addressText(address: SavedAddress): string[] {
  return [
    address.clinicName ?? '',
    address.street,
    `${address.city}, ${address.state} ${address.zipCode}`,
    address.country,
  ].filter(Boolean);
}

function AddressCard({ address, onDeleted }: { address: SavedAddress; onDeleted: () => void }) {
  const [editing, setEditing] = useState(false);
  const remove = useDeleteAddress();
  return (
    <li className="flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="grid min-w-0 gap-1">
        <p className="flex items-center gap-2 font-medium break-words">
          <MapPin aria-hidden="true" className="size-4 shrink-0 text-primary" />
          {address.label}
        </p>
        <address className="text-sm text-muted-foreground not-italic">
          {addressText(address).map((line, index) => (
            <span key={index} className="block break-words">
              {line}
            </span>
          ))}
        </address>
      </div>
      <div className="flex gap-2">
        <AddressDialog
          open={editing}
          onOpenChange={setEditing}
          address={address}
          trigger={
            <Button
              type="button"
              variant="outline"
              size="sm"
              aria-label={`${m.editAddress}: ${address.label}`}
              onPointerEnter={preloadAddressForm}
              onFocus={preloadAddressForm}
            >
              <Pencil aria-hidden="true" />
              Edit
            </Button>
          }
        />
        <ConfirmButton
          label="Delete"
          accessibleName={`${m.deleteAddress}: ${address.label}`}
          icon={<Trash2 aria-hidden="true" />}
          pending={remove.isPending}
          title={m.deleteAddress}
          text={m.deleteAddressConfirm(address.label)}
          confirmLabel="Delete"
          pendingLabel="Deleting…"
          onConfirm={() =>
            remove.mutateAsync(address.id).then(
              () => toast({ title: m.addressDeleted, description: address.label }),
              (error: unknown) =>
                toast({
                  variant: 'destructive',
                  title: m.deleteFailed,
                  description: getErrorMessage(error, m.saveFailedText),
                }),
            )
          }
          focusAfter={onDeleted}
        />
      </div>
    </li>
  );
}

/** The doctor's address book: each address with Edit and Delete, and Add address while there is room. */
export function AddressBook({ accountId }: { accountId: number }) {
  const addresses = useSavedAddresses(accountId);
  const [adding, setAdding] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const list = addresses.data?.addresses;
  const full = (list?.length ?? 0) >= MAX_SAVED_ADDRESSES;

  return (
    <section
      aria-labelledby="address-book-heading"
      className="grid gap-4 rounded-xl border bg-card p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-1">
          <FocusHeading
            level={2}
            id="address-book-heading"
            ref={headingRef}
            className="text-lg font-semibold"
          >
            {m.addressBookHeading}
          </FocusHeading>
          <p className="text-sm text-muted-foreground">{m.addressBookHint}</p>
        </div>
        {list && !full && (
          <AddressDialog
            open={adding}
            onOpenChange={setAdding}
            trigger={
              <Button type="button" onPointerEnter={preloadAddressForm} onFocus={preloadAddressForm}>
                <Plus aria-hidden="true" />
                {m.addAddress}
              </Button>
            }
          />
        )}
      </div>
      {full && <p className="text-sm text-muted-foreground">{m.addressLimit}</p>}
      <QueryView
        query={addresses}
        error={{ size: 'block', title: m.loadFailed, text: 'Check your connection and try again.' }}
        loading={<ListLoading label="Loading the address book" />}
      >
        {({ addresses: saved }) =>
          saved.length === 0 ? (
            <ListEmpty icon={MapPin} text={m.noAddresses} />
          ) : (
            <ul className="grid gap-3">
              {saved.map((address) => (
                <AddressCard
                  key={address.id}
                  address={address}
                  onDeleted={() => headingRef.current?.focus()}
                />
              ))}
            </ul>
          )
        }
      </QueryView>
    </section>
  );
}
