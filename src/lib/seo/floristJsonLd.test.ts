import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_SETTINGS } from '@/lib/shop/shopSettings';
import { floristJsonLd, jsonLdText } from './floristJsonLd';

const input = {
  name: 'Fleur Florist',
  description: 'Toko bunga',
  url: 'https://fleurflorist.id/public/home',
  image: 'https://fleurflorist.id/og-image.jpg',
  settings: DEFAULT_SHOP_SETTINGS,
};

describe('floristJsonLd', () => {
  it('describes the shop from its settings: phone, address, opening hours and social links', () => {
    expect(floristJsonLd(input)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Florist',
      name: 'Fleur Florist',
      telephone: '+6281234567890',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Jl. Kemang Raya No. 21, Jakarta Selatan 12730',
        addressCountry: 'ID',
      },
      openingHoursSpecification: [
        {
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
          opens: '08:00',
          closes: '20:00',
        },
        { dayOfWeek: ['Sunday'], opens: '10:00', closes: '18:00' },
      ],
      sameAs: [
        'https://facebook.com/fleurflorist.id',
        'https://instagram.com/fleurflorist.id',
        'https://wa.me/6281234567890',
      ],
    });
  });

  it('leaves out hours typed as free text and links that are not web links', () => {
    const data = floristJsonLd({
      ...input,
      settings: { ...DEFAULT_SHOP_SETTINGS, sunday: 'Tutup', instagramUrl: 'javascript:alert(1)' },
    });
    expect(data.openingHoursSpecification).toHaveLength(1);
    expect(data.sameAs).not.toContain('javascript:alert(1)');
  });

  it('writes JSON that cannot close its script element', () => {
    const text = jsonLdText(floristJsonLd({ ...input, name: '</script><script>alert(1)</script>' }));
    expect(text).not.toContain('<');
    expect(JSON.parse(text).name).toBe('</script><script>alert(1)</script>');
  });
});
