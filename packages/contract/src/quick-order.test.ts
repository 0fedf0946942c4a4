import { describe, expect, it } from 'vitest';
import { MAX_LINE_QUANTITY } from './limits';
import { isQuickOrderText, quickOrderLines, quickOrderQuantity } from './quick-order';

describe('quick order lines', () => {
  it('reads a code and a quantity per line, separated as a spreadsheet copies them', () => {
    expect(quickOrderLines('MED-000001\t5\r\nMED-000002, 3\n\nMED-000003 ; 2\r4006381333931   7')).toEqual([
      { line: 1, code: 'MED-000001', quantity: '5' },
      { line: 2, code: 'MED-000002', quantity: '3' },
      { line: 4, code: 'MED-000003', quantity: '2' },
      { line: 5, code: '4006381333931', quantity: '7' },
    ]);
  });

  it('takes 1 when no quantity is written, and leaves further cells aside', () => {
    expect(quickOrderLines('MED-000001\n"MED-000002","4","Botox 100U, vial"')).toEqual([
      { line: 1, code: 'MED-000001', quantity: '1' },
      { line: 2, code: 'MED-000002', quantity: '4' },
    ]);
  });

  it('skips a first row that names its columns, but not a code that looks like one', () => {
    expect(quickOrderLines('SKU,Quantity\nMED-1,2')).toEqual([{ line: 2, code: 'MED-1', quantity: '2' }]);
    expect(quickOrderLines('gtin qty\nMED-1 2')).toHaveLength(1);
    expect(quickOrderLines('CODE-1 2')).toEqual([{ line: 1, code: 'CODE-1', quantity: '2' }]);
    expect(quickOrderLines('MED-1 2\nSKU Quantity')).toHaveLength(2);
  });

  it('keeps a quantity as written, for the server to judge', () => {
    expect(quickOrderLines('MED-1 2.5\nMED-2 -1\nMED-3 ten').map((line) => line.quantity)).toEqual([
      '2.5',
      '-1',
      'ten',
    ]);
  });
});

describe('a quick order quantity', () => {
  it.each([
    ['1', 1],
    ['007', 7],
    [String(MAX_LINE_QUANTITY), MAX_LINE_QUANTITY],
    ['0', undefined],
    [String(MAX_LINE_QUANTITY + 1), undefined],
    ['2.5', undefined],
    ['-1', undefined],
    ['1e2', undefined],
    ['', undefined],
  ])('%j is %j', (text, quantity) => {
    expect(quickOrderQuantity(text)).toBe(quantity);
  });
});

describe('quick order text', () => {
  it('is refused with a NUL or an undecodable byte', () => {
    expect(isQuickOrderText('MED-1 2\nMED-2 3')).toBe(true);
    expect(isQuickOrderText('MED-1\u0000')).toBe(false);
    expect(isQuickOrderText('PK\u0003\u0004\uFFFD')).toBe(false);
  });
});
