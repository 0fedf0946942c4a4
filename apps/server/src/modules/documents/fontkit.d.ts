/**
 * fontkit (pdfkit's font parser) ships no types. The shop parses each of its fonts once per process
 * and hands the parsed font to every document (pdf-layout.ts); these are the
 * parts it uses.
 */
declare module 'fontkit' {
  export interface GlyphPosition {
    xAdvance: number;
    yAdvance: number;
    xOffset: number;
    yOffset: number;
  }
  export interface GlyphRun {
    readonly glyphs: readonly unknown[];
    readonly positions: GlyphPosition[];
    readonly advanceWidth: number;
  }
  export interface Font {
    readonly postscriptName: string;
    /** Shapes a text into glyphs and their positions (in font units). */
    layout(text: string, features?: unknown): GlyphRun;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}

declare namespace PDFKit.Mixins {
  interface PDFFont {
    /** pdfkit also takes a font fontkit has parsed (its PDFFontFactory.open); @types/pdfkit leaves it out. */
    registerFont(name: string, src: import('fontkit').Font): this;
  }
}
