import { describe, expect, it } from 'vitest';
import { defaultThemeSettings, parseThemeSettings } from './themeSettings';

describe('theme settings storage', () => {
  it('defaults: light theme, vertical menu, full layout, ltr, no animation', () => {
    expect(parseThemeSettings(null, null)).toEqual({
      theme: 'light',
      menu: 'vertical',
      layout: 'full',
      rtlClass: 'ltr',
      animation: '',
      navbar: 'navbar-sticky',
      semidark: false,
      sidebar: true,
    });
  });

  it('starts right-to-left when the stored language is Arabic', () => {
    expect(defaultThemeSettings('ae').rtlClass).toBe('rtl');
    expect(defaultThemeSettings('ja').rtlClass).toBe('ltr');
  });

  it('keeps valid stored values and replaces unknown or broken ones with defaults', () => {
    const stored = JSON.stringify({
      theme: 'dark',
      menu: 'diagonal',
      layout: 'boxed-layout',
      semidark: 'yes',
      animation: 'zoom-in',
    });
    expect(parseThemeSettings(stored, 'id')).toMatchObject({
      theme: 'dark',
      menu: 'vertical',
      layout: 'boxed-layout',
      semidark: false,
      animation: 'zoom-in',
    });
    expect(parseThemeSettings('{not json', 'id')).toEqual(defaultThemeSettings('id'));
  });
});
