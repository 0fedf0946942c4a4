import { cardDigits, cardTypeOf } from '@shop/contract/card';
import { ACCOUNT_TYPES, PO_NUMBER_MAX } from '@shop/contract/checkout-schemas';
import { documentMessages } from '@shop/contract/documents';
import type { CheckoutEligibility } from '@shop/contract/checkout-schemas';
import { creditMessages } from '@shop/contract/credit';
import { Building2, CreditCard, Landmark, NotebookPen, Stethoscope, Truck, Wallet } from 'lucide-react';
import {
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type ComponentProps,
  type SubmitEvent,
  type ReactNode,
} from 'react';
import { FormSection } from '@/components/ui/form-section';
import { ChoiceField, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { RadioCard } from '@/components/ui/radio-card';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import type { SavedAddress, SavedAddressInput } from '@shop/contract/account-schemas';
import { MAX_SAVED_ADDRESSES, accountMessages } from '@shop/contract/account-messages';
import { enterMovesToNextField } from '@/lib/form';
import { settings } from '@/lib/settings';
import { addressValuesOf } from '@/lib/postal-address';
import { AddressFields } from '@/components/address-fields';
import { SavedAddressPicker } from '@/components/saved-address-picker';
import {
  addressBookEntryOf,
  firstInvalidField,
  isInAddressBook,
  normalizeExpiryMonth,
  validateCheckout,
  withAddress,
  type CheckoutDetails,
  type CheckoutErrors,
  type CheckoutField,
  type CheckoutRules,
  type CheckoutValues,
} from '../checkout-form';
import { checkoutScreenMessages as s } from '../checkout-screen-messages';

export const CHECKOUT_FORM_ID = 'checkout-form';

type FieldProps = {
  name: CheckoutField;
  label: string;
  optional?: boolean;
  hint?: string;
} & Omit<ComponentProps<'input'>, 'name' | 'value' | 'onChange' | 'id'>;

type CheckoutFormProps = {
  initialValues: CheckoutValues;
  /** The doctor's address book, to fill an address from. */
  savedAddresses?: readonly SavedAddress[];
  /** Field errors the server gave for the last submission (a 400), shown on their fields. */
  serverErrors: CheckoutErrors | undefined;
  /** The details to order with, and the address-book entry to add once the order is placed, if ticked. */
  onSubmit: (details: CheckoutDetails, saveAddress: SavedAddressInput | undefined) => void;
  /** Told the shipping address's state and country as they start and each time they change. */
  onShippingAreaChange?: (area: { state: string; country: string }) => void;
  /** Why the shipping address's state cannot be shipped to (the quote's answer), shown at the field. */
  shippingStateError?: string | undefined;
  /** The countries the shop ships to (its shipping zones'): the shipping Country offers them; none, typed. */
  shippingCountries?: readonly string[] | undefined;
  /** The doctor's practice asks for a PO number on every order (issue 39): the field is required. */
  poNumberRequired?: boolean;
  /** The practice pays on account (issue 40): the form offers it beside the card and bank details. */
  onAccount?: CheckoutEligibility['onAccount'];
};

/** A section of the checkout's form. */
function Section(props: { title: string; icon: ReactNode; children: ReactNode }) {
  return <FormSection {...props} className="p-5" />;
}

/**
 * The checkout's five sections. Every rule is the contract's (the server applies the same ones):
 * messages appear on submit, then follow the person's corrections as they type; focus goes to the
 * first field that needs attention.
 */
export function CheckoutForm({
  initialValues,
  savedAddresses = [],
  serverErrors,
  onSubmit,
  onShippingAreaChange,
  shippingStateError,
  shippingCountries,
  poNumberRequired = false,
  onAccount,
}: CheckoutFormProps) {
  const rules: CheckoutRules = { poNumberRequired };
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [attempted, setAttempted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // A stray Enter in a field moves on instead of placing the order (issue 38).
  useEffect(() => (formRef.current ? enterMovesToNextField(formRef.current) : undefined), []);

  // Focus moves after the render that shows the messages, so the field's description is current.
  const [focusRequest, setFocusRequest] = useState<{ field: CheckoutField | undefined }>();
  useEffect(() => {
    if (!focusRequest?.field) return;
    const element = formRef.current?.elements.namedItem(focusRequest.field);
    if (element instanceof HTMLElement) element.focus();
  }, [focusRequest]);

  const shippingState = values['shippingAddress.state'];
  const shippingCountry = values['shippingAddress.country'];
  useEffect(() => {
    onShippingAreaChange?.({ state: shippingState, country: shippingCountry });
  }, [onShippingAreaChange, shippingState, shippingCountry]);

  // The server's own verdict on a submission (a rule only the server can check) is shown like the
  // page's own messages.
  const [shownServerErrors, setShownServerErrors] = useState(serverErrors);
  if (serverErrors !== shownServerErrors) {
    setShownServerErrors(serverErrors);
    if (serverErrors && Object.keys(serverErrors).length > 0) {
      setErrors(serverErrors);
      setAttempted(true);
      setFocusRequest({ field: firstInvalidField(serverErrors) });
    }
  }

  const update = (next: CheckoutValues) => {
    setValues(next);
    if (attempted) {
      const result = validateCheckout(next, rules);
      setErrors(result.ok ? {} : result.errors);
    }
  };

  const onFieldChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
    const { name, value } = event.target;
    update({ ...values, [name]: value });
  };

  // A shipping address the book does not hold yet may be saved to it; a full book says why it cannot.
  const inBook = isInAddressBook(values, savedAddresses);
  const bookFull = savedAddresses.length >= MAX_SAVED_ADDRESSES;
  const saveOffered = !inBook && !bookFull;

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    const result = validateCheckout(values, rules);
    if (!result.ok) {
      setErrors(result.errors);
      setFocusRequest({ field: firstInvalidField(result.errors) });
      return;
    }
    setErrors({});
    onSubmit(
      result.details,
      saveOffered && values.saveShippingAddress
        ? addressBookEntryOf(result.details.shippingAddress)
        : undefined,
    );
  };

  const field = ({ name, label, optional, hint, ...input }: FieldProps) => (
    <FormField
      name={name}
      label={label}
      error={errors[name]}
      optional={optional ?? false}
      {...(hint ? { hint } : {})}
    >
      {(control) => <Input {...control} {...input} value={values[name]} onChange={onFieldChange} />}
    </FormField>
  );

  const addressFields = (kind: 'shipping' | 'billing') => {
    const prefix = kind === 'shipping' ? 'shippingAddress' : 'billingAddress';
    return (
      <AddressFields
        section={kind}
        allOptional={kind === 'billing'}
        {...(kind === 'shipping' && shippingCountries ? { countryOptions: shippingCountries } : {})}
        nameOf={(part) => `${prefix}.${part}`}
        value={(part) => values[`${prefix}.${part}`]}
        error={(part) =>
          errors[`${prefix}.${part}`] ??
          (kind === 'shipping' && part === 'state' ? shippingStateError : undefined)
        }
        onChange={onFieldChange}
      >
        {savedAddresses.length > 0 && (
          <SavedAddressPicker
            addresses={savedAddresses}
            kind={kind}
            onPick={(address) => update(withAddress(values, prefix, addressValuesOf(address)))}
          />
        )}
      </AddressFields>
    );
  };

  const saveAddressBox = !inBook && (
    <div className="flex items-start gap-3">
      <Checkbox
        id="save-shipping-address"
        name="saveShippingAddress"
        className="mt-0.5"
        checked={saveOffered && values.saveShippingAddress}
        disabled={bookFull}
        aria-describedby={bookFull ? 'save-shipping-address-full' : undefined}
        onChange={(event) => update({ ...values, saveShippingAddress: event.target.checked })}
      />
      <div className="grid gap-1">
        <Label htmlFor="save-shipping-address">{accountMessages.saveToAddressBook}</Label>
        {bookFull && (
          <p id="save-shipping-address-full" className="text-sm text-muted-foreground">
            {accountMessages.addressLimit}
          </p>
        )}
      </div>
    </div>
  );

  const cardNumber = values['cardInfo.cardNumber'];
  const cardType = cardDigits(cardNumber) ? cardTypeOf(cardNumber) : undefined;
  const errorCount = Object.keys(errors).length;

  // The spec's payment: asked for unless the order goes on the practice's account.
  const cardAndBankSections = (
    <>
      <Section title="Banking Information" icon={<Landmark />}>
        <div className="grid gap-4 sm:grid-cols-2">
          {field({ name: 'doctorBankingInfo.bankName', label: 'Bank Name', autoComplete: 'off' })}
          <ChoiceField
            name="doctorBankingInfo.accountType"
            label="Account Type"
            error={errors['doctorBankingInfo.accountType']}
            value={values['doctorBankingInfo.accountType']}
            onChange={onFieldChange}
            placeholder="Select account type"
            options={ACCOUNT_TYPES}
            optionLabel={(type) => (type === 'checking' ? 'Checking' : 'Savings')}
          />
          {field({
            name: 'doctorBankingInfo.accountNumber',
            label: 'Account Number',
            inputMode: 'numeric',
            autoComplete: 'off',
          })}
          {field({
            name: 'doctorBankingInfo.routingNumber',
            label: 'Routing Number',
            inputMode: 'numeric',
            autoComplete: 'off',
          })}
        </div>
      </Section>

      <Section title="Card Information" icon={<CreditCard />}>
        <div className="grid gap-4 sm:grid-cols-6">
          <div className="sm:col-span-6">
            {field({
              name: 'cardInfo.cardNumber',
              label: 'Card Number',
              inputMode: 'numeric',
              autoComplete: 'cc-number',
              maxLength: 23,
              hint: cardType ? `Card type: ${cardType}` : 'Visa, Mastercard or American Express',
            })}
          </div>
          <div className="sm:col-span-2">
            {field({
              name: 'cardInfo.expiryMonth',
              label: 'Expiry Month',
              placeholder: 'MM',
              inputMode: 'numeric',
              autoComplete: 'cc-exp-month',
              maxLength: 2,
              // "8" becomes "08" as the field is left: the month as the rule and the card write it.
              onBlur: (event) => {
                const month = normalizeExpiryMonth(event.target.value);
                if (month !== event.target.value) update({ ...values, 'cardInfo.expiryMonth': month });
              },
            })}
          </div>
          <div className="sm:col-span-2">
            {field({
              name: 'cardInfo.expiryYear',
              label: 'Expiry Year',
              placeholder: 'YYYY',
              inputMode: 'numeric',
              autoComplete: 'cc-exp-year',
              maxLength: 4,
            })}
          </div>
          <div className="sm:col-span-2">
            {field({
              name: 'cardInfo.cvv',
              label: 'CVV',
              inputMode: 'numeric',
              autoComplete: 'cc-csc',
              maxLength: 4,
            })}
          </div>
          <div className="sm:col-span-6">
            {field({ name: 'cardInfo.cardholderName', label: 'Cardholder Name', autoComplete: 'cc-name' })}
          </div>
        </div>
      </Section>
    </>
  );

  return (
    <form id={CHECKOUT_FORM_ID} ref={formRef} noValidate onSubmit={submit} className="grid gap-6">
      {attempted && errorCount > 0 && (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive"
        >
          {errorCount === 1 ? 'One field needs your attention.' : `${errorCount} fields need your attention.`}
        </p>
      )}

      <Section title="Doctor Information" icon={<Stethoscope />}>
        <div className="grid gap-4 sm:grid-cols-2">
          {field({ name: 'doctorName', label: 'Doctor Name', autoComplete: 'name' })}
          {field({ name: 'doctorEmail', label: 'Email', type: 'email', autoComplete: 'email' })}
          {field({ name: 'doctorPhone', label: 'Phone', type: 'tel', autoComplete: 'tel', inputMode: 'tel' })}
          {field({
            name: 'institutionNumber',
            label: 'Institution Number',
            optional: true,
            autoComplete: 'off',
          })}
        </div>
      </Section>

      <Section title="Shipping Address" icon={<Truck />}>
        {addressFields('shipping')}
        {saveAddressBox}
      </Section>

      <Section title="Billing Address" icon={<Building2 />}>
        <div className="flex items-center gap-3">
          <Switch
            id="billing-same-as-shipping"
            name="billingSameAsShipping"
            checked={values.billingSameAsShipping}
            onChange={(event) => update({ ...values, billingSameAsShipping: event.target.checked })}
          />
          <Label htmlFor="billing-same-as-shipping">Billing address same as shipping</Label>
        </div>
        {!values.billingSameAsShipping && addressFields('billing')}
      </Section>

      {onAccount && (
        <Section title={creditMessages.paymentTitle} icon={<Wallet />}>
          <fieldset className="grid gap-2">
            <legend className="sr-only">{creditMessages.paymentTitle}</legend>
            <RadioCard
              name="paymentMethod"
              label={creditMessages.payOnAccount(
                onAccount.netDays,
                onAccount.availableCredit,
                settings.currency,
              )}
              hint={onAccount.onHold ? creditMessages.onHoldHint : undefined}
              checked={values.paymentMethod === 'on_account'}
              disabled={onAccount.onHold}
              onChoose={() => update({ ...values, paymentMethod: 'on_account' })}
            />
            <RadioCard
              name="paymentMethod"
              label={creditMessages.payByCard}
              checked={values.paymentMethod === 'credit_card'}
              onChoose={() => update({ ...values, paymentMethod: 'credit_card' })}
            />
          </fieldset>
        </Section>
      )}

      {values.paymentMethod === 'credit_card' && cardAndBankSections}

      <Section title="Additional Notes" icon={<NotebookPen />}>
        {field({
          name: 'poNumber',
          label: documentMessages.poNumber,
          optional: !poNumberRequired,
          hint: poNumberRequired ? s.poNumberRequiredHint : s.poNumberHint,
          maxLength: PO_NUMBER_MAX,
          autoComplete: 'off',
          spellCheck: false,
        })}
        <FormField name="notes" label="Notes for our team" error={errors.notes} optional>
          {(control) => (
            <Textarea
              {...control}
              rows={3}
              maxLength={2000}
              value={values.notes}
              onChange={onFieldChange}
              placeholder="Delivery instructions, preferred delivery times…"
            />
          )}
        </FormField>
      </Section>
    </form>
  );
}
