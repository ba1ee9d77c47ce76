import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { BrandMark } from './BrandMark';

/** The drawing of an `<svg>`: its view box and shapes, attributes sorted (its size and accessibility aside). */
function drawing(svg: Element): string {
  const shapes = [...svg.querySelectorAll('*')].map((element) => {
    const attributes = [...element.attributes]
      .map((attribute) => `${attribute.name}=${attribute.value}`)
      .sort()
      .join(' ');
    return `${element.tagName.toLowerCase()} ${attributes}`;
  });
  return [svg.getAttribute('viewBox'), ...shapes].join('\n');
}

const publicFile = (name: string) => join(process.cwd(), 'public', name);

/** An image's pixels at 64 × 64 on white, RGB. */
async function pixels(input: string): Promise<Buffer> {
  return sharp(input, { density: 384 }).resize(64, 64).flatten({ background: '#ffffff' }).raw().toBuffer();
}

describe('BrandMark', () => {
  it('draws the favicon inline, hidden from assistive technology beside the shop name', () => {
    const { container } = render(<BrandMark />);
    const favicon = new DOMParser().parseFromString(
      readFileSync(publicFile('favicon.svg'), 'utf8'),
      'image/svg+xml',
    ).documentElement;
    const mark = container.querySelector('svg')!;
    expect(drawing(mark)).toBe(drawing(favicon));
    expect(mark).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('Fleur Florist');
  });

  it("the tab's icon (a PNG: the browser builds no SVG document for it) is the same flower", async () => {
    const [drawn, icon] = await Promise.all([pixels(publicFile('favicon.svg')), pixels(publicFile('favicon.png'))]);
    const differences = drawn.filter((value, index) => Math.abs(value - icon[index]!) > 24).length;
    expect(differences / drawn.length).toBeLessThan(0.02);
  });
});
