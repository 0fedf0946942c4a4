import { describe, expect, it } from 'vitest';
import { LoginBody, RegisterBody, isIsoDate, todayIso } from './auth-schemas';
import { fieldErrorsOf } from './error-schemas';
import { authMessages as m } from './messages';
import { validRegistration } from './registration-fixture';

const messagesFor = (input: unknown) => fieldErrorsOf(RegisterBody.safeParse(input));

describe('RegisterBody (registration rules)', () => {
  it('accepts a valid registration, trims and lower-cases the e-mail, drops blank optionals', () => {
    const parsed = RegisterBody.parse({
      ...validRegistration,
      provinceState: '  ',
      fullName: '  Dr. Jane Carter ',
    });
    expect(parsed.email).toBe('jane@clinic.example');
    expect(parsed.fullName).toBe('Dr. Jane Carter');
    expect(parsed.provinceState).toBeUndefined();
  });

  it.each([
    [{ fullName: 'J' }, 'fullName', m.fullNameMin],
    [{ email: 'jane@' }, 'email', m.invalidEmail],
    [{ password: '1234567', confirmPassword: '1234567' }, 'password', m.passwordMin],
    [{ confirmPassword: 'nope' }, 'confirmPassword', m.passwordsDontMatch],
    [{ licenseNumber: '' }, 'licenseNumber', m.licenceNumberRequired],
    [{ collegeName: '' }, 'collegeName', m.collegeNameRequired],
    [{ licenseExpiryDate: '' }, 'licenseExpiryDate', m.licenceExpiryRequired],
    [{ practiceAddress: '' }, 'practiceAddress', m.practiceAddressRequired],
  ])('%o → %s: %s', (override, field, message) => {
    expect(messagesFor({ ...validRegistration, ...override })).toEqual({ [field]: [message] });
  });

  it('reports mismatched passwords while other fields are still invalid', () => {
    expect(messagesFor({ ...validRegistration, fullName: '', confirmPassword: 'other-password' })).toEqual({
      fullName: [m.fullNameMin],
      confirmPassword: [m.passwordsDontMatch],
    });
    expect(
      messagesFor({
        ...validRegistration,
        email: '',
        licenseExpiryDate: '',
        practiceAddress: '',
        confirmPassword: 'x-y-z-w-1',
      }),
    ).toEqual({
      email: [m.invalidEmail],
      licenseExpiryDate: [m.licenceExpiryRequired],
      practiceAddress: [m.practiceAddressRequired],
      confirmPassword: [m.passwordsDontMatch],
    });
  });

  it('accepts a password of exactly 8 characters and refuses one over 128', () => {
    expect(messagesFor({ ...validRegistration, password: '12345678', confirmPassword: '12345678' })).toEqual(
      {},
    );
    const long = 'x'.repeat(129);
    expect(messagesFor({ ...validRegistration, password: long, confirmPassword: long })).toEqual({
      password: [m.passwordMax],
    });
  });

  it('refuses an expired licence but accepts one expiring today', () => {
    expect(messagesFor({ ...validRegistration, licenseExpiryDate: '2000-01-01' })).toEqual({
      licenseExpiryDate: [m.licenceExpired],
    });
    expect(messagesFor({ ...validRegistration, licenseExpiryDate: todayIso() })).toEqual({});
  });
});

describe('LoginBody (sign-in rules)', () => {
  it('needs a valid e-mail and a password', () => {
    const result = LoginBody.safeParse({ email: 'x', password: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([m.invalidEmail, m.passwordRequired]);
  });
});

describe('isIsoDate', () => {
  it('accepts real dates only', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2023-13-01')).toBe(false);
    expect(isIsoDate('01/02/2023')).toBe(false);
  });
});
