import { describe, expect, it } from 'vitest';
import { cardTypeOf, isCardExpired, isExpiryTooFar, lastFour, passesAbaChecksum, passesLuhn } from './card';
import { CheckoutDetails, OrderSubmission } from './checkout-schemas';
import { KNOWN_ROUTING, checkoutDetails, detailOverrides, refusedLines } from './checkout-fixture';
import { firstFieldErrorsOf } from './error-schemas';
import { checkoutFieldMessages as m, orderMessages } from './order-messages';
import { textMessages } from './text';

const nextYear = String(new Date().getUTCFullYear() + 1);

/**
 * A valid form with the inputs the rules below normalise or default: the shared body the API and
 * browser tests submit (checkout-fixture.ts, checked below as well) with a mixed-case e-mail, blank
 * notes, no payment method and an account number of the minimum length.
 */
function validDetails() {
  const { paymentMethod: _defaulted, ...details } = checkoutDetails({
    doctorEmail: 'Jane@Clinic.example',
    notes: '',
  });
  return {
    ...details,
    doctorBankingInfo: { ...details.doctorBankingInfo, accountNumber: '12345678' },
    cardInfo: { ...details.cardInfo, cardNumber: '4242 4242 4242 4242', expiryYear: nextYear },
  };
}

const { card, bank, shipping } = detailOverrides(validDetails);

const messagesFor = (input: unknown) => firstFieldErrorsOf(CheckoutDetails.safeParse(input));

