import { describe, expect, it } from 'vitest';
import { idParam, numberParam, wholeNumberParam } from './url-param-schemas';

const page = wholeNumberParam('Page', { min: 1, max: 100_000 });
const price = numberParam('Minimum price', { min: 0, max: 1_000_000 });
const id = idParam();

describe('numbers read from URL text', () => {
  it('reads plain decimal text', () => {
    expect(page.parse('12')).toBe(12);
    expect(price.parse('0')).toBe(0);
    expect(price.parse('19.95')).toBe(19.95);
    expect(id.parse('2147483647')).toBe(2_147_483_647);
  });

  it.each(['0x10', '1e1', '+1', ' 1', '1 ', '', '.5', '5.', 'Infinity', 'NaN', '1_000', '١'])(
    'refuses %o',
    (text) => {
      expect(page.safeParse(text).success).toBe(false);
      expect(price.safeParse(text).success).toBe(false);
      expect(id.safeParse(text).success).toBe(false);
    },
  );

  it('names the parameter in its messages', () => {
    expect(page.safeParse('0x10').error?.issues[0]?.message).toBe('Page must be a whole number');
    expect(page.safeParse('1.5').error?.issues[0]?.message).toBe('Page must be a whole number');
    expect(page.safeParse('0').error?.issues[0]?.message).toBe('Page must be 1 or more');
    expect(price.safeParse('-1').error?.issues[0]?.message).toBe('Minimum price must be 0 or more');
    expect(price.safeParse('abc').error?.issues[0]?.message).toBe('Minimum price must be a number');
  });

  it('takes ids as 1 to 10 digits within PostgreSQL integer range only', () => {
    for (const text of ['0', '-1', '1.0', '2147483648', '12345678901']) {
      expect(id.safeParse(text).success, text).toBe(false);
    }
  });
});
