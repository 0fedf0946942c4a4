import { deviceSvg, type ArtPalette, type DeviceKind } from './packshot-devices';
import {
  darken,
  ellipseShadow,
  estimateTextWidth,
  fitFontSize,
  fitTextBlock,
  hashString,
  lighten,
  mixColors,
  seededRandom,
  svgDocument,
  svgText,
} from './svg-kit';

export type PackshotView = 'front' | 'back' | 'device';

/** What a product's packshot prints and how it is coloured. */
export interface PackshotSpec {
  /** Name on the carton, e.g. 'Botox® Cosmetic'. */
  title: string;
  /** e.g. '100 Units', '2 × 1 mL'. */
  strength: string;
  /** Generic name or line under the title, e.g. 'onabotulinumtoxinA for injection'. */
  caption: string;
  /** Wordmark in the carton's header band. */
  maker: string;
  device: DeviceKind;
  /** Short print on the device itself. */
  deviceLabel: string;
  palette: ArtPalette;
  /** Background tint (the category's colour). */
  backdrop: string;
  powder?: boolean;
  /** Lines printed on the back of the carton. */
  storage: string[];
}

export const PACKSHOT_SIZE = 800;
export const HERO_WIDTH = 1200;
export const HERO_HEIGHT = 800;

interface CartonShape {
  width: number;
  height: number;
  depth: number;
}

const CARTONS: Record<DeviceKind, CartonShape> = {
  vial: { width: 280, height: 340, depth: 96 },
  syringe: { width: 390, height: 260, depth: 84 },
  'prefilled-syringe': { width: 370, height: 260, depth: 84 },
  pen: { width: 260, height: 410, depth: 92 },
  tablets: { width: 290, height: 340, depth: 104 },
  iud: { width: 320, height: 280, depth: 64 },
};

// The receding side of a carton goes up and to the side by these fractions of its depth.
const DEPTH_X = 0.72;
const DEPTH_Y = 0.42;

/**
 * A studio sweep: light tint at the top, white behind the product, a deeper tint on the floor.
 * Linear rather than radial: a full-canvas radial gradient costs librsvg about a third of a
 * packshot's rendering time.
 */
function backdrop(uid: string, width: number, height: number, tint: string, floorY: number) {
  return [
    `<defs><linearGradient id="${uid}-bg" x1="0" y1="0" x2="0" y2="1">`,
    `<stop offset="0" stop-color="${lighten(tint, 0.88)}"/><stop offset="0.42" stop-color="#ffffff"/>`,
    `<stop offset="1" stop-color="${lighten(tint, 0.74)}"/></linearGradient>`,
    `<linearGradient id="${uid}-floor" x1="0" y1="0" x2="0" y2="1">`,
    `<stop offset="0" stop-color="${lighten(tint, 0.7)}" stop-opacity="0"/>`,
    `<stop offset="1" stop-color="${lighten(tint, 0.55)}" stop-opacity="0.55"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#${uid}-bg)"/>`,
    `<rect y="${floorY - 40}" width="${width}" height="${height - floorY + 40}" fill="url(#${uid}-floor)"/>`,
  ].join('');
}

