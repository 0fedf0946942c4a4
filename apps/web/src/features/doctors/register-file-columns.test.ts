import { describe, expect, it } from 'vitest';
import { completeMapping, csvHeadings, prefilledMapping, readFileHeadings } from './register-file-columns';

describe("a register file's headings", () => {
  it('reads the first line as a spreadsheet saves it: quoted cells, commas and doubled quotes inside', () => {
    expect(
      csvHeadings(
        '\uFEFF"Full Name","Licence No","Province, or State","The ""Standing""",Expires\r\n"Ann Lee",1',
      ),
    ).toEqual({
      headings: ['Full Name', 'Licence No', 'Province, or State', 'The "Standing"', 'Expires'],
      complete: true,
    });
  });

  it('keeps a line break inside a quoted heading, skips blank lines before it and leaves out blank and repeated headings', () => {
    expect(csvHeadings('\n\n"Licence\nNo", Name ,,name,Status\nx')).toEqual({
      headings: ['Licence\nNo', 'Name', 'Status'],
      complete: true,
    });
  });

  it('says when the text may end before the first line does', () => {
    // A quote still open: the rest of the file is needed to read the headings.
    expect(csvHeadings('Name,"Licence')).toEqual({ headings: [], complete: false });
    expect(csvHeadings('Name,Licence')).toEqual({ headings: ['Name', 'Licence'], complete: false });
    expect(csvHeadings('')).toEqual({ headings: [], complete: false });
  });

  it("reads a picked file's start, and the whole file when the first line runs past it", async () => {
    const rows = 'Ann Lee,CPSO-1\n'.repeat(10_000);
    expect(await readFileHeadings(new Blob([`Name,Number\n${rows}`]))).toEqual(['Name', 'Number']);
    const long = `Name,"${'x'.repeat(70_000)}",Number\n`;
    expect(await readFileHeadings(new Blob([long, rows]))).toEqual(['Name', 'x'.repeat(70_000), 'Number']);
  });
});

describe("a new file's columns", () => {
  const headings = ['Full Name', 'LICENCE NUMBER', 'Province', 'status', 'Expires', 'Expiry Date'];

  it("takes the last upload's heading when the file has it (in the file's spelling), else the field's label", () => {
    expect(
      prefilledMapping(headings, {
        number: 'Licence No',
        name: 'full name',
        jurisdiction: 'Province',
        status: 'Standing',
        expiresOn: 'Expires',
      }),
    ).toEqual({
      number: 'LICENCE NUMBER',
      name: 'Full Name',
      jurisdiction: 'Province',
      status: 'status',
      expiresOn: 'Expires',
    });
  });

  it('leaves a field without a matching heading unchosen, and sends a mapping only when every field has one', () => {
    const mapping = prefilledMapping(headings, undefined);
    expect(mapping).toEqual({
      number: 'LICENCE NUMBER',
      name: '',
      jurisdiction: '',
      status: 'status',
      expiresOn: 'Expiry Date',
    });
    expect(completeMapping(mapping)).toBeUndefined();
    const chosen = { ...mapping, name: 'Full Name', jurisdiction: 'Province' };
    expect(completeMapping(chosen)).toEqual(chosen);
  });
});
