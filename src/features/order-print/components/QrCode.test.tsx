import { render, screen } from '@testing-library/react';
import { create } from 'qrcode';
import { describe, expect, it } from 'vitest';
import { mapsSearchUrl } from '../model/mapsSearchUrl';
import { QrCode } from './QrCode';

function darkModules(text: string) {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  return { size: modules.size, count: Array.from(modules.data).filter(Boolean).length };
}

describe('QrCode', () => {
  it('draws exactly the dark modules of the encoded maps link, with a quiet zone', () => {
    const url = mapsSearchUrl('Jl. Melati No. 5, Bandung');
    render(<QrCode text={url} label="Maps" />);
    const svg = screen.getByRole('img', { name: 'Maps' });
    expect(svg).toHaveAttribute('data-qr-text', url);
    const { size, count } = darkModules(url);
    expect(svg).toHaveAttribute('viewBox', `-4 -4 ${size + 8} ${size + 8}`);
    const path = svg.querySelector('path')?.getAttribute('d') ?? '';
    expect(path.match(/M/g)).toHaveLength(count);
    // the three finder patterns: the top-left module of each is dark
    expect(path).toContain('M0 0h1v1h-1z');
    expect(path).toContain(`M${size - 1} 0h1v1h-1z`);
    expect(path).toContain(`M0 ${size - 1}h1v1h-1z`);
  });
});
