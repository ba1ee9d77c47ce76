// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyDeferredStylesInOrder } from './deferredStyles.mjs';

const SHEETS = ['index', 'RootRoute', 'PublicLayout', 'BrandMark', 'OrderWizardPage'];

/** A page as beasties writes it: inlined rules, then each stylesheet deferred with its own onload. */
function beastiesPage(sheets: string[]): string {
  const links = sheets
    .map(
      (name) =>
        `<link rel="stylesheet" crossorigin href="/assets/${name}.css" media="print" onload="this.media='all'">`,
    )
    .join('\n    ');
  const noscript = sheets
    .map((name) => `<noscript><link rel="stylesheet" crossorigin href="/assets/${name}.css"></noscript>`)
    .join('');
  return `<!doctype html><html><head><style>.critical{}</style>\n    ${links}\n  </head><body><div id="root"></div>${noscript}</body></html>`;
}

/**
 * Puts the page's markup in the test document and runs its inline scripts, as the browser would
 * while parsing; `arrive(name, 'load' | 'error')` plays a stylesheet's arrival, `paint()` the first
 * paint (jsdom has no paint timing: the script's fallback, the task after the first animation frame).
 */
function openPage(html: string) {
  vi.useFakeTimers();
  const page = new DOMParser().parseFromString(html, 'text/html');
  document.head.innerHTML = page.head.innerHTML;
  document.body.innerHTML = page.body.innerHTML;
  for (const script of document.querySelectorAll('script')) new Function(script.textContent ?? '')();
  const links = [...document.querySelectorAll<HTMLLinkElement>('head link[rel="stylesheet"]')];
  const href = (element: Element) => element.getAttribute('href') ?? element.getAttribute('data-href');
  const link = (name: string) => links.find((element) => href(element) === `/assets/${name}.css`)!;
  return {
    applied: () =>
      links
        .filter((element) => element.media === 'all')
        .map((element) => /\/assets\/(\w+)\.css/.exec(href(element)!)![1]),
    arrive: (name: string, event: 'load' | 'error' = 'load') => link(name).dispatchEvent(new Event(event)),
    paint: () => vi.runAllTimers(),
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('applyDeferredStylesInOrder', () => {
  it('replaces the per-stylesheet onload switches with one script after the last link', () => {
    const html = applyDeferredStylesInOrder(beastiesPage(SHEETS));
    expect(html).not.toContain('onload=');
    expect(html.match(/ media="print" data-deferred-style>/g)).toHaveLength(SHEETS.length);
    expect(html.match(/<script>/g)).toHaveLength(1);
    expect(html.indexOf('<script>')).toBeGreaterThan(html.lastIndexOf(' data-deferred-style>'));
    expect(html.indexOf('<script>')).toBeLessThan(html.indexOf('</head>'));
    // without scripts the page still gets its styles
    expect(html.match(/<noscript><link rel="stylesheet"/g)).toHaveLength(SHEETS.length);
  });

  it('leaves a page without deferred stylesheets as it is', () => {
    const html = '<!doctype html><html><head><link rel="stylesheet" href="/a.css"></head><body></body></html>';
    expect(applyDeferredStylesInOrder(html)).toBe(html);
  });

  it('switches no stylesheet on before the first paint, even when they have all arrived', () => {
    const page = openPage(applyDeferredStylesInOrder(beastiesPage(SHEETS)));
    for (const name of SHEETS) page.arrive(name);
    expect(page.applied()).toEqual([]);
    page.paint();
    expect(page.applied()).toEqual(SHEETS);
  });

  it('switches a stylesheet on only once every stylesheet after it has arrived, whatever the order they come in', () => {
    const page = openPage(applyDeferredStylesInOrder(beastiesPage(SHEETS)));
    page.paint();
    expect(page.applied()).toEqual([]);
    // the main sheet first: alone it would override the inlined copies of the later sheets' rules
    page.arrive('index');
    expect(page.applied()).toEqual([]);
    page.arrive('BrandMark');
    expect(page.applied()).toEqual([]);
    page.arrive('OrderWizardPage');
    expect(page.applied()).toEqual(['BrandMark', 'OrderWizardPage']);
    page.arrive('PublicLayout');
    expect(page.applied()).toEqual(['PublicLayout', 'BrandMark', 'OrderWizardPage']);
    page.arrive('RootRoute');
    expect(page.applied()).toEqual(SHEETS);
  });

  it('does not let a stylesheet that failed to load hold back the ones before it', () => {
    const page = openPage(applyDeferredStylesInOrder(beastiesPage(SHEETS)));
    page.paint();
    for (const name of SHEETS.slice(0, -1)) page.arrive(name);
    expect(page.applied()).toEqual([]);
    page.arrive('OrderWizardPage', 'error');
    expect(page.applied()).toEqual(SHEETS);
  });
});
