// For tests only (pdf-test-reader.ts): reads PDFs' text with pdfjs-dist in a worker thread of its
// own. pdfjs-dist's Node build brings core-js, which replaces JSON.parse, JSON.stringify and
// Array.prototype.push with slower copies of its own and adds other globals; loaded in a test's own
// thread it would change them for every later test of that process, and make each large JSON body a
// garbage collector's hour (docs/decisions/047). Here they change only this thread's.
import { parentPort } from 'node:worker_threads';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** One string per page: its text items joined by spaces, in the order they were drawn. */
async function pagesOf(bytes) {
  // Errors only (verbosity 0): a test that reads a broken file on purpose prints no warnings.
  const document = await getDocument({
    data: bytes,
    useSystemFonts: false,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  try {
    const pages = [];
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

parentPort.on('message', ({ id, bytes }) => {
  pagesOf(bytes).then(
    (pages) => parentPort.postMessage({ id, pages }),
    (error) =>
      parentPort.postMessage({
        id,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      }),
  );
});
