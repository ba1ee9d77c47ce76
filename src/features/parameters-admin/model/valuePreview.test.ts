import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_SETTINGS } from '@/lib/shop/shopSettings';
import { previewValue } from './valuePreview';

describe('previewValue', () => {
  it('shows a phone as typed and the number the chat button dials', () => {
    expect(previewValue('003', '0811-2222-3333')).toMatchObject({
      kind: 'phone',
      primary: true,
      shown: '0811-2222-3333',
      dialled: '6281122223333',
      chatLink: 'https://wa.me/6281122223333',
      isDefault: false,
    });
    expect(previewValue('004', '+62 813 9876 5432')).toMatchObject({
      kind: 'phone',
      primary: false,
      dialled: '6281398765432',
    });
  });

  it('shows the default a blank value leaves in the footer', () => {
    expect(previewValue('001', '  ')).toMatchObject({
      kind: 'text',
      shown: DEFAULT_SHOP_SETTINGS.mondayToSaturday,
      isDefault: true,
    });
  });

  it('opens only safe links; a refused link leaves the default target', () => {
    expect(previewValue('011', 'https://www.instagram.com/baru')).toMatchObject({
      kind: 'link',
      network: 'instagram',
      href: 'https://www.instagram.com/baru',
      accepted: true,
    });
    expect(previewValue('010', 'javascript:alert(1)')).toMatchObject({
      kind: 'link',
      network: 'facebook',
      href: DEFAULT_SHOP_SETTINGS.facebookUrl,
      accepted: false,
    });
    expect(previewValue('012', 'https://wa.me/6281234567890')).toMatchObject({ network: 'whatsapp', accepted: true });
  });

  it('keeps hours, e-mail, address and description as text; unknown codes have no preview', () => {
    expect(previewValue('002', '<b>Tutup</b>')).toMatchObject({ kind: 'text', shown: '<b>Tutup</b>' });
    expect(previewValue('005', 'cs@fleur.id')).toMatchObject({ kind: 'text', shown: 'cs@fleur.id' });
    expect(previewValue('013', 'apa saja')).toEqual({ kind: 'free' });
  });
});
