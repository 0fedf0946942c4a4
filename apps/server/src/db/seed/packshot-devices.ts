import { darken, escapeXml, FONT_FAMILY, lighten, linearGradient, mixColors } from './svg-kit';

/** The thing inside the carton; chooses the drawing next to it on a packshot. */
export type DeviceKind = 'vial' | 'syringe' | 'pen' | 'prefilled-syringe' | 'tablets' | 'iud';

export interface ArtPalette {
  primary: string;
  accent: string;
}

export interface DeviceLook {
  palette: ArtPalette;
  /** Short print on the device label, e.g. '100 U' or '1 mL'. */
  label: string;
  /** Freeze-dried powder (toxins) rather than a liquid. */
  powder?: boolean;
}

/**
 * Each drawing is in local coordinates: vials stand on y = 0 centred on x = 0; syringes and pens
 * lie along the x axis centred on the origin. Callers place them with a transform.
 */
export function deviceSvg(kind: DeviceKind, look: DeviceLook, uid: string): string {
  switch (kind) {
    case 'vial':
      return vialSvg(look, uid);
    case 'syringe':
      return syringeSvg(look, uid, { barrel: 250, prefilled: false });
    case 'prefilled-syringe':
      return syringeSvg(look, uid, { barrel: 200, prefilled: true });
    case 'pen':
      return penSvg(look, uid);
    case 'tablets':
      return blisterSvg(look, uid);
    case 'iud':
      return iudPouchSvg(look, uid);
  }
}

const ACROSS = { x2: 1, y2: 0 };
const ALONG = { x2: 0, y2: 1 };

/**
 * Shading that makes a flat shape read as a cylinder: dark edges (their opacities), a highlight
 * between the near edge and the middle (where, and how bright), clear from the middle on.
 */
const cylinderShading = (
  id: string,
  to: typeof ACROSS,
  edges: [near: number, far: number],
  highlight: [at: number, opacity: number],
) =>
  linearGradient(id, to, [
    [0, '#0f172a', edges[0]],
    [highlight[0], '#ffffff', highlight[1]],
    [0.5, '#ffffff', 0],
    [1, '#0f172a', edges[1]],
  ]);

/** A cylinder standing up. */
const cylinderAcross = (id: string) => cylinderShading(id, ACROSS, [0.22, 0.28], [0.28, 0.45]);

/** A cylinder lying along the x axis. */
const cylinderAlong = (id: string) => cylinderShading(id, ALONG, [0.2, 0.3], [0.25, 0.55]);

const metalAcross = (id: string) =>
  linearGradient(id, ACROSS, [
    [0, '#7c8791'],
    [0.3, '#f1f4f7'],
    [0.55, '#b8c1ca'],
    [1, '#6b7680'],
  ]);

function tinyText(content: string, x: number, y: number, size: number, fill: string, extra = '') {
  return (
    `<text x="${x}" y="${y}" font-family="${FONT_FAMILY}" font-size="${size}" font-weight="700" ` +
    `fill="${fill}" text-anchor="middle" ${extra}>${escapeXml(content)}</text>`
  );
}

function vialSvg(look: DeviceLook, uid: string): string {
  const { primary, accent } = look.palette;
  const contents = look.powder
    ? `<path d="M-50 -34 Q0 -46 50 -34 L50 -12 Q0 -4 -50 -12 Z" fill="#fbfcfd" stroke="#e2e8f0"/>`
    : `<rect x="-50" y="-92" width="100" height="82" rx="10" fill="${lighten(accent, 0.55)}" opacity="0.55"/>`;
  return [
    `<defs>${cylinderAcross(`${uid}-shade`)}${metalAcross(`${uid}-metal`)}`,
    `<linearGradient id="${uid}-cap" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${darken(accent, 0.25)}"/>`,
    `<stop offset="0.35" stop-color="${lighten(accent, 0.25)}"/><stop offset="1" stop-color="${darken(accent, 0.3)}"/></linearGradient></defs>`,
    // glass body and neck
    `<path d="M-56 -4 Q-56 0 -50 0 L50 0 Q56 0 56 -4 L56 -162 Q56 -178 40 -184 L32 -188 L32 -204 L-32 -204 L-32 -188 L-40 -184 Q-56 -178 -56 -162 Z" fill="#eef4f9" fill-opacity="0.96" stroke="#9fb2c4" stroke-width="2"/>`,
    contents,
    // label
    `<rect x="-56" y="-150" width="112" height="92" fill="#ffffff"/>`,
    `<rect x="-56" y="-150" width="112" height="24" fill="${primary}"/>`,
    `<rect x="-56" y="-66" width="112" height="8" fill="${accent}"/>`,
    tinyText(look.label, 0, -95, labelSize(look.label, 100, 20), darken(primary, 0.15)),
    `<rect x="-36" y="-84" width="72" height="4" rx="2" fill="#cbd5e1"/>`,
    `<rect x="-56" y="-204" width="112" height="204" fill="url(#${uid}-shade)"/>`,
    `<rect x="-42" y="-176" width="7" height="168" rx="3.5" fill="#ffffff" opacity="0.55"/>`,
    // aluminium crimp and flip-off cap
    `<rect x="-36" y="-228" width="72" height="30" rx="4" fill="url(#${uid}-metal)"/>`,
    `<rect x="-40" y="-248" width="80" height="22" rx="7" fill="url(#${uid}-cap)"/>`,
    `<rect x="-40" y="-248" width="80" height="6" rx="3" fill="#ffffff" opacity="0.25"/>`,
  ].join('');
}

