import { describe, expect, it } from 'vitest';
import { extractFontFaces, fontFaceName, fontPreloadTags } from './inlineFontFaces.mjs';

// As the build minifies them: fontsource's faces, the icon font's, and rules around them.
const ICONS =
  '@font-face{font-display:block;font-family:bootstrap-icons;src:url(/assets/bootstrap-icons-A1.woff2)format("woff2")}';
const NUNITO_400 =
  '@font-face{font-family:Nunito Sans;font-style:normal;font-display:swap;font-weight:400;src:url(/assets/nunito-sans-latin-400-normal-B2.woff2)format("woff2"),url(/assets/nunito-sans-latin-400-normal-C3.woff)format("woff")}';
const PLAYFAIR_700 =
  '@font-face{font-family:"Playfair Display";font-weight:700;src:url("/assets/playfair-display-latin-700-normal-D4.woff2") format("woff2")}';
const STYLESHEET = `:root{--bs-blue:#0d6efd}${ICONS}.bi::before{font-family:bootstrap-icons!important}${NUNITO_400}${PLAYFAIR_700}body{margin:0}`;

const page = (faces: string) =>
  `<!doctype html><html><head><style id="font-faces">${faces}</style><style>body{}</style></head><body></body></html>`;

describe('extractFontFaces', () => {
  it('takes the @font-face rules out of a stylesheet and leaves every other rule as it was', () => {
    const { faces, rest } = extractFontFaces(STYLESHEET);
    expect(faces).toEqual([ICONS, NUNITO_400, PLAYFAIR_700]);
    expect(rest).toBe(':root{--bs-blue:#0d6efd}.bi::before{font-family:bootstrap-icons!important}body{margin:0}');
  });

  it('returns a stylesheet without faces unchanged', () => {
    expect(extractFontFaces('.a{color:red}')).toEqual({ faces: [], rest: '.a{color:red}' });
  });
});

describe('fontFaceName', () => {
  it('names a face by its family and weight, quoted or not', () => {
    expect(fontFaceName(NUNITO_400)).toBe('Nunito Sans 400');
    expect(fontFaceName(PLAYFAIR_700)).toBe('Playfair Display 700');
  });

  it('names a face without a weight by its family alone', () => {
    expect(fontFaceName(ICONS)).toBe('bootstrap-icons');
  });
});

describe('fontPreloadTags', () => {
  it("preloads the named faces' woff2 files at low priority, in the order asked", () => {
    const tags = fontPreloadTags(page(`${ICONS}${NUNITO_400}${PLAYFAIR_700}`), [
      'Playfair Display 700',
      'bootstrap-icons',
    ])
      .split('\n')
      .map((tag) => tag.trim());
    expect(tags).toEqual([
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/playfair-display-latin-700-normal-D4.woff2" fetchpriority="low">',
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/bootstrap-icons-A1.woff2" fetchpriority="low">',
    ]);
  });

  it('preloads nothing for a page that names no face', () => {
    expect(fontPreloadTags(page(NUNITO_400), [])).toBe('');
  });

  it('fails the build for a face the page does not have, naming the ones it has', () => {
    expect(() => fontPreloadTags(page(`${ICONS}${NUNITO_400}`), ['Nunito Sans 600'])).toThrow(
      /"Nunito Sans 600".*bootstrap-icons, Nunito Sans 400/,
    );
    expect(() => fontPreloadTags('<html><head></head></html>', ['bootstrap-icons'])).toThrow(
      /no inline woff2 face "bootstrap-icons"/,
    );
  });
});
