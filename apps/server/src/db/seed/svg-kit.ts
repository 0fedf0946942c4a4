/** DejaVu Sans first: the width estimates below are measured on it. */
export const FONT_FAMILY = "'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif";

export type FontWeight = 'regular' | 'bold';

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** Linear mix of two #rrggbb colours; `amount` 0 gives `from`, 1 gives `to`. */
export function mixColors(from: string, to: string, amount: number): string {
  const a = channels(from);
  const b = channels(to);
  const mixed = a.map((channel, i) => Math.round(channel + ((b[i] ?? 0) - channel) * amount));
  return `#${mixed.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

export const lighten = (hex: string, amount: number) => mixColors(hex, '#ffffff', amount);
export const darken = (hex: string, amount: number) => mixColors(hex, '#000000', amount);

// librsvg has no text measuring or wrapping (and ignores textLength), so text is fitted from
// advance widths measured on DejaVu Sans, in em, per character class.
const ADVANCE = {
  bold: { upper: 0.78, lower: 0.65, digit: 0.7, space: 0.35, narrow: 0.36, wide: 1.03, other: 0.6 },
  regular: { upper: 0.7, lower: 0.6, digit: 0.64, space: 0.32, narrow: 0.3, wide: 0.93, other: 0.55 },
};

function advanceOf(char: string, weight: FontWeight): number {
  const widths = ADVANCE[weight];
  if (char === ' ') return widths.space;
  if ("iljtfrI.,:;!|'()[]".includes(char)) return widths.narrow;
  if ('mwMWæœ×%'.includes(char)) return widths.wide;
  if (/\d/.test(char)) return widths.digit;
  if (/\p{Lu}/u.test(char)) return widths.upper;
  if (/\p{Ll}/u.test(char)) return widths.lower;
  return widths.other;
}

export function estimateTextWidth(text: string, fontSize: number, weight: FontWeight, letterSpacing = 0) {
  let width = 0;
  for (const char of text) width += advanceOf(char, weight) * fontSize + letterSpacing;
  return width;
}

/** The largest size (down to `minSize`) at which `text` fits on one line of `maxWidth`. */
export function fitFontSize(
  text: string,
  maxWidth: number,
  maxSize: number,
  minSize: number,
  weight: FontWeight,
  letterSpacing = 0,
) {
  const widthAtMax = estimateTextWidth(text, maxSize, weight, letterSpacing * maxSize);
  if (widthAtMax <= maxWidth) return maxSize;
  return Math.max(minSize, Math.floor((maxSize * maxWidth) / widthAtMax));
}

/**
 * Greedy word wrap into at most `maxLines` lines at the largest size that fits; a word longer than
 * the width shrinks the size rather than being cut.
 */
export function fitTextBlock(
  text: string,
  maxWidth: number,
  options: {
    maxLines: number;
    maxSize: number;
    minSize: number;
    weight: FontWeight;
    maxHeight?: number;
    lineHeight?: number;
  },
): { lines: string[]; fontSize: number } {
  const words = text.split(/\s+/).filter(Boolean);
  const lineHeight = options.lineHeight ?? 1.15;
  const maxHeight = options.maxHeight ?? Number.POSITIVE_INFINITY;
  for (let size = options.maxSize; size >= options.minSize; size -= 1) {
    const lines = wrapWords(words, maxWidth, size, options.weight);
    if (lines && lines.length <= options.maxLines && lines.length * size * lineHeight <= maxHeight) {
      return { lines, fontSize: size };
    }
  }
  const fontSize = options.minSize;
  return { lines: wrapWords(words, Number.POSITIVE_INFINITY, fontSize, options.weight) ?? [text], fontSize };
}

function wrapWords(words: string[], maxWidth: number, size: number, weight: FontWeight) {
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    if (estimateTextWidth(word, size, weight) > maxWidth) return undefined;
    const candidate = current ? `${current} ${word}` : word;
    if (estimateTextWidth(candidate, size, weight) <= maxWidth) {
      current = candidate;
    } else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  return lines;
}

export interface TextStyle {
  size: number;
  fill: string;
  weight?: FontWeight;
  anchor?: 'start' | 'middle' | 'end';
  letterSpacing?: number;
  opacity?: number;
  transform?: string;
}

export function svgText(content: string, x: number, y: number, style: TextStyle): string {
  const attributes = [
    `x="${x}"`,
    `y="${y}"`,
    `font-family="${FONT_FAMILY}"`,
    `font-size="${style.size}"`,
    `font-weight="${style.weight === 'bold' ? 700 : 400}"`,
    `fill="${style.fill}"`,
    `text-anchor="${style.anchor ?? 'start'}"`,
  ];
  if (style.letterSpacing) attributes.push(`letter-spacing="${style.letterSpacing}"`);
  if (style.opacity !== undefined) attributes.push(`opacity="${style.opacity}"`);
  if (style.transform) attributes.push(`transform="${style.transform}"`);
  return `<text ${attributes.join(' ')}>${escapeXml(content)}</text>`;
}

export function svgDocument(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

/** A gradient stop: where along the gradient (0 to 1), its colour, and its opacity when not 1. */
export type GradientStop = readonly [offset: number, color: string, opacity?: number];

/** A linear gradient from the top left towards `x2`, `y2` (the box's far side: 1). */
export function linearGradient(id: string, to: { x2: number; y2: number }, stops: readonly GradientStop[]) {
  return (
    `<linearGradient id="${id}" x1="0" y1="0" x2="${to.x2}" y2="${to.y2}">` +
    stops
      .map(
        ([offset, color, opacity]) =>
          `<stop offset="${offset}" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`,
      )
      .join('') +
    '</linearGradient>'
  );
}

/** Soft contact shadow without a blur filter (filters make librsvg several times slower). */
export function ellipseShadow(id: string, cx: number, cy: number, rx: number, ry: number, opacity: number) {
  return (
    `<radialGradient id="${id}"><stop offset="0" stop-color="#0f172a" stop-opacity="${opacity}"/>` +
    `<stop offset="0.55" stop-color="#0f172a" stop-opacity="${(opacity * 0.45).toFixed(3)}"/>` +
    `<stop offset="1" stop-color="#0f172a" stop-opacity="0"/></radialGradient>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#${id})"/>`
  );
}

/** Runs `task` over `items` with at most `limit` in flight, keeping the input order. */
export async function mapWithConcurrency<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      const item = items[index];
      if (item !== undefined) results[index] = await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** FNV-1a: a stable number from a string, so generated details (barcodes…) never change between runs. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * Deterministic pseudo-random numbers in [0, 1) (mulberry32): small, fast and well mixed, for the
 * demo's art and the benches' generated catalogue; never for secrets.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