function labelSize(text: string, width: number, max: number) {
  return Math.max(9, Math.min(max, Math.floor(width / (text.length * 0.68))));
}

function syringeSvg(look: DeviceLook, uid: string, shape: { barrel: number; prefilled: boolean }): string {
  const { primary, accent } = look.palette;
  const half = shape.barrel / 2;
  const barrelHeight = shape.prefilled ? 36 : 44;
  const top = -barrelHeight / 2;
  const gel = lighten(accent, shape.prefilled ? 0.55 : 0.7);
  const stopper = -half + 46;
  const ticks = Array.from({ length: 9 }, (_, i) => {
    const x = stopper + 18 + i * ((half - stopper - 30) / 8);
    const length = i % 2 === 0 ? 12 : 7;
    return `<line x1="${x.toFixed(1)}" y1="${top + 3}" x2="${x.toFixed(1)}" y2="${top + 3 + length}" stroke="#64748b" stroke-width="1.4" opacity="0.7"/>`;
  }).join('');
  const guard = shape.prefilled
    ? `<rect x="${-half - 10}" y="${top - 8}" width="${shape.barrel + 6}" height="${barrelHeight + 16}" rx="12" fill="${lighten(primary, 0.85)}" fill-opacity="0.55" stroke="${lighten(primary, 0.4)}" stroke-width="1.5"/>`
    : '';
  const tip = shape.prefilled
    ? `<rect x="${half}" y="-10" width="70" height="20" rx="6" fill="${accent}"/><rect x="${half}" y="-10" width="70" height="20" rx="6" fill="url(#${uid}-along)"/>`
    : `<path d="M${half} -12 L${half + 26} -8 L${half + 26} 8 L${half} 12 Z" fill="#dfe5ec" stroke="#94a3b8"/>` +
      `<rect x="${half + 26}" y="-9" width="40" height="18" rx="5" fill="${lighten(primary, 0.7)}" stroke="${lighten(primary, 0.3)}"/>`;
  return [
    `<defs>${cylinderAlong(`${uid}-along`)}</defs>`,
    // plunger rod and thumb press
    `<rect x="${-half - 120}" y="-8" width="${130 + 46}" height="16" rx="3" fill="${shape.prefilled ? lighten(primary, 0.15) : '#e6ebf1'}" stroke="#94a3b8" stroke-width="1.2"/>`,
    `<rect x="${-half - 132}" y="-27" width="14" height="54" rx="5" fill="${shape.prefilled ? primary : '#eef2f6'}" stroke="#94a3b8" stroke-width="1.2"/>`,
    guard,
    // finger flange
    `<rect x="${-half - 14}" y="-44" width="16" height="88" rx="6" fill="#f1f5f9" stroke="#94a3b8" stroke-width="1.4"/>`,
    // barrel with gel, stopper and graduations
    `<rect x="${-half}" y="${top}" width="${shape.barrel}" height="${barrelHeight}" rx="7" fill="#f4f8fb" fill-opacity="0.85" stroke="#8fa3b6" stroke-width="1.6"/>`,
    `<rect x="${stopper}" y="${top + 4}" width="${half - stopper - 4}" height="${barrelHeight - 8}" rx="4" fill="${gel}" opacity="0.85"/>`,
    `<rect x="${stopper - 16}" y="${top + 2}" width="18" height="${barrelHeight - 4}" rx="3" fill="#3f4a57"/>`,
    ticks,
    `<rect x="${-half + 70}" y="${top}" width="${Math.min(110, shape.barrel - 120)}" height="${barrelHeight}" fill="#ffffff" opacity="0.9"/>`,
    `<rect x="${-half + 70}" y="${top}" width="${Math.min(110, shape.barrel - 120)}" height="7" fill="${primary}"/>`,
    tinyText(
      look.label,
      -half + 70 + Math.min(110, shape.barrel - 120) / 2,
      top + barrelHeight - 9,
      Math.min(17, labelSize(look.label, 100, 17)),
      darken(primary, 0.1),
    ),
    `<rect x="${-half}" y="${top}" width="${shape.barrel}" height="${barrelHeight}" rx="7" fill="url(#${uid}-along)"/>`,
    tip,
  ].join('');
}