describe('card rules', () => {
  it.each([
    ['4111111111111111', 'Visa'],
    ['5555 5555 5555 4444', 'Mastercard'],
    ['378282246310005', 'American Express'],
    ['6011111111111117', 'Unknown'],
  ])('%s is a %s card', (number, type) => {
    expect(cardTypeOf(number)).toBe(type);
  });

  it('checks the Luhn digit and takes the last four digits', () => {
    expect(passesLuhn('4242-4242-4242-4242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('42424242424242a2')).toBe(false);
    expect(lastFour('4242 4242 4242 1234')).toBe('1234');
  });

  it('checks a routing number by the ABA checksum', () => {
    expect(passesAbaChecksum('021000021')).toBe(true);
    expect(passesAbaChecksum('011000015')).toBe(true);
    expect(passesAbaChecksum(KNOWN_ROUTING)).toBe(true);
    expect(passesAbaChecksum('021000022')).toBe(false);
    // Two neighbours swapped.
    expect(passesAbaChecksum('201000021')).toBe(false);
    expect(passesAbaChecksum('02100002')).toBe(false);
  });

  it('takes an expiry year up to 20 years ahead', () => {
    const now = new Date(Date.UTC(2026, 10, 23));
    expect(isExpiryTooFar(2046, now)).toBe(false);
    expect(isExpiryTooFar(2047, now)).toBe(true);
  });

  it('keeps a card valid through its expiry month', () => {
    const now = new Date(Date.UTC(2026, 10, 23));
    expect(isCardExpired(11, 2026, now)).toBe(false);
    expect(isCardExpired(10, 2026, now)).toBe(true);
    expect(isCardExpired(1, 2027, now)).toBe(false);
    expect(isCardExpired(12, 2025, now)).toBe(true);
  });
});

describe('CheckoutDetails', () => {
  it('accepts a complete form, normalising digits and e-mail', () => {
    const parsed = CheckoutDetails.parse(validDetails());
    expect(parsed.cardInfo?.cardNumber).toBe('4242424242424242');
    expect(parsed.doctorEmail).toBe('jane@clinic.example');
    expect(parsed.paymentMethod).toBe('credit_card');
    expect(parsed.notes).toBeUndefined();
  });

  it('defaults the country to United States', () => {
    const input = validDetails();
    const { country: _country, ...shipping } = input.shippingAddress;
    expect(CheckoutDetails.parse({ ...input, shippingAddress: shipping }).shippingAddress.country).toBe(
      'United States',
    );
  });

  it('gives every field its message when the form is empty', () => {
    const errors = messagesFor({
      doctorName: '',
      doctorEmail: '',
      doctorPhone: '',
      shippingAddress: { street: '', city: '', state: '', zipCode: '' },
      doctorBankingInfo: { bankName: '', accountNumber: '', routingNumber: '', accountType: '' },
      cardInfo: { cardNumber: '', expiryMonth: '', expiryYear: '', cvv: '', cardholderName: '' },
    });
    expect(errors).toEqual({
      doctorName: m.doctorName,
      doctorEmail: m.doctorEmail,
      doctorPhone: m.doctorPhone,
      'shippingAddress.street': m.street,
      'shippingAddress.city': m.city,
      'shippingAddress.state': m.state,
      'shippingAddress.zipCode': m.zipCode,
      'doctorBankingInfo.bankName': m.bankName,
      'doctorBankingInfo.accountNumber': m.accountNumber,
      'doctorBankingInfo.routingNumber': m.routingNumber,
      'doctorBankingInfo.accountType': m.accountType,
      'cardInfo.cardNumber': m.cardNumber,
      'cardInfo.expiryMonth': m.expiryMonth,
      'cardInfo.expiryYear': m.expiryYear,
      'cardInfo.cvv': m.cvv,
      'cardInfo.cardholderName': m.cardholderName,
    });
  });

  it.each([
    ['doctorName', { doctorName: 'J' }, m.doctorName],
    ['doctorEmail', { doctorEmail: 'not-an-email' }, m.doctorEmail],
    ['doctorPhone', { doctorPhone: '555-0100' }, m.doctorPhone],
    ['shippingAddress.street', shipping({ street: '1 A' }), m.street],
    ['shippingAddress.zipCode', shipping({ zipCode: '1234' }), m.zipCode],
    ['doctorBankingInfo.accountNumber', bank({ accountNumber: '1234567' }), m.accountNumber],
    ['doctorBankingInfo.routingNumber', bank({ routingNumber: '12345678' }), m.routingNumber],
    ['doctorBankingInfo.accountType', bank({ accountType: 'business' }), m.accountType],
    ['cardInfo.cardNumber', card({ cardNumber: '4242 4242 4242' }), m.cardNumber],
    ['cardInfo.cardNumber', card({ cardNumber: '4242 4242 4242 4241' }), m.cardNumberInvalid],
    ['cardInfo.expiryMonth', card({ expiryMonth: '13' }), m.expiryMonth],
    ['cardInfo.expiryYear', card({ expiryYear: '27' }), m.expiryYear],
    ['cardInfo.expiryYear', card({ expiryYear: '2020' }), m.cardExpired],
    ['cardInfo.cvv', card({ cvv: '12' }), m.cvv],
    ['cardInfo.cvv', card({ cvv: '12345' }), m.cvv],
    ['cardInfo.cardholderName', card({ cardholderName: ' J ' }), m.cardholderName],
  ])('refuses %s with its message', (field, override, message) => {
    expect(messagesFor({ ...validDetails(), ...override })[field]).toBe(message);
  });

  const withCard = (override: Record<string, string>) => ({ ...validDetails(), ...card(override) });

  it('takes an American Express number of 15 digits with a 4-digit CVV (decision 029)', () => {
    const parsed = CheckoutDetails.parse(withCard({ cardNumber: '3782 822463 10005', cvv: '1234' }));
    expect(parsed.cardInfo).toMatchObject({ cardNumber: '378282246310005', cvv: '1234' });
    expect(CheckoutDetails.safeParse(withCard({ cardNumber: '371449635398431', cvv: '0042' })).success).toBe(
      true,
    );
  });

  it.each([
    [
      'an American Express number of 16 digits',
      { cardNumber: '3782822463100051', cvv: '1234' },
      'cardInfo.cardNumber',
      m.cardNumberAmex,
    ],
    [
      'an American Express number of 14 digits',
      { cardNumber: '37828224631005', cvv: '1234' },
      'cardInfo.cardNumber',
      m.cardNumberAmex,
    ],
    ['a 15-digit Visa number', { cardNumber: '424242424242424' }, 'cardInfo.cardNumber', m.cardNumber],
    [
      'an American Express card with a 3-digit CVV',
      { cardNumber: '378282246310005', cvv: '123' },
      'cardInfo.cvv',
      m.cvvAmex,
    ],
    ['a Visa card with a 4-digit CVV', { cvv: '1234' }, 'cardInfo.cvv', m.cvvThreeDigits],
    [
      'a Mastercard with a 4-digit CVV',
      { cardNumber: '5555 5555 5555 4444', cvv: '1234' },
      'cardInfo.cvv',
      m.cvvThreeDigits,
    ],
    [
      'a number of zeros only (it passes Luhn)',
      { cardNumber: '0000 0000 0000 0000' },
      'cardInfo.cardNumber',
      m.cardNumberInvalid,
    ],
    [
      'an expiry year 21 years ahead',
      { expiryYear: String(new Date().getUTCFullYear() + 21) },
      'cardInfo.expiryYear',
      m.expiryTooFar(20),
    ],
  ])('refuses %s with its message', (_name, card, field, message) => {
    expect(messagesFor(withCard(card))[field]).toBe(message);
  });

  it('takes an expiry year 20 years ahead', () => {
    const year = String(new Date().getUTCFullYear() + 20);
    expect(CheckoutDetails.safeParse(withCard({ expiryYear: year })).success).toBe(true);
  });

  it('checks a 9-digit routing number by its checksum; zeros only name no bank', () => {
    const withRouting = (routingNumber: string) => ({ ...validDetails(), ...bank({ routingNumber }) });
    expect(CheckoutDetails.safeParse(withRouting('0210-0002-1')).success).toBe(true);
    expect(messagesFor(withRouting('021000022'))['doctorBankingInfo.routingNumber']).toBe(
      m.routingNumberInvalid,
    );
    expect(messagesFor(withRouting('000000000'))['doctorBankingInfo.routingNumber']).toBe(
      m.routingNumberInvalid,
    );
  });

  it.each([
    {
      refused: 'a lone surrogate in any text field',
      message: textMessages.illFormed,
      doctorName: 'Dr. Jane \ud800Carter',
      addressField: 'street',
      addressValue: '100 King St \udc00W',
      cardholderName: 'Jane \ud83d',
      notes: 'Back entrance \ud800',
    },
    {
      refused: 'bidirectional controls in one-line fields and in the notes, which may hold several lines',
      message: textMessages.directionControl,
      doctorName: 'Dr. \u202Eenaj',
      addressField: 'city',
      addressValue: 'Toronto\u2066',
      cardholderName: 'Jane \u202DCarter',
      notes: 'Note \u202B',
    },
  ])('refuses $refused, with its message on each field', (bad) => {
    const errors = messagesFor({
      ...validDetails(),
      doctorName: bad.doctorName,
      ...shipping({ [bad.addressField]: bad.addressValue }),
      ...card({ cardholderName: bad.cardholderName }),
      notes: bad.notes,
    });
    expect(errors).toEqual({
      doctorName: bad.message,
      [`shippingAddress.${bad.addressField}`]: bad.message,
      'cardInfo.cardholderName': bad.message,
      notes: bad.message,
    });
  });

  it('keeps an emoji (a well-formed pair) and the marks that only set a direction, and names the phone', () => {
    expect(CheckoutDetails.parse({ ...validDetails(), notes: 'Thanks 🙂' }).notes).toBe('Thanks 🙂');
    // Left-to-right and right-to-left marks (U+200E, U+200F) only set a neutral's direction: kept.
    expect(CheckoutDetails.parse({ ...validDetails(), notes: 'Line one\nעברית\u200F.' }).notes).toBe(
      'Line one\nעברית\u200F.',
    );
    expect(messagesFor({ ...validDetails(), doctorPhone: '416 555 0100\u202E' }).doctorPhone).toBe(
      m.doctorPhone,
    );
  });

  it('puts an expired month of this year on the month field', () => {
    const now = new Date();
    if (now.getUTCMonth() === 0) return; // January: no earlier month this year
    const card = {
      ...validDetails().cardInfo,
      expiryMonth: String(now.getUTCMonth()).padStart(2, '0'),
      expiryYear: String(now.getUTCFullYear()),
    };
    expect(messagesFor({ ...validDetails(), cardInfo: card })['cardInfo.expiryMonth']).toBe(m.cardExpired);
  });
});

describe('OrderSubmission', () => {
  const lines = [{ productId: 1, quantity: 2, price: '0.01' }];

  it('accepts the checkout fixture the API and browser tests submit', () => {
    expect(OrderSubmission.safeParse({ ...checkoutDetails(), items: lines }).success).toBe(true);
  });

  it('accepts lines with the client price (ignored later) and defaults buyNow to false', () => {
    const parsed = OrderSubmission.parse({ ...validDetails(), items: lines, totalAmount: '0.02' });
    expect(parsed.buyNow).toBe(false);
    expect(parsed.items).toEqual(lines);
  });

  it("takes a line's product id as `product`, the specification's name, and reads it as productId", () => {
    const parsed = OrderSubmission.parse({
      ...validDetails(),
      items: [
        { product: 7, quantity: 2, price: '12.00' },
        { productId: 8, quantity: 1 },
      ],
    });
    expect(parsed.items).toEqual([
      { productId: 7, quantity: 2, price: '12.00' },
      { productId: 8, quantity: 1 },
    ]);
    const repeated = OrderSubmission.safeParse({
      ...validDetails(),
      items: [
        { product: 7, quantity: 1 },
        { productId: 7, quantity: 1 },
      ],
    });
    expect(repeated.error?.issues[0]?.message).toBe(orderMessages.duplicateLine);
  });

  it.each([
    ...refusedLines(7),
    ['a string product', { product: '7', quantity: 1 }, 'items.0.productId', 'Choose a product'],
  ])('refuses a line with %s, naming the field', (_name, line, field, message) => {
    const result = OrderSubmission.safeParse({ ...validDetails(), items: [line] });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      [field, message],
    ]);
  });

  it.each([
    [[], orderMessages.emptyOrder],
    [
      [
        { productId: 1, quantity: 1 },
        { productId: 1, quantity: 2 },
      ],
      orderMessages.duplicateLine,
    ],
  ])('refuses the lines %j', (items, message) => {
    const result = OrderSubmission.safeParse({ ...validDetails(), items });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it.each([
    [{ productId: '3', quantity: 1 }],
    [{ productId: true, quantity: 1 }],
    [{ productId: [3], quantity: 1 }],
    [{ productId: 3, quantity: 0 }],
    [{ productId: 3, quantity: 1000 }],
    [{ productId: 3, quantity: 1.5 }],
    [{ productId: 3, quantity: '2' }],
  ])('refuses the loose line %j', (line) => {
    expect(OrderSubmission.safeParse({ ...validDetails(), items: [line] }).success).toBe(false);
  });
});
