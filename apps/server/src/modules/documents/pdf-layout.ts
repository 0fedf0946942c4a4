import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { create as createFont, type Font, type GlyphPosition } from 'fontkit';
import PDFDocument from 'pdfkit';
import { documentMessages } from '@shop/contract/documents';
import type { QrMatrix } from './qr-code';

/**
 * The shop's printed documents share one layout (docs/product.md, Invoices and credit notes): a
 * header with the shop's name and address and the document's title and facts, blocks of addresses,
 * a table of lines with notes under a line, totals and paragraphs, page numbers in the footer. An
 * invoice, a credit note, a packing slip or a statement is a few calls of this class.
 *
 * The fonts are DejaVu Sans, embedded (subset) in every document, never one of the PDF standard 14:
 * a viewer shows the text as written and it can be selected and copied (licence beside the fonts).
 */

const fontsDir = fileURLToPath(new URL('../../../assets/fonts/', import.meta.url));
const REGULAR = 'regular';
const BOLD = 'bold';
/** How many laid-out words a font keeps across documents (each a few hundred bytes). */
const LAYOUT_MEMO_MAX = 5_000;

/**
 * A font parsed once per process and shared by every document: parsing DejaVu Sans's tables took
 * most of a document's CPU (about 100 ms of 110 measured in-process), and shaping its words the next
 * largest part. pdfkit shapes a document's text word by word (`font.layout(word)`), keeps each run
 * for that document only and scales its positions in place; the shaped runs are kept here across
 * documents and each caller gets positions of its own. pdfkit writes a document synchronously, so
 * no two ever read the font at once; each document keeps its own subset of the glyphs it used.
 */
function sharedFont(file: string): Font {
  const font = createFont(readFileSync(`${fontsDir}${file}`));
  const layout = font.layout.bind(font);
  const runs = new Map<string, { glyphs: readonly unknown[]; positions: readonly GlyphPosition[] }>();
  font.layout = (text, features) => {
    if (features !== undefined) return layout(text, features);
    let run = runs.get(text);
    if (!run) {
      const shaped = layout(text);
      run = { glyphs: shaped.glyphs, positions: shaped.positions.map((position) => ({ ...position })) };
      if (runs.size >= LAYOUT_MEMO_MAX) runs.clear();
      runs.set(text, run);
    }
    const positions = run.positions.map((position) => ({ ...position }));
    // As fontkit's GlyphRun: the advance is the sum of the positions' as they are now.
    return {
      glyphs: run.glyphs,
      positions,
      get advanceWidth() {
        return positions.reduce((sum, position) => sum + position.xAdvance, 0);
      },
    };
  };
  return font;
}

const fonts = { [REGULAR]: sharedFont('DejaVuSans.ttf'), [BOLD]: sharedFont('DejaVuSans-Bold.ttf') };

const MARGIN = 50;
const PAGE_WIDTH = 612; // US Letter, in points
const PAGE_HEIGHT = 792;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
/** The lowest a line of content may reach: the footer (page numbers) sits below it. */
const CONTENT_BOTTOM = PAGE_HEIGHT - MARGIN - 20;
const BODY_SIZE = 9;
const SMALL_SIZE = 7.5;
const MUTED = '#555555';
const RULE = '#bbbbbb';

/** The shop as its documents print it: name, postal address, currency and calendar. */
export interface ShopLetterhead {
  name: string;
  addressLines: readonly string[];
  currency: string;
  timeZone: string;
  /** Its sales-tax registration (SHOP_TAX_NUMBER), which invoices and credit notes print; none when unset. */
  taxNumber?: string;
}

export interface DocumentHeading {
  /** What the document is: "Invoice", "Packing slip". */
  title: string;
  /** What names this one (its number, its order's, its month): the file's title follows the kind. */
  reference: string;
  /** Label and value pairs beside the title: the document's number, dates, the order's number. */
  facts: readonly (readonly [string, string])[];
}

export interface TableColumn {
  header: string;
  /** A share of the content width; the widths of a table's columns add up to 1. */
  share: number;
  align?: 'left' | 'right';
}

export interface TableRow {
  cells: readonly string[];
  /** Smaller lines under the row, from its second column on (a line's lots). */
  notes?: readonly string[];
}

export class PdfLayout {
  readonly #doc: PDFKit.PDFDocument;
  readonly #chunks: Buffer[] = [];
  readonly #done: Promise<Buffer>;

  /**
   * A document of the shop's: its letterhead with the document's title and facts at the top of the
   * first page, its page numbers in every page's footer (written by finish).
   */
  static forShop(shop: ShopLetterhead, heading: DocumentHeading): PdfLayout {
    return new PdfLayout(`${heading.title} ${heading.reference}`, shop.name).#header(shop, heading);
  }