/** Front panel of the carton in its own coordinates (0,0)–(width,height). */
function frontPanel(spec: PackshotSpec, width: number, height: number, uid: string) {
  const { primary, accent } = spec.palette;
  const pad = Math.round(width * 0.075);
  const bandHeight = Math.round(Math.min(height * 0.17, 64));
  const inner = width - pad * 2;
  const makerText = spec.maker.toUpperCase();
  const makerSize = fitFontSize(makerText, inner - 84, Math.round(bandHeight * 0.4), 10, 'bold', 0.14);
  const barHeight = 10;

  const strengthSize = fitFontSize(spec.strength, inner - 34, Math.round(width * 0.075), 12, 'bold');
  const pillHeight = Math.round(strengthSize * 1.75);
  const pillWidth = Math.round(estimateTextWidth(spec.strength, strengthSize, 'bold') + strengthSize * 1.4);
  const pillTop = height - barHeight - pad * 0.8 - pillHeight;

  const captionSize = fitFontSize(spec.caption, inner, Math.round(width * 0.05), 10, 'regular');
  const titleTop = bandHeight + pad * 0.9;
  const captionGap = captionSize * 1.9;
  const title = fitTextBlock(spec.title, inner, {
    maxLines: 3,
    maxSize: Math.round(Math.min(width * 0.14, height * 0.1)),
    minSize: 14,
    weight: 'bold',
    maxHeight: pillTop - titleTop - captionGap - pad * 0.6,
  });
  const lineHeight = title.fontSize * 1.12;
  const titleLines = title.lines
    .map((line, i) =>
      svgText(line, pad, titleTop + title.fontSize * 0.92 + i * lineHeight, {
        size: title.fontSize,
        weight: 'bold',
        fill: darken(primary, 0.25),
      }),
    )
    .join('');
  const captionY = titleTop + title.lines.length * lineHeight + captionSize * 1.35;
  const swooshY = pillTop - pad * 0.25;

  return [
    `<defs><linearGradient id="${uid}-paper" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/>`,
    `<stop offset="1" stop-color="#eef2f6"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#${uid}-paper)"/>`,
    `<circle cx="${width}" cy="${height * 0.5}" r="${height * 0.3}" fill="none" stroke="${accent}" stroke-opacity="0.14" stroke-width="${height * 0.07}"/>`,
    `<circle cx="${width}" cy="${height * 0.5}" r="${height * 0.15}" fill="${lighten(primary, 0.88)}"/>`,
    `<path d="M0 ${swooshY} C ${width * 0.3} ${swooshY - 46}, ${width * 0.62} ${swooshY + 40}, ${width} ${swooshY - 28} L ${width} ${height} L 0 ${height} Z" fill="${lighten(primary, 0.9)}"/>`,
    `<path d="M0 ${swooshY} C ${width * 0.3} ${swooshY - 46}, ${width * 0.62} ${swooshY + 40}, ${width} ${swooshY - 28}" fill="none" stroke="${accent}" stroke-width="5"/>`,
    `<rect width="${width}" height="${bandHeight}" fill="${primary}"/>`,
    svgText(makerText, pad, bandHeight / 2 + makerSize * 0.36, {
      size: makerSize,
      weight: 'bold',
      fill: '#ffffff',
      letterSpacing: makerSize * 0.14,
    }),
    svgText('Rx only', width - pad, bandHeight / 2 + 5, {
      size: 13,
      weight: 'bold',
      fill: '#ffffff',
      anchor: 'end',
      opacity: 0.85,
    }),
    titleLines,
    svgText(spec.caption, pad, captionY, { size: captionSize, fill: '#475569' }),
    `<rect x="${pad}" y="${pillTop}" width="${pillWidth}" height="${pillHeight}" rx="${pillHeight / 2}" fill="${primary}"/>`,
    svgText(spec.strength, pad + pillWidth / 2, pillTop + pillHeight / 2 + strengthSize * 0.36, {
      size: strengthSize,
      weight: 'bold',
      fill: '#ffffff',
      anchor: 'middle',
    }),
    `<rect y="${height - barHeight}" width="${width}" height="${barHeight}" fill="${accent}"/>`,
  ].join('');
}

function barcode(seedText: string, x: number, y: number, width: number, height: number) {
  const random = seededRandom(hashString(seedText));
  const bars: string[] = [];
  let cursor = x;
  while (cursor < x + width - 4) {
    const barWidth = 1 + Math.floor(random() * 3.2);
    bars.push(
      `<rect x="${cursor.toFixed(1)}" y="${y}" width="${barWidth}" height="${height}" fill="#111827"/>`,
    );
    cursor += barWidth + 1 + Math.floor(random() * 3);
  }
  const digits = Array.from({ length: 12 }, () => Math.floor(random() * 10)).join('');
  return (
    `<rect x="${x - 6}" y="${y - 6}" width="${width + 12}" height="${height + 26}" fill="#ffffff"/>` +
    bars.join('') +
    svgText(digits, x + width / 2, y + height + 15, { size: 12, fill: '#111827', anchor: 'middle' })
  );
}

