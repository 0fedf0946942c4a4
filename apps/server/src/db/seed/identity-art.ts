import { CATEGORY_COLOURS } from './art-palettes';
import type { ArtPalette } from './packshot-devices';
import type { CategorySlug } from './reference-data';
import { darken, estimateTextWidth, fitFontSize, lighten, svgDocument, svgText } from './svg-kit';

export const CATEGORY_ICON_SIZE = 256;
export const BRAND_LOGO_WIDTH = 480;
export const BRAND_LOGO_HEIGHT = 240;

const WHITE = '#ffffff';

/** White pictograms drawn on a 256 × 256 canvas, centred on (128, 128). */
const GLYPHS: Record<CategorySlug, (ink: string, tint: string) => string> = {
  'botulinum-toxins': (ink, tint) =>
    [
      `<rect x="100" y="46" width="56" height="22" rx="6" fill="${ink}"/>`,
      `<rect x="108" y="66" width="40" height="16" fill="${lighten(tint, 0.75)}"/>`,
      `<path d="M108 82 L148 82 L148 92 Q172 100 172 122 L172 196 Q172 210 158 210 L98 210 Q84 210 84 196 L84 122 Q84 100 108 92 Z" fill="${ink}"/>`,
      `<rect x="84" y="130" width="88" height="44" fill="${lighten(tint, 0.55)}"/>`,
      `<rect x="98" y="108" width="8" height="90" rx="4" fill="${tint}" opacity="0.25"/>`,
    ].join(''),
  'dermal-fillers': (ink, tint) =>
    [
      `<g transform="rotate(-45 128 128)">`,
      `<rect x="54" y="116" width="112" height="28" rx="6" fill="${ink}"/>`,
      `<rect x="96" y="120" width="66" height="20" rx="4" fill="${lighten(tint, 0.55)}"/>`,
      `<rect x="40" y="124" width="16" height="12" fill="${ink}"/>`,
      `<rect x="28" y="108" width="12" height="44" rx="4" fill="${ink}"/>`,
      `<rect x="54" y="102" width="10" height="56" rx="4" fill="${ink}"/>`,
      `<path d="M166 122 L186 126 L186 134 L166 138 Z" fill="${ink}"/>`,
      `<rect x="186" y="128" width="40" height="4" rx="2" fill="${ink}"/></g>`,
      `<path d="M196 164 Q212 186 212 198 A16 16 0 0 1 180 198 Q180 186 196 164 Z" fill="${ink}"/>`,
    ].join(''),
  orthopedic: (ink, tint) =>
    [
      `<g transform="rotate(-40 128 128)">`,
      `<rect x="70" y="112" width="116" height="32" rx="10" fill="${ink}"/>`,
      `<circle cx="66" cy="106" r="24" fill="${ink}"/><circle cx="66" cy="150" r="24" fill="${ink}"/>`,
      `<circle cx="190" cy="106" r="24" fill="${ink}"/><circle cx="190" cy="150" r="24" fill="${ink}"/>`,
      `<rect x="98" y="122" width="60" height="12" rx="6" fill="${lighten(tint, 0.6)}"/></g>`,
    ].join(''),
  rheumatology: (ink, tint) =>
    [
      `<rect x="78" y="120" width="100" height="96" rx="30" fill="${ink}"/>`,
      ...[
        [82, 62, 84],
        [108, 44, 100],
        [134, 48, 96],
        [160, 66, 78],
      ].map(([x, y, h]) => `<rect x="${x}" y="${y}" width="22" height="${h}" rx="11" fill="${ink}"/>`),
      `<rect x="-13" y="-74" width="26" height="74" rx="13" fill="${ink}" transform="translate(96 200) rotate(-38)"/>`,
      ...[
        [93, 102],
        [119, 90],
        [145, 92],
        [171, 106],
      ].map(([cx, cy]) => `<circle cx="${cx}" cy="${cy}" r="7" fill="${tint}" opacity="0.75"/>`),
    ].join(''),
  'weightloss-gynecology': (ink, tint) =>
    [
      `<g transform="rotate(-45 128 128)">`,
      `<rect x="30" y="112" width="44" height="32" rx="12" fill="${ink}"/>`,
      `<rect x="76" y="114" width="116" height="28" rx="6" fill="${ink}"/>`,
      `<rect x="90" y="121" width="30" height="14" rx="5" fill="${lighten(tint, 0.5)}"/>`,
      `<rect x="192" y="112" width="28" height="32" rx="8" fill="${ink}"/></g>`,
      `<circle cx="186" cy="178" r="22" fill="none" stroke="${ink}" stroke-width="9"/>`,
      `<path d="M186 200 L186 232 M172 218 L200 218" stroke="${ink}" stroke-width="9" stroke-linecap="round"/>`,
    ].join(''),
};

