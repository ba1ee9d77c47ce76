import { getRuntimeConfig } from '@/lib/config/runtimeConfig';
import './BrandMark.css';

/** Logo and product name. */
export function BrandMark({ light = false }: { light?: boolean }) {
  return (
    <span className={`brand-mark d-inline-flex align-items-center gap-2 ${light ? 'text-white' : ''}`}>
      <img src="/favicon.svg" alt="" width={32} height={32} />
      <span className="brand-mark__name">{getRuntimeConfig().productName}</span>
    </span>
  );
}
