import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

// For tests only (the server's and the browser stories'), like csv-test-reader.ts: what a reader's
// PDF viewer would show of the shop's documents.

/**
 * A PDF's text as a reader's viewer extracts it (pdfjs-dist): one string per page, its text items
 * joined by spaces in the order they were drawn. Text that was drawn as shapes, or in a font
 * without a character map, would not come back.
 */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const document = await getDocument({
    data: new Uint8Array(bytes),
    useSystemFonts: false,
    isEvalSupported: false,
  }).promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= document.numPages; n += 1) {
      const page = await document.getPage(n);
      const content = await page.getTextContent();
      pages.push(
        content.items
          .map((item) => ('str' in item ? item.str : ''))
          .filter((text) => text.trim() !== '')
          .join(' '),
      );
    }
    return pages;
  } finally {
    await document.destroy();
  }
}

/** The fonts a PDF's font dictionaries name (`/BaseFont /ABCDEF+DejaVuSans`). */
export function pdfFontNames(bytes: Uint8Array): string[] {
  const text = Buffer.from(bytes).toString('latin1');
  return [...text.matchAll(/\/BaseFont\s*\/([^\s/>]+)/g)].map((match) => match[1] ?? '');
}

/** How many embedded TrueType font programs a PDF carries (`/FontFile2`). */
export function embeddedFontCount(bytes: Uint8Array): number {
  return Buffer.from(bytes).toString('latin1').split('/FontFile2').length - 1;
}
