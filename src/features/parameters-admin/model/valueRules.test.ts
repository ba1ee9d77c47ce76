import { describe, expect, it } from 'vitest';
import { SHOP_SETTING_CODES } from '@/lib/shop/shopSettings';
import { CODE_KINDS, KNOWN_CODES, isHttpsLink, knownCodeOf, valueProblem } from './valueRules';

describe('the code → rule table', () => {
  it('gives every code the public site reads a kind, and no other code', () => {
    expect(Object.keys(CODE_KINDS).sort()).toEqual(Object.keys(SHOP_SETTING_CODES).sort());
    expect(KNOWN_CODES.map((known) => known.code)).toEqual([
      '001',
      '002',
      '003',
      '004',
      '005',
      '007',
      '008',
      '010',
      '011',
      '012',
    ]);
  });

  it('names the kind and the setting of a known code; unknown codes are free text', () => {
    expect(knownCodeOf('003')).toEqual({ code: '003', kind: 'phone', setting: 'phone' });
    expect(knownCodeOf(' 011 ')).toEqual({ code: '011', kind: 'link', setting: 'instagramUrl' });
    expect(knownCodeOf('006')).toBeUndefined();
    expect(knownCodeOf('013')).toBeUndefined();
    expect(knownCodeOf(undefined)).toBeUndefined();
  });
});

describe('valueProblem', () => {
  it.each(['0812-3456-7890', '+62 812 3456 7890', '(021) 555-1234', '6281234567890', '812.3456.7890'])(
    'accepts the phone %s',
    (phone) => {
      expect(valueProblem('003', phone)).toBeUndefined();
      expect(valueProblem('004', phone)).toBeUndefined();
    },
  );

  it('refuses phones with other characters, another country code, or too few or many digits', () => {
    expect(valueProblem('003', '0812-ABC-7890')).toBe('phoneCharacters');
    expect(valueProblem('003', '0812 3456 7890 <b>')).toBe('phoneCharacters');
    expect(valueProblem('003', '08123+4567')).toBe('phoneCharacters');
    expect(valueProblem('004', '+1 555 123 4567')).toBe('phoneCountry');
    expect(valueProblem('003', '0812-345')).toBe('phoneLength');
    expect(valueProblem('003', '0812-3456-7890-1234-5')).toBe('phoneLength');
  });

  it('checks the e-mail (005) as an address', () => {
    expect(valueProblem('005', 'halo@fleurflorist.id')).toBeUndefined();
    expect(valueProblem('005', 'toko.bunga+cs@mail.example.co.id')).toBeUndefined();
    for (const email of [
      'halo',
      'halo@',
      '@fleur.id',
      'halo fleur@fleur.id',
      'halo@fleur',
      'halo@fleur.c',
      'a@b@c.id',
      '<x>@fleur.id',
    ]) {
      expect(valueProblem('005', email), email).toBe('email');
    }
  });

  it('takes only whole https:// links for 010–012', () => {
    for (const code of ['010', '011', '012']) {
      expect(valueProblem(code, 'https://www.instagram.com/fleurflorist.id')).toBeUndefined();
      expect(valueProblem(code, 'https://wa.me/6281234567890')).toBeUndefined();
    }
    for (const link of [
      'http://www.instagram.com/fleurflorist.id',
      'javascript:alert(1)',
      'JaVaScRiPt:alert(document.cookie)',
      'https://',
      'https://localhost/x',
      'https://evil.example/"onmouseover="alert(1)',
      'instagram.com/fleurflorist.id',
      'data:text/html;base64,PHNjcmlwdD4=',
      'tel:08123456789',
      '//evil.example',
    ]) {
      expect(valueProblem('011', link), link).toBe('httpsOnly');
    }
  });

  it('leaves hours, address, texts, unknown codes and blank values to the other rules', () => {
    expect(valueProblem('001', 'Senin-Sabtu <b>08:00</b>')).toBeUndefined();
    expect(valueProblem('002', 'Tutup')).toBeUndefined();
    expect(valueProblem('007', 'Jl. Melati 1')).toBeUndefined();
    expect(valueProblem('099', 'javascript:alert(1)')).toBeUndefined();
    expect(valueProblem('003', '   ')).toBeUndefined();
  });

  it('isHttpsLink needs a host with a dot', () => {
    expect(isHttpsLink('https://fleur.id')).toBe(true);
    expect(isHttpsLink('https://intranet')).toBe(false);
  });
});