  private constructor(title: string, author: string) {
    this.#doc = new PDFDocument({
      size: 'LETTER',
      margin: MARGIN,
      bufferPages: true,
      // No default font: pdfkit's own default is Helvetica, one of the standard 14, which would be
      // named in every file; the embedded regular font is set right after.
      font: '',
      info: { Title: title, Author: author, Creator: author },
      lang: 'en-US',
      displayTitle: true,
    });
    this.#doc.registerFont(REGULAR, fonts[REGULAR]).registerFont(BOLD, fonts[BOLD]).font(REGULAR);
    this.#doc.fontSize(BODY_SIZE);
    this.#done = new Promise((resolve, reject) => {
      this.#doc.on('data', (chunk: Buffer) => this.#chunks.push(chunk));
      this.#doc.on('end', () => resolve(Buffer.concat(this.#chunks)));
      this.#doc.on('error', reject);
    });
  }

  /** The shop on the left, the document's title and facts on the right, then a rule. */
  #header(shop: ShopLetterhead, header: DocumentHeading): this {
    const doc = this.#doc;
    const top = MARGIN;
    const half = CONTENT_WIDTH / 2;
    doc.font(BOLD).fontSize(14).text(shop.name, MARGIN, top, { width: half });
    doc.font(REGULAR).fontSize(BODY_SIZE).fillColor(MUTED);
    for (const line of shop.addressLines) doc.text(line, { width: half });
    const leftBottom = doc.y;
    doc.fillColor('black').font(BOLD).fontSize(18);
    doc.text(header.title, MARGIN + half, top, { width: half, align: 'right' });
    doc.fontSize(BODY_SIZE);
    // Each fact one line, right-aligned: the value in bold at the edge, its label just before it.
    for (const [label, value] of header.facts) {
      const lineTop = doc.y;
      const labelText = `${label}:`;
      const labelWidth = doc.font(REGULAR).widthOfString(labelText);
      const valueWidth = doc.font(BOLD).widthOfString(value);
      if (labelWidth + 4 + valueWidth > half) {
        // A value too long to share its line (a long e-mail address): the label on a line of its
        // own above it, so that neither breaks inside a word.
        doc
          .font(REGULAR)
          .fillColor(MUTED)
          .text(labelText, MARGIN + half, lineTop, { width: half, align: 'right' });
        doc
          .font(BOLD)
          .fillColor('black')
          .text(value, MARGIN + half, doc.y, { width: half, align: 'right' });
        continue;
      }
      doc.fillColor('black').text(value, MARGIN + half, lineTop, { width: half, align: 'right' });
      const lineBottom = doc.y;
      doc.font(REGULAR).fillColor(MUTED);
      doc.text(labelText, MARGIN + half, lineTop, { width: half - valueWidth - 4, align: 'right' });
      doc.fillColor('black');
      doc.y = Math.max(lineBottom, doc.y);
    }
    doc.y = Math.max(leftBottom, doc.y) + 12;
    this.#rule();
    doc.y += 10;
    return this;
  }

  /** Blocks of lines side by side (bill to, ship to), each under its title. */
  addressBlocks(blocks: readonly { title: string; lines: readonly string[] }[]): this {
    const doc = this.#doc;
    const width = CONTENT_WIDTH / Math.max(blocks.length, 1);
    const top = doc.y;
    let bottom = top;
    blocks.forEach((block, i) => {
      const x = MARGIN + i * width;
      doc
        .font(BOLD)
        .fontSize(BODY_SIZE)
        .fillColor('black')
        .text(block.title, x, top, { width: width - 10 });
      doc.font(REGULAR);
      for (const line of block.lines) doc.text(line, x, doc.y, { width: width - 10 });
      bottom = Math.max(bottom, doc.y);
    });
    doc.x = MARGIN;
    doc.y = bottom + 14;
    return this;
  }

  /** A table: its header row again on every page it runs onto. */
  table(columns: readonly TableColumn[], rows: readonly TableRow[]): this {
    const doc = this.#doc;
    const widths = columns.map((column) => column.share * CONTENT_WIDTH);
    const lefts = widths.map((_, i) => MARGIN + widths.slice(0, i).reduce((sum, w) => sum + w, 0));
    const pad = 4;

    const drawRow = (cells: readonly string[], bold: boolean) => {
      doc
        .font(bold ? BOLD : REGULAR)
        .fontSize(BODY_SIZE)
        .fillColor('black');
      const height = Math.max(
        ...cells.map((cell, i) => doc.heightOfString(cell, { width: (widths[i] ?? 0) - 2 * pad })),
      );
      const top = doc.y;
      cells.forEach((cell, i) => {
        doc.text(cell, (lefts[i] ?? MARGIN) + pad, top, {
          width: (widths[i] ?? 0) - 2 * pad,
          align: columns[i]?.align ?? 'left',
        });
      });
      doc.y = top + height + pad;
    };
    const notesHeight = (notes: readonly string[]) => {
      doc.font(REGULAR).fontSize(SMALL_SIZE);
      const width = CONTENT_WIDTH - (widths[0] ?? 0) - 2 * pad;
      return notes.reduce((sum, note) => sum + doc.heightOfString(note, { width }), 0);
    };
    const drawHeader = () => {
      drawRow(
        columns.map((column) => column.header),
        true,
      );
      this.#rule();
      doc.y += pad;
    };

    drawHeader();
    for (const row of rows) {
      doc.font(REGULAR).fontSize(BODY_SIZE);
      const rowHeight =
        Math.max(
          ...row.cells.map((cell, i) => doc.heightOfString(cell, { width: (widths[i] ?? 0) - 2 * pad })),
        ) +
        notesHeight(row.notes ?? []) +
        3 * pad;
      if (doc.y + rowHeight > CONTENT_BOTTOM) {
        doc.addPage();
        drawHeader();
      }
      drawRow(row.cells, false);
      if (row.notes && row.notes.length > 0) {
        doc.font(REGULAR).fontSize(SMALL_SIZE).fillColor(MUTED);
        const x = (lefts[1] ?? MARGIN) + pad;
        for (const note of row.notes)
          doc.text(note, x, doc.y, { width: CONTENT_WIDTH - (widths[0] ?? 0) - 2 * pad });
        doc.fillColor('black').fontSize(BODY_SIZE);
        doc.y += pad;
      }
      this.#rule(RULE);
      doc.y += pad;
    }
    doc.x = MARGIN;
    doc.y += 6;
    return this;
  }

  /** Label and amount pairs, right-aligned under a table; the last one bold (the total). */
  totals(rows: readonly (readonly [string, string])[]): this {
    const doc = this.#doc;
    this.#keepSpace(rows.length * 14 + 10);
    const labelWidth = CONTENT_WIDTH * 0.75;
    rows.forEach(([label, amount], i) => {
      const last = i === rows.length - 1;
      const top = doc.y;
      doc
        .font(last ? BOLD : REGULAR)
        .fontSize(last ? 11 : BODY_SIZE)
        .fillColor('black');
      doc.text(label, MARGIN, top, { width: labelWidth - 10, align: 'right' });
      doc.text(amount, MARGIN + labelWidth, top, { width: CONTENT_WIDTH - labelWidth - 4, align: 'right' });
      doc.y = Math.max(doc.y, top + 12) + 2;
    });
    doc.x = MARGIN;
    doc.font(REGULAR).fontSize(BODY_SIZE);
    doc.y += 10;
    return this;
  }

  /** A titled paragraph (payment, a note), the title bold. */
  section(title: string, lines: readonly string[]): this {
    const doc = this.#doc;
    this.#keepSpace(14 * (lines.length + 1) + 8);
    doc
      .font(BOLD)
      .fontSize(BODY_SIZE)
      .fillColor('black')
      .text(title, MARGIN, doc.y, { width: CONTENT_WIDTH });
    doc.font(REGULAR);
    for (const line of lines) doc.text(line, MARGIN, doc.y, { width: CONTENT_WIDTH });
    doc.y += 10;
    return this;
  }

  /**
   * A code a scanner reads (a packing slip's order number) at the left margin, `points` wide, with
   * its caption beside it in large bold type: the squares are filled rectangles, the caption text.
   */
  qrCode(matrix: QrMatrix, caption: string, points = 72): this {
    const doc = this.#doc;
    this.#keepSpace(points + 14);
    const top = doc.y;
    const module = points / matrix.size;
    for (let row = 0; row < matrix.size; row += 1) {
      for (let column = 0; column < matrix.size; column += 1) {
        if (matrix.dark(row, column)) doc.rect(MARGIN + column * module, top + row * module, module, module);
      }
    }
    doc.fillColor('black').fill();
    doc
      .font(BOLD)
      .fontSize(16)
      .text(caption, MARGIN + points + 16, top + points / 2 - 10, { width: CONTENT_WIDTH - points - 16 });
    doc.font(REGULAR).fontSize(BODY_SIZE);
    doc.x = MARGIN;
    doc.y = top + points + 14;
    return this;
  }

  /** Writes the page numbers and ends the document: its bytes. */
  async finish(): Promise<Buffer> {
    const doc = this.#doc;
    const { start, count } = doc.bufferedPageRange();
    for (let page = start; page < start + count; page += 1) {
      doc.switchToPage(page);
      // Below the content's bottom margin: writing there must not start a new page.
      const bottomMargin = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      doc.font(REGULAR).fontSize(SMALL_SIZE).fillColor(MUTED);
      doc.text(documentMessages.page(page - start + 1, count), MARGIN, PAGE_HEIGHT - MARGIN, {
        width: CONTENT_WIDTH,
        align: 'center',
        lineBreak: false,
      });
      doc.page.margins.bottom = bottomMargin;
    }
    doc.end();
    return this.#done;
  }

  #rule(color = '#333333') {
    const doc = this.#doc;
    doc
      .moveTo(MARGIN, doc.y)
      .lineTo(MARGIN + CONTENT_WIDTH, doc.y)
      .lineWidth(0.5)
      .strokeColor(color)
      .stroke();
  }

  /** A new page unless `height` fits above the footer. */
  #keepSpace(height: number) {
    if (this.#doc.y + height > CONTENT_BOTTOM) this.#doc.addPage();
  }
}
