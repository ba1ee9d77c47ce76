import { getRuntimeConfig } from '@/lib/config/runtimeConfig';
import './BrandMark.css';

const PETAL_ANGLES = [0, 72, 144, 216, 288];

/**
 * The shop's flower, drawn inline: the same drawing as `public/favicon.svg` (BrandMark.test.tsx compares them). As an
 * `<img>` of that file, the browser built an SVG document for it, a long task on a phone while the page starts
 * (docs/performance.md).
 */
function FlowerMark() {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 64 64"
      width={32}
      height={32}
      aria-hidden="true"
      focusable="false"
    >
      <g transform="translate(32 30)">
        <g fill="#e26d8f">
          {PETAL_ANGLES.map((angle) => (
            <ellipse key={angle} rx="9" ry="16" transform={`rotate(${angle}) translate(0 -12)`} />
          ))}
        </g>
        <circle r="7" fill="#f6c453" />
      </g>
    </svg>
  );
}

/** Logo and product name. */
export function BrandMark({ light = false }: { light?: boolean }) {
  return (
    <span className={`brand-mark d-inline-flex align-items-center gap-2 ${light ? 'text-white' : ''}`}>
      <FlowerMark />
      <span className="brand-mark__name">{getRuntimeConfig().productName}</span>
    </span>
  );
}
