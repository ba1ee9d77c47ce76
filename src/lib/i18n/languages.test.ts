import { describe, expect, it } from 'vitest';
import { htmlLangOf, isRtlLanguage, isSupportedLanguage } from './languages';

describe('locale helpers', () => {
  it('maps a locale code to its <html lang> value (Arabic is ae in the app, ar in BCP 47)', () => {
    expect(htmlLangOf('ae')).toBe('ar');
    expect(htmlLangOf('id')).toBe('id');
    expect(htmlLangOf('xx')).toBe('xx');
  });

  it('knows the 17 supported languages and that only Arabic is right-to-left', () => {
    expect(isSupportedLanguage('en')).toBe(true);
    expect(isSupportedLanguage('xx')).toBe(false);
    expect(isSupportedLanguage(null)).toBe(false);
    expect(isRtlLanguage('ae')).toBe(true);
    expect(isRtlLanguage('en')).toBe(false);
    expect(isRtlLanguage(undefined)).toBe(false);
  });
});