function penSvg(look: DeviceLook, uid: string): string {
  const { primary, accent } = look.palette;
  const body = mixColors(primary, '#e5e9ee', 0.82);
  const ridges = Array.from(
    { length: 6 },
    (_, i) =>
      `<rect x="${196 + i * 7}" y="-31" width="3" height="62" fill="${darken(accent, 0.3)}" opacity="0.5"/>`,
  ).join('');
  return [
    `<defs>${cylinderAlong(`${uid}-along`)}</defs>`,
    // cap
    `<rect x="-236" y="-34" width="116" height="68" rx="24" fill="${primary}"/>`,
    `<rect x="-236" y="-34" width="116" height="68" rx="24" fill="url(#${uid}-along)"/>`,
    `<rect x="-128" y="-34" width="10" height="68" fill="${darken(primary, 0.25)}"/>`,
    // body, window and label
    `<rect x="-120" y="-31" width="312" height="62" rx="10" fill="${body}"/>`,
    `<rect x="-104" y="-12" width="74" height="24" rx="8" fill="#f7fbff" stroke="#94a3b8" stroke-width="1.2"/>`,
    `<rect x="-98" y="-7" width="50" height="14" rx="5" fill="${lighten(accent, 0.45)}" opacity="0.9"/>`,
    `<rect x="-14" y="-31" width="150" height="62" fill="${primary}"/>`,
    `<rect x="-14" y="-31" width="150" height="6" fill="${accent}"/>`,
    tinyText(look.label, 61, 9, Math.min(22, labelSize(look.label, 130, 22)), '#ffffff'),
    `<rect x="-120" y="-31" width="312" height="62" rx="10" fill="url(#${uid}-along)"/>`,
    // dose selector
    `<rect x="190" y="-31" width="52" height="62" rx="12" fill="${accent}"/>`,
    ridges,
    `<rect x="190" y="-31" width="52" height="62" rx="12" fill="url(#${uid}-along)"/>`,
  ].join('');
}

function blisterSvg(look: DeviceLook, uid: string): string {
  const { primary, accent } = look.palette;
  const pills: string[] = [];
  for (let row = 0; row < 2; row += 1) {
    for (let column = 0; column < 5; column += 1) {
      const cx = -96 + column * 48;
      const cy = -28 + row * 56;
      pills.push(
        `<ellipse cx="${cx}" cy="${cy}" rx="19" ry="15" fill="#dbe3ea" stroke="#a4b0bc" stroke-width="1.2"/>`,
        `<ellipse cx="${cx}" cy="${cy}" rx="14" ry="10" fill="${lighten(accent, 0.55)}"/>`,
        `<ellipse cx="${cx - 4}" cy="${cy - 4}" rx="6" ry="3" fill="#ffffff" opacity="0.7"/>`,
      );
    }
  }
  return [
    `<defs><linearGradient id="${uid}-foil" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#c7cfd8"/>`,
    `<stop offset="0.45" stop-color="#f5f7f9"/><stop offset="1" stop-color="#aeb8c3"/></linearGradient></defs>`,
    `<rect x="-130" y="-74" width="260" height="148" rx="12" fill="url(#${uid}-foil)" stroke="#9aa6b2" stroke-width="1.5"/>`,
    `<rect x="-130" y="52" width="260" height="22" fill="${primary}" opacity="0.85"/>`,
    tinyText(look.label, 0, 68, 14, '#ffffff'),
    ...pills,
  ].join('');
}

function iudPouchSvg(look: DeviceLook, uid: string): string {
  const { primary, accent } = look.palette;
  return [
    `<defs><linearGradient id="${uid}-pouch" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff"/>`,
    `<stop offset="1" stop-color="#e7edf3"/></linearGradient></defs>`,
    `<rect x="-92" y="-170" width="184" height="340" rx="10" fill="url(#${uid}-pouch)" stroke="#b6c2ce" stroke-width="1.5"/>`,
    `<path d="M-92 -150 L-72 -170 M92 -150 L72 -170" stroke="#b6c2ce" stroke-width="1.5"/>`,
    `<rect x="-92" y="130" width="184" height="40" rx="10" fill="${primary}"/>`,
    tinyText(look.label, 0, 157, 15, '#ffffff'),
    // inserter tube and the T-shaped system
    `<rect x="-6" y="-70" width="12" height="190" rx="6" fill="#f8fafc" stroke="#94a3b8" stroke-width="1.2"/>`,
    `<rect x="-16" y="88" width="32" height="14" rx="4" fill="${lighten(primary, 0.5)}"/>`,
    `<path d="M-58 -118 Q-60 -104 -50 -100 L50 -100 Q60 -104 58 -118" fill="none" stroke="#f1f5f9" stroke-width="9" stroke-linecap="round"/>`,
    `<path d="M-58 -118 Q-60 -104 -50 -100 L50 -100 Q60 -104 58 -118" fill="none" stroke="#cbd5e1" stroke-width="1.5"/>`,
    `<rect x="-7" y="-102" width="14" height="72" rx="5" fill="${lighten(accent, 0.35)}" stroke="${darken(accent, 0.1)}" stroke-width="1.2"/>`,
    `<path d="M0 -30 Q4 0 -2 40 T2 110" fill="none" stroke="#5b4636" stroke-width="1.6"/>`,
  ].join('');
}
