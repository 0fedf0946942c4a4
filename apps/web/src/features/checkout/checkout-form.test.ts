import { checkoutFieldMessages as m } from '@shop/contract/order-messages';
import { textMessages } from '@shop/contract/text';
import { describe, expect, it } from 'vitest';
import { checkoutDetails } from '@shop/contract/checkout-fixture';
import { PO_NUMBER_MAX } from '@shop/contract/checkout-schemas';

import { SavedAddressInput, type SavedAddress } from '@shop/contract/account-schemas';
import {
  addressBookEntryOf,
  buyNowProductId,
  buyNowQuantity,
  checkoutErrorsFrom,
  firstInvalidField,
  initialCheckoutValues,
  isInAddressBook,
  newIdempotencyKey,
  normalizeExpiryMonth,
  toCheckoutInput,
  validateCheckout,
  type CheckoutValues,
} from './checkout-form';

/** A clinic's full address, every part given, as forms and orders hold one. */
const clinicAddress = () => checkoutDetails().shippingAddress;

/** A form filled but for its payment: what an order on account sends. */
function filledWithoutPayment(): CheckoutValues {
  return {
    ...initialCheckoutValues({ fullName: 'Dr. Jane Carter', email: 'jane@clinic.example' }),
    doctorPhone: '416 555 0100',
    'shippingAddress.street': '100 King St W',
    'shippingAddress.city': 'Toronto',
    'shippingAddress.state': 'ON',
    'shippingAddress.zipCode': 'M5X 1A9',
  };
}

function filled(): CheckoutValues {
  return {
    ...filledWithoutPayment(),
    'doctorBankingInfo.bankName': 'First Bank',
    'doctorBankingInfo.accountType': 'savings',
    'doctorBankingInfo.accountNumber': '12345678',
    'doctorBankingInfo.routingNumber': '021000021',
    'cardInfo.cardNumber': '4242 4242 4242 4242',
    'cardInfo.expiryMonth': '09',
    'cardInfo.expiryYear': String(new Date().getFullYear() + 3),
    'cardInfo.cvv': '123',
    'cardInfo.cardholderName': 'Jane Carter',
  };
}

