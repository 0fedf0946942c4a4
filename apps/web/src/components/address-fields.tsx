import type { ChangeEvent, ReactNode } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select';
import { ADDRESS_PARTS, type AddressPart } from '@shop/contract/postal-address';

const LABELS: Record<AddressPart, string> = {
  clinicName: 'Clinic Name',
  street: 'Street Address',
  city: 'City',
  state: 'State / Province',
  zipCode: 'ZIP / Postal Code',
  country: 'Country',
};

const AUTOCOMPLETE: Record<AddressPart, string> = {
  clinicName: 'organization',
  street: 'street-address',
  city: 'address-level2',
  state: 'address-level1',
  zipCode: 'postal-code',
  country: 'country-name',
};

/** The full-width parts; the others go two to a row from a small screen up. */
const WIDE: ReadonlySet<AddressPart> = new Set(['clinicName', 'street']);

type AddressFieldsProps = {
  /** The input's name for a part (the checkout's `shippingAddress.street`, the address book's `street`). */
  nameOf: (part: AddressPart) => string;
  value: (part: AddressPart) => string;
  error: (part: AddressPart) => string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
  /**
   * The countries to choose from (the shipping zones' countries), making Country a select; the
   * address's own country stays offered when it is not one of them. None: Country is typed.
   */
  countryOptions?: readonly string[];
  /** The autocomplete section: `shipping` or `billing`. */
  section: 'shipping' | 'billing';
  /** Every part optional (a billing address of its own); else only the clinic's name is. */
  allOptional?: boolean;
  /** Shown above the fields (the checkout's saved-address picker). */
  children?: ReactNode;
};

/** One postal address's six fields, labelled and laid out the same in the checkout and the address book. */
export function AddressFields({
  nameOf,
  value,
  error,
  onChange,
  section,
  allOptional,
  countryOptions = [],
  children,
}: AddressFieldsProps) {
  const country = value('country');
  const countryChoices =
    country && !countryOptions.includes(country) ? [country, ...countryOptions] : countryOptions;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {children && <div className="sm:col-span-2">{children}</div>}
      {ADDRESS_PARTS.map((part) => (
        <div key={part} className={WIDE.has(part) ? 'sm:col-span-2' : undefined}>
          <FormField
            name={nameOf(part)}
            label={LABELS[part]}
            error={error(part)}
            optional={allOptional === true || part === 'clinicName'}
          >
            {(control) =>
              part === 'country' && countryOptions.length > 0 ? (
                <NativeSelect
                  {...control}
                  value={country}
                  onChange={onChange}
                  autoComplete={`${section} ${AUTOCOMPLETE[part]}`}
                >
                  {!country && <option value="">Choose a country</option>}
                  {countryChoices.map((choice) => (
                    <option key={choice} value={choice}>
                      {choice}
                    </option>
                  ))}
                </NativeSelect>
              ) : (
                <Input
                  {...control}
                  value={value(part)}
                  onChange={onChange}
                  autoComplete={`${section} ${AUTOCOMPLETE[part]}`}
                />
              )
            }
          </FormField>
        </div>
      ))}
    </div>
  );
}