export function categoryIconSvg(slug: CategorySlug): string {
  const { from, to } = CATEGORY_COLOURS[slug];
  const size = CATEGORY_ICON_SIZE;
  const shadow = darken(from, 0.45);
  return svgDocument(
    size,
    size,
    [
      `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${to}"/>`,
      `<stop offset="1" stop-color="${from}"/></linearGradient>`,
      `<radialGradient id="shine" cx="30%" cy="20%" r="80%"><stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/>`,
      `<stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs>`,
      `<rect width="${size}" height="${size}" rx="56" fill="url(#bg)"/>`,
      `<rect width="${size}" height="${size}" rx="56" fill="url(#shine)"/>`,
      `<g transform="translate(4 6)" opacity="0.22">${GLYPHS[slug](shadow, shadow)}</g>`,
      GLYPHS[slug](WHITE, from),
    ].join(''),
  );
}

type EmblemShape = 'circle' | 'square' | 'hexagon' | 'rings' | 'leaf';
const EMBLEMS: EmblemShape[] = ['circle', 'square', 'hexagon', 'rings', 'leaf'];

function emblem(shape: EmblemShape, palette: ArtPalette, initial: string, cx: number, cy: number) {
  const { primary, accent } = palette;
  const letter = svgText(initial, cx, cy + 19, { size: 54, weight: 'bold', fill: WHITE, anchor: 'middle' });
  switch (shape) {
    case 'circle':
      return `<circle cx="${cx}" cy="${cy}" r="48" fill="${primary}"/><circle cx="${cx + 30}" cy="${cy - 30}" r="14" fill="${accent}"/>${letter}`;
    case 'square':
      return `<rect x="${cx - 46}" y="${cy - 46}" width="92" height="92" rx="22" fill="${primary}"/><rect x="${cx - 46}" y="${cy + 30}" width="92" height="16" fill="${accent}"/>${letter}`;
    case 'hexagon': {
      const points = Array.from({ length: 6 }, (_, i) => {
        const angle = (Math.PI / 3) * i + Math.PI / 6;
        return `${(cx + 50 * Math.cos(angle)).toFixed(1)},${(cy + 50 * Math.sin(angle)).toFixed(1)}`;
      }).join(' ');
      return `<polygon points="${points}" fill="${primary}"/><circle cx="${cx}" cy="${cy}" r="38" fill="none" stroke="${accent}" stroke-width="4"/>${letter}`;
    }
    case 'rings':
      return `<circle cx="${cx - 14}" cy="${cy}" r="40" fill="${accent}" opacity="0.9"/><circle cx="${cx + 14}" cy="${cy}" r="40" fill="${primary}" opacity="0.92"/>${svgText(initial, cx + 14, cy + 19, { size: 50, weight: 'bold', fill: WHITE, anchor: 'middle' })}`;
    case 'leaf':
      return `<path d="M${cx - 46} ${cy + 46} Q${cx - 50} ${cy - 40} ${cx + 46} ${cy - 46} Q${cx + 50} ${cy + 40} ${cx - 46} ${cy + 46} Z" fill="${primary}"/><path d="M${cx - 40} ${cy + 40} L${cx + 36} ${cy - 36}" stroke="${accent}" stroke-width="5"/>`;
  }
}

/** A 480 × 240 wordmark: an emblem in the brand's colours beside its name. */
export function brandLogoSvg(name: string, palette: ArtPalette, index: number): string {
  const width = BRAND_LOGO_WIDTH;
  const height = BRAND_LOGO_HEIGHT;
  const shape = EMBLEMS[index % EMBLEMS.length] ?? 'circle';
  const emblemWidth = 104;
  const gap = 26;
  const maxTextWidth = width - 2 * 40 - emblemWidth - gap;
  // A name that fits large on one line stays whole; a longer one puts its first word above the rest.
  const oneLineSize = fitFontSize(name, maxTextWidth, 54, 24, 'bold');
  const [main = name, ...others] = oneLineSize >= 40 ? [name] : name.split(' ');
  const rest = others.join(' ');
  const mainSize = rest ? fitFontSize(main, maxTextWidth, 54, 24, 'bold') : oneLineSize;
  const restSize = rest ? fitFontSize(rest.toUpperCase(), maxTextWidth, 24, 12, 'regular', 0.2) : 0;
  const textWidth = Math.max(
    estimateTextWidth(main, mainSize, 'bold'),
    estimateTextWidth(rest.toUpperCase(), restSize, 'regular', restSize * 0.2),
  );
  // Emblem and name are centred together.
  const left = Math.round((width - (emblemWidth + gap + textWidth)) / 2);
  const textX = left + emblemWidth + gap;
  const mainY = rest ? height / 2 + mainSize * 0.2 : height / 2 + mainSize * 0.36;
  return svgDocument(
    width,
    height,
    [
      `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
      emblem(shape, palette, main.charAt(0).toUpperCase(), left + emblemWidth / 2, height / 2),
      svgText(main, textX, mainY, { size: mainSize, weight: 'bold', fill: darken(palette.primary, 0.05) }),
      rest
        ? svgText(rest.toUpperCase(), textX + 2, mainY + restSize * 1.7, {
            size: restSize,
            fill: palette.primary,
            letterSpacing: restSize * 0.2,
          })
        : '',
    ].join(''),
  );
}
