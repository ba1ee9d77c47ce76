import { afterEach, describe, expect, it } from 'vitest';
import { pathMatches, prerenderDataHtml, readPrerenderData, type PrerenderData } from './prerenderData';

const data = (extra: Partial<PrerenderData> = {}): PrerenderData => ({
  path: '/public/home',
  key: 'k',
  namespaces: ['home'],
  ...extra,
});

function pageWith(value: PrerenderData) {
  document.body.innerHTML = `<div id="root"></div>${prerenderDataHtml(value)}`;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('pathMatches', () => {
  it('matches a path exactly, with or without its trailing slash', () => {
    expect(pathMatches('/public/home', '/public/home')).toBe(true);
    expect(pathMatches('/public/home', '/public/home/')).toBe(true);
    expect(pathMatches('/public/home', '/public/homes')).toBe(false);
  });

  it('lets a :parameter stand for one non-empty segment', () => {
    expect(pathMatches('/public/pesanan/:orderID', '/public/pesanan/1042')).toBe(true);
    expect(pathMatches('/public/pesanan/:orderID', '/public/pesanan/')).toBe(false);
    expect(pathMatches('/public/pesanan/:orderID', '/public/pesanan/1042/extra')).toBe(false);
    expect(pathMatches('/public/pesanan/:orderID', '/public/other/1042')).toBe(false);
  });
});

describe('readPrerenderData', () => {
  it('reads the data of markup rendered for this path, and nothing for another path', () => {
    pageWith(data());
    expect(readPrerenderData('/public/home')).toMatchObject({ key: 'k', namespaces: ['home'] });
    expect(readPrerenderData('/app/orders')).toBeNull();
  });

  it("takes a shell's markup for any order, only when the link carries the search parameter the markup assumes", () => {
    pageWith(data({ path: '/public/pesanan/:orderID', query: 't' }));
    expect(readPrerenderData('/public/pesanan/1042', '?t=abc')).not.toBeNull();
    expect(readPrerenderData('/public/pesanan/1042', '')).toBeNull();
    expect(readPrerenderData('/public/pesanan/1042', '?t=%20')).toBeNull();
  });

  it('ignores data that is not JSON or lacks its fields', () => {
    document.body.innerHTML = '<script type="application/json" id="prerender-data">{not json</script>';
    expect(readPrerenderData('/public/home')).toBeNull();
    document.body.innerHTML = '<script type="application/json" id="prerender-data">{"path":"/public/home"}</script>';
    expect(readPrerenderData('/public/home')).toBeNull();
  });
});