/** Back panel: storage text, fine print and a barcode. */
function backPanel(spec: PackshotSpec, width: number, height: number, uid: string) {
  const { primary, accent } = spec.palette;
  const pad = Math.round(width * 0.075);
  const inner = width - pad * 2;
  const bandHeight = Math.round(Math.min(height * 0.13, 48));
  const random = seededRandom(hashString(`${spec.title} back`));
  const headingSize = fitFontSize('Storage & handling', inner, 20, 11, 'bold');
  const storageSize = Math.min(15, ...spec.storage.map((line) => fitFontSize(line, inner, 15, 9, 'regular')));
  let y = bandHeight + pad + headingSize;
  const parts = [
    `<defs><linearGradient id="${uid}-paper" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/>`,
    `<stop offset="1" stop-color="#eef2f6"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#${uid}-paper)"/>`,
    `<rect width="${width}" height="${bandHeight}" fill="${primary}"/>`,
    svgText(spec.title, pad, bandHeight / 2 + 6, {
      size: fitFontSize(spec.title, inner, 17, 9, 'bold'),
      weight: 'bold',
      fill: '#ffffff',
    }),
    svgText('Storage & handling', pad, y, { size: headingSize, weight: 'bold', fill: darken(primary, 0.2) }),
  ];
  for (const line of spec.storage) {
    y += storageSize * 1.45;
    parts.push(svgText(line, pad, y, { size: storageSize, fill: '#334155' }));
  }
  y += storageSize;
  const barcodeTop = height - 96;
  while (y < barcodeTop - 18) {
    const lineWidth = inner * (0.55 + random() * 0.45);
    parts.push(
      `<rect x="${pad}" y="${y}" width="${lineWidth.toFixed(1)}" height="5" rx="2.5" fill="#cbd5e1"/>`,
    );
    y += 13;
  }
  parts.push(
    barcode(spec.title, pad + 6, barcodeTop, Math.min(150, inner * 0.55), 44),
    `<rect x="${width - pad - 74}" y="${barcodeTop - 2}" width="74" height="48" rx="4" fill="none" stroke="#94a3b8"/>`,
    svgText('LOT', width - pad - 66, barcodeTop + 17, { size: 11, weight: 'bold', fill: '#475569' }),
    svgText('EXP', width - pad - 66, barcodeTop + 37, { size: 11, weight: 'bold', fill: '#475569' }),
    `<rect y="${height - 8}" width="${width}" height="8" fill="${accent}"/>`,
  );
  return parts.join('');
}

/**
 * A carton in two-point-ish projection: front face at (x, y), side face receding to the right
 * (direction 1) or to the left (direction -1).
 */
function cartonSvg(
  spec: PackshotSpec,
  shape: CartonShape,
  placement: { x: number; y: number; direction: 1 | -1; panel: 'front' | 'back' },
  uid: string,
) {
  const { width, height, depth } = shape;
  const { x, y, direction } = placement;
  const dx = depth * DEPTH_X * direction;
  const dy = -depth * DEPTH_Y;
  const { primary } = spec.palette;
  const sideEdge = direction === 1 ? x + width : x;
  const side = `${sideEdge},${y} ${sideEdge + dx},${y + dy} ${sideEdge + dx},${y + height + dy} ${sideEdge},${y + height}`;
  const top = `${x},${y} ${x + dx},${y + dy} ${x + width + dx},${y + dy} ${x + width},${y}`;
  const sideTitleSize = fitFontSize(spec.title, height * 0.78, Math.round(depth * 0.3), 10, 'bold');
  // Maps (u along the depth, v down the height) onto the side face, so its print follows the skew.
  const sideMatrix = `matrix(${(dx / depth).toFixed(4)} ${(dy / depth).toFixed(4)} 0 1 ${sideEdge} ${y})`;
  const panel =
    placement.panel === 'front'
      ? frontPanel(spec, width, height, `${uid}-front`)
      : backPanel(spec, width, height, `${uid}-back`);
  return [
    `<defs><linearGradient id="${uid}-side" x1="0" y1="0" x2="0" y2="1">`,
    `<stop offset="0" stop-color="${darken(primary, 0.05)}"/><stop offset="1" stop-color="${darken(primary, 0.32)}"/></linearGradient>`,
    `<linearGradient id="${uid}-light" x1="0" y1="0" x2="1" y2="0">`,
    `<stop offset="0" stop-color="#ffffff" stop-opacity="${direction === 1 ? 0.12 : 0}"/>`,
    `<stop offset="1" stop-color="#0f172a" stop-opacity="${direction === 1 ? 0.06 : 0.1}"/></linearGradient>`,
    `<clipPath id="${uid}-clip"><rect width="${width}" height="${height}" rx="4"/></clipPath></defs>`,
    `<polygon points="${side}" fill="url(#${uid}-side)"/>`,
    `<g transform="${sideMatrix}">`,
    svgText(spec.title, -(height / 2), depth / 2 + sideTitleSize * 0.36, {
      size: sideTitleSize,
      weight: 'bold',
      fill: '#ffffff',
      anchor: 'middle',
      opacity: 0.92,
      transform: `rotate(-90)`,
    }),
    `</g>`,
    `<polygon points="${top}" fill="${mixColors(primary, '#f8fafc', 0.86)}" stroke="${lighten(primary, 0.6)}" stroke-width="1"/>`,
    `<g transform="translate(${x} ${y})"><g clip-path="url(#${uid}-clip)">${panel}`,
    `<rect width="${width}" height="${height}" fill="url(#${uid}-light)"/></g>`,
    `<rect width="${width}" height="${height}" rx="4" fill="none" stroke="${darken(primary, 0.1)}" stroke-opacity="0.25"/></g>`,
  ].join('');
}

