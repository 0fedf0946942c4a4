import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import { pdfPages } from '@shop/contract/pdf-test-reader';
import { describe, expect, it } from 'vitest';

/** The shop's own font, embedded as its documents embed it (a standard font makes pdfjs warn). */
const FONT = fileURLToPath(new URL('../../assets/fonts/DejaVuSans.ttf', import.meta.url));

/** A one-page PDF with `text` on it, as pdfkit writes it. */
async function pdfWith(text: string) {
  const document = new PDFDocument({ size: 'A6', font: FONT });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => document.on('end', resolve));
  document.text(text);
  document.end();
  await ended;
  return new Uint8Array(Buffer.concat(chunks));
}

describe("the tests' PDF reader", () => {
  it("reads a PDF's text and leaves this process's globals as they were", async () => {
    // pdfjs-dist's Node build replaces these with core-js's copies wherever it is loaded
    // (docs/decisions/047); the tests must run on the JSON the shop runs on.
    const before = {
      parse: JSON.parse,
      stringify: JSON.stringify,
      push: Array.prototype.push,
      setMethods: Object.getOwnPropertyNames(Set.prototype).sort(),
      promiseMethods: Object.getOwnPropertyNames(Promise).sort(),
    };
    expect(await pdfPages(await pdfWith('Invoice INV-2026-000001'))).toEqual(['Invoice INV-2026-000001']);
    expect(await pdfPages(await pdfWith('Second page read by the same reader'))).toEqual([
      'Second page read by the same reader',
    ]);
    expect({
      parse: JSON.parse,
      stringify: JSON.stringify,
      push: Array.prototype.push,
      setMethods: Object.getOwnPropertyNames(Set.prototype).sort(),
      promiseMethods: Object.getOwnPropertyNames(Promise).sort(),
    }).toEqual(before);
  });

  it('says so when the bytes are not a PDF', async () => {
    await expect(pdfPages(new TextEncoder().encode('not a PDF'))).rejects.toThrow(
      /the PDF could not be read/,
    );
  });
});
