import { create } from 'qrcode';

/**
 * A QR code's dark modules as one SVG path (a unit square per module), drawn
 * by React as vectors: crisp at any print resolution, no data URL. The matrix
 * comes from the `qrcode` package — a correct encoder (Reed-Solomon, masking,
 * versions) is not something to hand-write.
 */
export interface QrMatrix {
  /** Modules per side, without the quiet zone. */
  size: number;
  /** `M x y h1v1h-1z` for every dark module. */
  path: string;
  darkModules: number;
}

export function qrMatrixOf(text: string): QrMatrix {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) parts.push(`M${col} ${row}h1v1h-1z`);
    }
  }
  return { size: modules.size, path: parts.join(''), darkModules: parts.length };
}
