import { describe, expect, it } from 'vitest';
import { safeImageSrc, safeLinkHref } from './urlPolicy';

/** Values an attacker could put in data; neither policy may let any of them through. */
const HOSTILE = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  '  javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\u0000script:alert(1)',
  '&#106;avascript:alert(1)',
  'javascript&colon;alert(1)',
  '&#x6A;&#x61;&#x76;&#x61;script:alert(1)',
  'jav&#x09;ascript:alert(1)',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'data:text/html,<script>alert(1)</script>',
  'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+',
  'data:image/svg+xml,<svg onload=alert(1)>',
  'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
  'data:image/png;base64,AAAA" onerror="alert(1)',
  '//evil.example/x.jpg',
  '/\\evil.example/x.jpg',
  '\\\\evil.example\\x.jpg',
  'https://ok.example/x.jpg" onerror="alert(1)',
  "https://ok.example/x.jpg' onerror='alert(1)",
  'https://ok.example/x.jpg><script>alert(1)</script>',
  'file:///etc/passwd',
  'ftp://files.example/x.jpg',
  'blob:https://ok.example/1234',
  'mailto:someone@example.com',
  'about:blank',
  'https:evil.example',
  'http//evil.example',
  '',
  '   ',
];

describe('safeLinkHref', () => {
  it.each(HOSTILE)('refuses %j', (value) => {
    expect(safeLinkHref(value)).toBeUndefined();
  });

  it('refuses every data: URL, even a raster image', () => {
    expect(safeLinkHref('data:image/png;base64,iVBORw0KGgo=')).toBeUndefined();
    expect(safeLinkHref('data:image/jpeg;base64,AAAA')).toBeUndefined();
  });

  it('refuses a relative path as a link target', () => {
    expect(safeLinkHref('/app/orders')).toBeUndefined();
  });

  it('allows http(s), wa.me and tel: links', () => {
    expect(safeLinkHref('https://wa.me/6281234567890')).toBe('https://wa.me/6281234567890');
    expect(safeLinkHref(' https://instagram.com/fleurflorist.id ')).toBe('https://instagram.com/fleurflorist.id');
    expect(safeLinkHref('http://facebook.com/fleur')).toBe('http://facebook.com/fleur');
    expect(safeLinkHref('tel:+6281234567890')).toBe('tel:+6281234567890');
    expect(safeLinkHref('tel:0812-3456-7890')).toBe('tel:0812-3456-7890');
  });

  it('refuses a tel: link holding more than a phone number', () => {
    expect(safeLinkHref('tel:0812;javascript:alert(1)')).toBeUndefined();
  });
});

describe('safeImageSrc', () => {
  it.each(HOSTILE)('refuses %j', (value) => {
    expect(safeImageSrc(value)).toBeUndefined();
  });

  it('refuses null and undefined', () => {
    expect(safeImageSrc(null)).toBeUndefined();
    expect(safeImageSrc(undefined)).toBeUndefined();
  });

  it('allows http(s) links', () => {
    expect(safeImageSrc('https://cdn.example.com/mawar.jpg')).toBe('https://cdn.example.com/mawar.jpg');
    expect(safeImageSrc('https://drive.google.com/uc?export=view&id=1AbCdEfGhIjKlMnOp')).toBe(
      'https://drive.google.com/uc?export=view&id=1AbCdEfGhIjKlMnOp',
    );
  });

  it('allows base64 raster data images', () => {
    for (const type of ['png', 'jpeg', 'jpg', 'gif', 'webp']) {
      expect(safeImageSrc(`data:image/${type};base64,iVBORw0KGgo=`)).toBe(`data:image/${type};base64,iVBORw0KGgo=`);
    }
  });

  it('allows site-relative paths of our own assets but not protocol-relative ones', () => {
    expect(safeImageSrc('/mock-assets/products/mawar.jpg')).toBe('/mock-assets/products/mawar.jpg');
    expect(safeImageSrc('/assets/category-fallback-3f2a.jpg')).toBe('/assets/category-fallback-3f2a.jpg');
    expect(safeImageSrc('//evil.example/x.jpg')).toBeUndefined();
  });
});
