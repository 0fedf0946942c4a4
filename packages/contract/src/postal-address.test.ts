import { describe, expect, it } from 'vitest';
import { composePracticeAddress, postalCodeOf, practiceAddressColumns } from './postal-address';

describe('the practice address in parts (issue 38)', () => {
  it("writes a postal code in its country's form, and refuses another's", () => {
    expect(postalCodeOf('CA', 'm5j2w4')).toBe('M5J 2W4');
    expect(postalCodeOf('CA', 'M5J 2W4')).toBe('M5J 2W4');
    expect(postalCodeOf('US', '10118-0110')).toBe('10118-0110');
    expect(postalCodeOf('CA', '10001')).toBeUndefined();
    expect(postalCodeOf('US', 'M5J 2W4')).toBeUndefined();
    expect(postalCodeOf('FR', '75001')).toBeUndefined();
  });

  it('composes the one line from the parts, codes in upper case', () => {
    expect(
      practiceAddressColumns({
        practiceStreet: ' 220 Bay St ',
        practiceCity: 'Toronto',
        practiceRegion: 'on',
        practicePostalCode: 'm5j2w4',
        practiceCountry: 'ca',
      }),
    ).toEqual({
      practiceStreet: '220 Bay St',
      practiceCity: 'Toronto',
      practiceRegion: 'ON',
      practicePostalCode: 'M5J 2W4',
      practiceCountry: 'CA',
      practiceAddress: '220 Bay St, Toronto, ON M5J 2W4, Canada',
    });
    expect(
      composePracticeAddress({
        practiceStreet: '1 Main St',
        practiceCity: 'Los Angeles',
        practiceRegion: 'CA',
        practicePostalCode: '',
        practiceCountry: 'US',
      }),
    ).toBe('1 Main St, Los Angeles, CA, United States');
  });
});
