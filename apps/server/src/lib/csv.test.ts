import { describe, expect, it } from 'vitest';
import { csvCell, importedCell } from './csv';

describe('a CSV cell', () => {
  it('prefixes what a spreadsheet would run as a formula, and takes the prefix off on import', () => {
    for (const formula of ['=SUM(A1)', '+1 brace', '-2+3+cmd|calc', '@A1', '-', '-1e5'])
      expect(importedCell(csvCell(formula).replace(/^"|"$/g, ''))).toBe(formula);
    expect(csvCell('-2+3+cmd|calc')).toBe("'-2+3+cmd|calc");
    expect(importedCell('=cmd()')).toBeUndefined();
  });

  it('leaves a negative amount a number a spreadsheet adds up', () => {
    expect(csvCell('-11.00')).toBe('-11.00');
    expect(csvCell('-7')).toBe('-7');
    expect(importedCell('-11.00')).toBe('-11.00');
  });
});
