import { Worker } from 'node:worker_threads';

// For tests only (the server's and the browser stories'), like csv-test-reader.ts: what a reader's
// PDF viewer would show of the shop's documents.

type Answer = { id: number; pages: string[]; error?: undefined } | { id: number; error: string };

/**
 * The thread that reads PDFs (pdf-text-worker.mjs), started at the first read: pdfjs-dist changes
 * the globals of the thread it is loaded in (JSON.parse and JSON.stringify among them), so it never
 * is in the tests' own. It holds the process open only while a read is waiting.
 */
let reader: { worker: Worker; waiting: Map<number, (answer: Answer) => void> } | undefined;
let lastId = 0;

function pdfReader() {
  if (reader) return reader;
  const worker = new Worker(new URL('./pdf-text-worker.mjs', import.meta.url));
  const waiting = new Map<number, (answer: Answer) => void>();
  const started = { worker, waiting };
  worker.on('message', (answer: Answer) => {
    waiting.get(answer.id)?.(answer);
    waiting.delete(answer.id);
    if (waiting.size === 0) worker.unref();
  });
  worker.on('error', (error) => {
    for (const [id, settle] of waiting) settle({ id, error: error.stack ?? error.message });
    waiting.clear();
    if (reader === started) reader = undefined;
  });
  worker.unref();
  reader = started;
  return started;
}

/**
 * A PDF's text as a reader's viewer extracts it (pdfjs-dist): one string per page, its text items
 * joined by spaces in the order they were drawn. Text that was drawn as shapes, or in a font
 * without a character map, would not come back.
 */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const { worker, waiting } = pdfReader();
  lastId += 1;
  const id = lastId;
  const answer = await new Promise<Answer>((settle) => {
    waiting.set(id, settle);
    worker.ref();
    worker.postMessage({ id, bytes: new Uint8Array(bytes) });
  });
  if (answer.error !== undefined) throw new Error(`the PDF could not be read: ${answer.error}`);
  return answer.pages;
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