describe('checkout form', () => {
  it('starts with the account name and e-mail, United States and billing = shipping', () => {
    const values = initialCheckoutValues({ fullName: 'Dr. A', email: 'a@b.example' });
    expect(values).toMatchObject({
      doctorName: 'Dr. A',
      doctorEmail: 'a@b.example',
      'shippingAddress.country': 'United States',
      billingSameAsShipping: true,
    });
  });

  it('passes a filled form and leaves billing out while it equals shipping', () => {
    const result = validateCheckout(filled());
    expect(result.ok).toBe(true);
    expect(toCheckoutInput(filled())).not.toHaveProperty('billingAddress');
    expect(toCheckoutInput({ ...filled(), billingSameAsShipping: false }).billingAddress).toMatchObject({
      country: 'United States',
    });
  });

  it('on account, sends and checks no card or bank field (issue 40)', () => {
    const empty = { ...filledWithoutPayment(), paymentMethod: 'on_account' as const };
    const input = toCheckoutInput(empty);
    expect(input).toMatchObject({ paymentMethod: 'on_account' });
    expect(input).not.toHaveProperty('cardInfo');
    expect(input).not.toHaveProperty('doctorBankingInfo');
    expect(validateCheckout(empty).ok).toBe(true);
    // The same form paying by card asks for them.
    const byCard = validateCheckout({ ...empty, paymentMethod: 'credit_card' });
    expect(byCard.ok).toBe(false);
    if (!byCard.ok) expect(byCard.errors['cardInfo.cardNumber']).toBeDefined();
  });

  it('names each invalid field with its message, and finds the first in page order', () => {
    const result = validateCheckout(initialCheckoutValues());
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toMatchObject({
      doctorName: m.doctorName,
      doctorEmail: m.doctorEmail,
      'shippingAddress.zipCode': m.zipCode,
      'doctorBankingInfo.accountType': m.accountType,
      'cardInfo.cvv': m.cvv,
    });
    expect(result.errors).not.toHaveProperty('notes');
    expect(firstInvalidField(result.errors)).toBe('doctorName');
    expect(firstInvalidField({ 'cardInfo.cvv': 'x', 'doctorBankingInfo.bankName': 'y' })).toBe(
      'doctorBankingInfo.bankName',
    );
  });

  it('shows the card rules by card type: 15 digits and a 4-digit CVV for American Express', () => {
    const amex = { ...filled(), 'cardInfo.cardNumber': '3782 822463 10005', 'cardInfo.cvv': '4321' };
    expect(validateCheckout(amex).ok).toBe(true);
    expect(validateCheckout({ ...amex, 'cardInfo.cvv': '432' })).toEqual({
      ok: false,
      errors: { 'cardInfo.cvv': m.cvvAmex },
    });
    expect(validateCheckout({ ...filled(), 'cardInfo.cvv': '1234' })).toEqual({
      ok: false,
      errors: { 'cardInfo.cvv': m.cvvThreeDigits },
    });
    expect(validateCheckout({ ...filled(), 'doctorBankingInfo.routingNumber': '021000022' })).toEqual({
      ok: false,
      errors: { 'doctorBankingInfo.routingNumber': m.routingNumberInvalid },
    });
  });

  it('shows the text rules: a broken character anywhere, direction controls in a one-line field', () => {
    expect(
      validateCheckout({
        ...filled(),
        'shippingAddress.street': '100 King St \ud800W',
        doctorName: 'Dr. \u202EJane',
      }),
    ).toEqual({
      ok: false,
      errors: { 'shippingAddress.street': textMessages.illFormed, doctorName: textMessages.directionControl },
    });
  });

  it("takes a server 400's field errors for the fields it knows", () => {
    expect(
      checkoutErrorsFrom({ 'cardInfo.cardNumber': [m.cardNumberInvalid, m.cardNumber], items: ['x'] }),
    ).toEqual({ 'cardInfo.cardNumber': m.cardNumberInvalid });
  });

  it.each([
    [null, 1],
    ['3', 3],
    ['999', 999],
    ['0', 1],
    ['1000', 1],
    ['2.5', 1],
    ['-2', 1],
    ['abc', 1],
  ])('reads buy-now quantity %s as %i', (raw, expected) => {
    expect(buyNowQuantity(raw, 999)).toBe(expected);
  });

  it('reads buy-now product ids strictly', () => {
    expect(buyNowProductId('42')).toBe(42);
    expect(buyNowProductId('0x2a')).toBeUndefined();
    expect(buyNowProductId('0')).toBeUndefined();
    expect(buyNowProductId('99999999999')).toBeUndefined();
  });

  it('makes v4 UUIDs', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(key);
  });
});

describe('the PO number (issue 39)', () => {
  it('is sent trimmed, and blank is none', () => {
    const given = validateCheckout({ ...filled(), poNumber: '  PO-4471  ' });
    expect(given.ok && given.details.poNumber).toBe('PO-4471');
    const blank = validateCheckout({ ...filled(), poNumber: '   ' });
    expect(blank.ok && blank.details.poNumber).toBeUndefined();
  });

  it('refuses one longer than the contract allows', () => {
    expect(validateCheckout({ ...filled(), poNumber: 'P'.repeat(PO_NUMBER_MAX) }).ok).toBe(true);
    expect(validateCheckout({ ...filled(), poNumber: 'P'.repeat(PO_NUMBER_MAX + 1) })).toEqual({
      ok: false,
      errors: { poNumber: m.poNumberTooLong },
    });
  });

  it('is asked for when the practice requires one, blank or spaces alike', () => {
    const required = { poNumberRequired: true };
    for (const poNumber of ['', '   ']) {
      expect(validateCheckout({ ...filled(), poNumber }, required)).toEqual({
        ok: false,
        errors: { poNumber: m.poNumberRequired },
      });
    }
    expect(validateCheckout({ ...filled(), poNumber: 'PO-4471' }, required).ok).toBe(true);
    expect(validateCheckout(filled(), { poNumberRequired: false }).ok).toBe(true);
  });

  it('is asked for with the other fields’ messages, and in page order before the notes', () => {
    const result = validateCheckout(
      { ...initialCheckoutValues(), notes: 'x'.repeat(2001) },
      { poNumberRequired: true },
    );
    if (result.ok) throw new Error('the form should not pass');
    expect(result.errors).toMatchObject({ doctorName: m.doctorName, poNumber: m.poNumberRequired });
    expect(firstInvalidField({ notes: 'x', poNumber: 'y' })).toBe('poNumber');
  });

  it('shows the server’s refusal under the field', () => {
    expect(checkoutErrorsFrom({ poNumber: [m.poNumberRequired] })).toEqual({ poNumber: m.poNumberRequired });
  });

  it('starts blank: each order has its own', () => {
    expect(initialCheckoutValues().poNumber).toBe('');
  });
});

