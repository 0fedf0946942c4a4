import { chargesMessages as m } from '@shop/contract/charges-messages';
import { describe, expect, it } from 'vitest';
import { validateExemption } from './tax-exemption-form';

describe('the tax exemption dialog', () => {
  it('wants a certificate number and a date written as YYYY-MM-DD', () => {
    expect(validateExemption({ certificateNumber: ' EX-1 ', expiresOn: '2027-06-30' })).toEqual({
      ok: true,
      body: { certificateNumber: 'EX-1', expiresOn: '2027-06-30' },
    });
    expect(validateExemption({ certificateNumber: '', expiresOn: '30/06/2027' })).toEqual({
      ok: false,
      errors: { certificateNumber: m.exemptionNumberRequired, expiresOn: m.exemptionExpiry },
    });
  });
});