interface DevicePose {
  x: number;
  y: number;
  rotate: number;
  scale: number;
}

function placedDevice(spec: PackshotSpec, pose: DevicePose, uid: string) {
  const look = { palette: spec.palette, label: spec.deviceLabel, powder: spec.powder ?? false };
  return `<g transform="translate(${pose.x} ${pose.y}) rotate(${pose.rotate}) scale(${pose.scale})">${deviceSvg(spec.device, look, uid)}</g>`;
}

/** Where the device sits in front of a carton whose front face spans x … x + width, standing on floorY. */
function devicePoseBeside(kind: DeviceKind, cartonX: number, width: number, floorY: number): DevicePose {
  switch (kind) {
    case 'vial':
      return { x: cartonX + width + 34, y: floorY + 54, rotate: 0, scale: 1.05 };
    case 'syringe':
      return { x: cartonX + width * 0.55, y: floorY + 52, rotate: -9, scale: 1 };
    case 'prefilled-syringe':
      return { x: cartonX + width * 0.55, y: floorY + 52, rotate: -9, scale: 1.05 };
    case 'pen':
      return { x: cartonX + width * 0.72, y: floorY + 36, rotate: -16, scale: 0.95 };
    case 'tablets':
      return { x: cartonX + width + 20, y: floorY - 24, rotate: 8, scale: 0.95 };
    case 'iud':
      return { x: cartonX + width + 86, y: floorY - 104, rotate: 7, scale: 0.9 };
  }
}

/** Extent of the device drawing to the right of its anchor, to centre the whole group. */
const DEVICE_REACH: Record<DeviceKind, number> = {
  vial: 100,
  syringe: 40,
  'prefilled-syringe': 40,
  pen: 20,
  tablets: 140,
  iud: 180,
};

/** Width of a carton with its device beside it. */
function groupWidth(spec: PackshotSpec) {
  const shape = CARTONS[spec.device];
  return shape.width + Math.max(shape.depth * DEPTH_X, DEVICE_REACH[spec.device]);
}

function productGroup(
  spec: PackshotSpec,
  centreX: number,
  floorY: number,
  uid: string,
  panel: 'front' | 'back',
) {
  const shape = CARTONS[spec.device];
  const width = groupWidth(spec);
  const cartonX = Math.round(centreX - width / 2);
  const cartonY = floorY - shape.height;
  const pose = devicePoseBeside(spec.device, cartonX, shape.width, floorY);
  const shadowWidth = width * 0.62;
  return [
    ellipseShadow(`${uid}-shadow`, centreX, floorY + 6, shadowWidth, 30, 0.3),
    ellipseShadow(`${uid}-contact`, cartonX + shape.width / 2, floorY + 2, shape.width * 0.56, 10, 0.35),
    cartonSvg(spec, shape, { x: cartonX, y: cartonY, direction: 1, panel }, `${uid}-carton`),
    panel === 'front' ? placedDevice(spec, pose, `${uid}-device`) : '',
  ].join('');
}