describe('the expiry month', () => {
  it('writes a single digit 1-9 with two, and leaves anything else to the rule', () => {
    expect(normalizeExpiryMonth('8')).toBe('08');
    expect(normalizeExpiryMonth(' 3 ')).toBe('03');
    for (const other of ['0', '08', '12', '13', '', 'a']) expect(normalizeExpiryMonth(other)).toBe(other);
  });

  it('is sent with two digits however it was typed', () => {
    const values = { ...filled(), 'cardInfo.expiryMonth': '8' };
    expect(toCheckoutInput(values).cardInfo?.expiryMonth).toBe('08');
    expect(validateCheckout(values).ok).toBe(true);
  });
});

describe('a form started from the prefill', () => {
  const prefill = {
    doctorName: 'Dr. Jane Carter',
    doctorEmail: 'jane@clinic.example',
    doctorPhone: '+1 416 555 0100',
    institutionNumber: 'INST-1',
    cardholderName: 'Jane Carter',
    shippingAddress: clinicAddress(),
    billingSameAsShipping: false,
    billingAddress: {
      clinicName: '',
      street: '5 Finance Rd',
      city: 'Toronto',
      state: 'ON',
      zipCode: 'M5X 2B2',
      country: 'Canada',
    },
    source: 'lastOrder' as const,
    savedAddresses: [],
    shippingCountries: [],
  };

  it('holds its contact, addresses and card holder, and no card or bank number', () => {
    const values = initialCheckoutValues({ fullName: 'ignored', email: 'ignored' }, prefill);
    expect(values).toMatchObject({
      doctorName: 'Dr. Jane Carter',
      doctorPhone: '+1 416 555 0100',
      'shippingAddress.street': '100 King St W',
      'billingAddress.street': '5 Finance Rd',
      billingSameAsShipping: false,
      'cardInfo.cardholderName': 'Jane Carter',
      'cardInfo.cardNumber': '',
      'cardInfo.cvv': '',
      'doctorBankingInfo.accountNumber': '',
      'doctorBankingInfo.routingNumber': '',
    });
  });
});

describe('saving the shipping address to the address book', () => {
  const saved: SavedAddress = {
    ...clinicAddress(),
    id: 7,
    label: 'Main clinic',
    clinicName: null,
    country: 'United States',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };

  it('is off until ticked', () => {
    expect(initialCheckoutValues().saveShippingAddress).toBe(false);
  });

  it('knows an address the book holds, case and spacing aside, and a new one', () => {
    expect(isInAddressBook(filled(), [saved])).toBe(true);
    expect(isInAddressBook({ ...filled(), 'shippingAddress.street': ' 100  king st w ' }, [saved])).toBe(
      true,
    );
    expect(isInAddressBook({ ...filled(), 'shippingAddress.street': '200 King St W' }, [saved])).toBe(false);
    expect(isInAddressBook({ ...filled(), 'shippingAddress.clinicName': 'Carter' }, [saved])).toBe(false);
    expect(isInAddressBook(filled(), [])).toBe(false);
  });

  it('names the entry by its clinic, else its street, within the label rule', () => {
    const result = validateCheckout({ ...filled(), 'shippingAddress.clinicName': 'x'.repeat(80) });
    if (!result.ok) throw new Error('the form should pass');
    const entry = addressBookEntryOf(result.details.shippingAddress);
    expect(entry).toMatchObject({ label: 'x'.repeat(60), street: '100 King St W', country: 'United States' });
    expect(SavedAddressInput.safeParse(entry).success).toBe(true);

    const plain = validateCheckout(filled());
    if (!plain.ok) throw new Error('the form should pass');
    expect(addressBookEntryOf(plain.details.shippingAddress).label).toBe('100 King St W');
  });
});
