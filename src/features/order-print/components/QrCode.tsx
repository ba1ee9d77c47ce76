import { useMemo } from 'react';
import { qrMatrixOf } from '../model/qrMatrix';

const QUIET_ZONE = 4;

/** A QR code of `text` as an SVG image named by `label`; `data-qr-text` carries what it encodes (tests, debugging). */
export function QrCode({ text, label, className = '' }: { text: string; label: string; className?: string }) {
  const matrix = useMemo(() => qrMatrixOf(text), [text]);
  const side = matrix.size + QUIET_ZONE * 2;
  return (
    <svg
      className={`qr-code ${className}`}
      role="img"
      aria-label={label}
      data-qr-text={text}
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${side} ${side}`}
      shapeRendering="crispEdges"
      xmlns="http://www.w3.org/2000/svg"
    >
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={side} height={side} fill="#fff" />
      <path d={matrix.path} fill="#000" />
    </svg>
  );
}
