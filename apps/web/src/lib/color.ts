/** WCAG 2 contrast helpers for colours an admin picks (e.g. a carousel badge). */

const WHITE = '#ffffff';
const DARK = '#111827';

/** WCAG AA for normal-size text. */
const MIN_CONTRAST = 4.5;

type Rgb = [number, number, number];

const white: Rgb = [255, 255, 255];
const dark: Rgb = [17, 24, 39];
const RED: Rgb = [220, 38, 38];

function parseHex(hex: string): Rgb | undefined {
  const match = /^#?([\da-f]{3}|[\da-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return undefined;
  const digits = match[1].length === 3 ? match[1].replace(/./g, '$&$&') : match[1];
  const value = parseInt(digits, 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

function luminance([r, g, b]: Rgb): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * A background in the picked colour's hue and a text colour that can be read on it (AA): white or
 * near-black if either is readable, else the colour darkened until white text is.
 */
export function readableColors(hex: string, fallback = '#dc2626'): { background: string; color: string } {
  const rgb = parseHex(hex) ?? parseHex(fallback) ?? RED;
  if (contrastRatio(rgb, white) >= MIN_CONTRAST) return { background: toHex(rgb), color: WHITE };
  if (contrastRatio(rgb, dark) >= MIN_CONTRAST && luminance(rgb) > 0.35) {
    return { background: toHex(rgb), color: DARK };
  }
  for (let keep = 0.95; keep > 0; keep -= 0.05) {
    const darker: Rgb = [rgb[0] * keep, rgb[1] * keep, rgb[2] * keep];
    if (contrastRatio(darker, white) >= MIN_CONTRAST) return { background: toHex(darker), color: WHITE };
  }
  return { background: DARK, color: WHITE };
}
