import { describe, expect, it } from 'vitest';
import { CarouselItemInput } from './admin-carousel-schemas';
import { DeclineOrderBody, OrderStatusUpdate } from './admin-order-schemas';
import { RegisterBody } from './auth-schemas';
import { fieldErrorsOf } from './error-schemas';
import { isHttpsImageAddress } from './images';
import { validRegistration } from './registration-fixture';
import { ContactMessageBody } from './support-schemas';
import { hasDirectionControl, isWellFormedText, textMessages, textProblems } from './text';

describe('the text rules', () => {
  it.each([
    ['plain text', 'Dr. Jane Carter', true],
    ['an emoji (a surrogate pair)', 'Thanks 🙂', true],
    ['a lone high surrogate', 'a\ud800b', false],
    ['a lone high surrogate at the end', 'ab\ud83d', false],
    ['a lone low surrogate', '\udc00ab', false],
    ['a pair in the wrong order', '\udc00\ud800', false],
  ])('%s is well-formed: %s', (_name, value, expected) => {
    expect(isWellFormedText(value)).toBe(expected);
  });

  it('finds bidirectional embeddings, overrides and isolates', () => {
    for (const control of [
      '\u202A',
      '\u202B',
      '\u202C',
      '\u202D',
      '\u202E',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
    ]) {
      expect(hasDirectionControl(`a${control}b`)).toBe(true);
    }
    expect(hasDirectionControl('Dr. Jane Carter \u200F')).toBe(false);
  });

  it('names every rule a text breaks, the one-line rule only for a line', () => {
    expect(textProblems('Dr. Jane Carter')).toEqual([]);
    expect(textProblems('a\u202Eb')).toEqual([]);
    expect(textProblems('a\u202Eb', 'line')).toEqual([textMessages.directionControl]);
    expect(textProblems('a\ud800\u202Eb')).toEqual([textMessages.illFormed]);
    expect(textProblems('a\ud800\u202Eb', 'line')).toEqual([
      textMessages.illFormed,
      textMessages.directionControl,
    ]);
  });
});

describe('every form refuses a lone surrogate on its field', () => {
  it('registration', () => {
    const errors = fieldErrorsOf(
      RegisterBody.safeParse({
        ...validRegistration,
        fullName: 'Dr. \ud800Jane',
        practiceAddress: '1 Main St \udc00',
      }),
    );
    expect(errors.fullName).toContain(textMessages.illFormed);
    expect(errors.practiceAddress).toContain(textMessages.illFormed);
    // A one-line field without a rule of its own against direction controls gets this one.
    expect(
      fieldErrorsOf(RegisterBody.safeParse({ ...validRegistration, collegeName: 'CPSO\u202E' })).collegeName,
    ).toEqual([textMessages.directionControl]);
  });

  it('the contact form', () => {
    const errors = fieldErrorsOf(
      ContactMessageBody.safeParse({
        firstName: 'Jane',
        lastName: 'Carter\ud800',
        email: 'jane@clinic.example',
        phone: '4165550100',
        subject: 'Hello',
        message: 'A message long enough \udc00',
      }),
    );
    expect(errors).toEqual({ lastName: [textMessages.illFormed], message: [textMessages.illFormed] });
  });

  it('the carousel item and the order desk', () => {
    const carousel = fieldErrorsOf(
      CarouselItemInput.safeParse({
        title: 'Spring \ud800',
        subtitle: 'Sale \udc00',
        description: 'Text',
        price: '10',
      }),
    );
    expect(carousel.title).toContain(textMessages.illFormed);
    expect(carousel.subtitle).toContain(textMessages.illFormed);
    expect(fieldErrorsOf(DeclineOrderBody.safeParse({ reason: 'Out of stock \ud800' }))).toEqual({
      reason: [textMessages.illFormed],
    });
    expect(
      fieldErrorsOf(
        OrderStatusUpdate.safeParse({ status: 'shipped', carrier: 'UPS\u202E', trackingNumber: '1Z\ud800' }),
      ),
    ).toEqual({ carrier: [textMessages.directionControl], trackingNumber: [textMessages.illFormed] });
  });

  it('image addresses', () => {
    expect(isHttpsImageAddress('https://cdn.example/botox.png')).toBe(true);
    expect(isHttpsImageAddress('https://cdn.example/botox\ud800.png')).toBe(false);
  });
});
