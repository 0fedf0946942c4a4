import QRCode from 'qrcode';

/** A QR code's squares: `size` by `size` modules, `dark(row, column)` true for a black one. */
export interface QrMatrix {
  size: number;
  dark: (row: number, column: number) => boolean;
}

/**
 * The QR code of `text` (byte mode, error correction M: a smudged or creased slip still scans),
 * as the squares to draw. A warehouse scanner reads the order number from the packing slip with it.
 */
export function qrMatrix(text: string): QrMatrix {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return { size: modules.size, dark: (row, column) => modules.get(row, column) === 1 };
}
