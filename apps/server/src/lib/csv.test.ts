import { describe, expect, it } from 'vitest';
import { csvCell, importedCell } from './csv';

describe('a CSV cell', () => {
  it('makes a cell that would start a formula plain text, quoting what must be quoted', () => {
    expect(['=1+1', '+1', '-1+1', '@SUM(A1)', '\tx', 'plain', 'a,b', 'say "hi"'].map(csvCell)).toEqual([
      "'=1+1",
      "'+1",
      "'-1+1",
      "'@SUM(A1)",
      "'\tx",
      'plain',
      '"a,b"',
      '"say ""hi"""',
    ]);
    expect([null, undefined, 12, -3].map(csvCell)).toEqual(['', '', '12', '-3']);
  });

  it('takes the prefix off again on import, and refuses a formula a spreadsheet saved', () => {
    for (const formula of ['=SUM(A1)', '+1 brace', '-2+3+cmd|calc', '@A1', '-', '-1e5'])
      expect(importedCell(csvCell(formula).replace(/^"|"$/g, ''))).toBe(formula);
    expect(importedCell('=cmd()')).toBeUndefined();
  });

  it('leaves a negative amount a number a spreadsheet adds up', () => {
    expect(['-11.00', '-7'].map(csvCell)).toEqual(['-11.00', '-7']);
    expect(importedCell('-11.00')).toBe('-11.00');
  });
});
