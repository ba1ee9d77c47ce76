import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { readMetrics } from 'fontaine';
import { describe, expect, it } from 'vitest';
import { FONT_FALLBACKS, fallbackFamily, fontFallbackCss } from './fontFallbacks.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

interface Face {
  family: string;
  local: string;
  percent: Record<'size-adjust' | 'ascent-override' | 'descent-override' | 'line-gap-override', number>;
}

function parseFaces(css: string): Face[] {
  return [...css.matchAll(/@font-face \{([^}]*)\}/g)].map(([, body]) => {
    const value = (name: string) => new RegExp(`${name}: ([^;]+)`).exec(body)?.[1] ?? '';
    const percent = (name: string) => Number.parseFloat(value(name)) / 100;
    return {
      family: JSON.parse(value('font-family')) as string,
      local: JSON.parse(/local\(("[^"]+")\)/.exec(value('src'))![1]) as string,
      percent: {
        'size-adjust': percent('size-adjust'),
        'ascent-override': percent('ascent-override'),
        'descent-override': percent('descent-override'),
        'line-gap-override': percent('line-gap-override'),
      },
    };
  });
}

describe('font fallbacks', () => {
  it('covers every web font of fonts.css', () => {
    const packages = [...read('src/styles/fonts.css').matchAll(/@import '@fontsource\/([\w-]+)\//g)].map(
      (match) => match[1],
    );
    const covered = FONT_FALLBACKS.map(({ file }) => /^@fontsource\/([\w-]+)\//.exec(file)![1]);
    expect(new Set(packages)).toEqual(new Set(covered));
  });

  it('is named by the theme right after each web font, so text uses it while the web font loads', () => {
    const theme = read('src/styles/theme.css');
    for (const { family } of FONT_FALLBACKS) expect(theme).toContain(`'${family}', '${fallbackFamily(family)}',`);
  });

  it("gives each fallback face the web font's ascent and descent, so lines keep their height when it swaps in", async () => {
    const faces = parseFaces(await fontFallbackCss(ROOT));
    for (const { family, file, fallbacks } of FONT_FALLBACKS) {
      const own = faces.filter((face) => face.family === fallbackFamily(family));
      expect(own.map((face) => face.local)).toEqual(
        expect.arrayContaining(fallbacks.flatMap(({ font, aliases = [] }) => [font, ...aliases])),
      );
      // the browser uses the last face it has a local font for: the first wanted comes last
      expect(own.at(-1)!.local).toBe(fallbacks[0].font);
      const metrics = (await readMetrics(pathToFileURL(path.join(ROOT, 'node_modules', file))))!;
      for (const { percent } of own) {
        expect(percent['ascent-override'] * percent['size-adjust']).toBeCloseTo(metrics.ascent / metrics.unitsPerEm, 3);
        expect(percent['descent-override'] * percent['size-adjust']).toBeCloseTo(
          Math.abs(metrics.descent) / metrics.unitsPerEm,
          3,
        );
        expect(percent['line-gap-override']).toBe(metrics.lineGap / metrics.unitsPerEm);
      }
    }
  });

  it('stands in Liberation and Croscore fonts for Arial and Times New Roman where Linux has them instead', async () => {
    const faces = parseFaces(await fontFallbackCss(ROOT));
    const withLocal = (family: string, local: string) =>
      faces.find((face) => face.family === fallbackFamily(family) && face.local === local)!.percent;
    expect(withLocal('Nunito Sans', 'Liberation Sans')).toEqual(withLocal('Nunito Sans', 'Arial'));
    expect(withLocal('Playfair Display', 'Liberation Serif')).toEqual(withLocal('Playfair Display', 'Times New Roman'));
  });
});