/** An 800 × 800 shop packshot of one product. */
export function packshotSvg(spec: PackshotSpec, view: PackshotView): string {
  const size = PACKSHOT_SIZE;
  const uid = `p${view}`;
  if (view === 'device') {
    const floorY = 560;
    const pose: DevicePose =
      spec.device === 'vial'
        ? { x: 400, y: floorY, rotate: 0, scale: 1.65 }
        : spec.device === 'tablets' || spec.device === 'iud'
          ? { x: 400, y: floorY - 170, rotate: -6, scale: 1.45 }
          : { x: 400, y: floorY - 120, rotate: -24, scale: spec.device === 'pen' ? 1.25 : 1.45 };
    return svgDocument(
      size,
      size,
      backdrop(uid, size, size, spec.backdrop, floorY) +
        ellipseShadow(`${uid}-shadow`, 400, floorY + 40, 260, 34, 0.28) +
        placedDevice(spec, pose, `${uid}-device`),
    );
  }
  const floorY = 615;
  const centreX = view === 'front' ? 400 : 430;
  const zoom = view === 'front' ? 1.15 : 1.25;
  return svgDocument(
    size,
    size,
    backdrop(uid, size, size, spec.backdrop, floorY) +
      `<g transform="translate(400 ${floorY}) scale(${zoom}) translate(-400 ${-floorY})">` +
      productGroup(spec, centreX, floorY, uid, view) +
      `</g>`,
  );
}

/**
 * A 1200 × 800 hero picture: up to three products on a podium against the hero's colours; the
 * first is the largest, in the middle.
 */
export function heroSceneSvg(specs: readonly PackshotSpec[], colours: { from: string; to: string }): string {
  const { from, to } = colours;
  const floorY = 640;
  const [centre, left, right] = specs;
  const sideScale = 0.8;
  const overlap = 30;
  const widthOf = (spec: PackshotSpec | undefined) => (spec ? groupWidth(spec) : 0);
  const total = widthOf(centre) + sideScale * (widthOf(left) + widthOf(right)) - 2 * overlap;
  const fit = Math.min(1, (HERO_WIDTH - 120) / total);
  const centreX = 600;
  const sideOffset = (spec: PackshotSpec | undefined) =>
    widthOf(centre) / 2 + (sideScale * widthOf(spec)) / 2 - overlap;
  const placed = [
    { spec: left, x: centreX - sideOffset(left), scale: sideScale },
    { spec: right, x: centreX + sideOffset(right), scale: sideScale },
    { spec: centre, x: centreX, scale: 1 },
  ];
  const groups = placed.map(({ spec, x, scale }, i) =>
    spec
      ? `<g transform="translate(${x} ${floorY}) scale(${scale}) translate(${-x} ${-floorY})">${productGroup(spec, x, floorY, `h${i}`, 'front')}</g>`
      : '',
  );
  const scene = `<g transform="translate(${centreX} ${floorY}) scale(${fit.toFixed(3)}) translate(${-centreX} ${-floorY})">${groups.join('')}</g>`;
  return svgDocument(
    HERO_WIDTH,
    HERO_HEIGHT,
    [
      `<defs><linearGradient id="hero-bg" x1="0" y1="0" x2="1" y2="1">`,
      `<stop offset="0" stop-color="${lighten(from, 0.78)}"/><stop offset="1" stop-color="${lighten(to, 0.7)}"/></linearGradient>`,
      `<radialGradient id="hero-glow" cx="50%" cy="40%" r="60%"><stop offset="0" stop-color="#ffffff" stop-opacity="0.85"/>`,
      `<stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>`,
      `<linearGradient id="hero-podium" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/>`,
      `<stop offset="1" stop-color="${lighten(to, 0.8)}"/></linearGradient></defs>`,
      `<rect width="${HERO_WIDTH}" height="${HERO_HEIGHT}" fill="url(#hero-bg)"/>`,
      `<circle cx="980" cy="140" r="230" fill="${lighten(to, 0.55)}" opacity="0.35"/>`,
      `<circle cx="160" cy="700" r="260" fill="${lighten(from, 0.5)}" opacity="0.25"/>`,
      `<rect width="${HERO_WIDTH}" height="${HERO_HEIGHT}" fill="url(#hero-glow)"/>`,
      `<ellipse cx="600" cy="${floorY + 40}" rx="540" ry="70" fill="${darken(to, 0.1)}" opacity="0.12"/>`,
      `<path d="M70 ${floorY} A530 64 0 0 0 1130 ${floorY} L1130 ${floorY + 40} A530 64 0 0 1 70 ${floorY + 40} Z" fill="${lighten(to, 0.55)}"/>`,
      `<ellipse cx="600" cy="${floorY}" rx="530" ry="64" fill="url(#hero-podium)"/>`,
      scene,
    ].join(''),
  );
}
