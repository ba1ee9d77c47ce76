import { describe, expect, it } from 'vitest';
import { indonesianLeftIn, indonesianSentences } from './indonesianLeft';

describe("an English story's check for Indonesian left on screen", () => {
  const resources = {
    id: {
      orders: {
        empty: 'Belum ada pesanan hari ini',
        count: '{{count}} pesanan baru',
        brand: 'Fleur Florist Jakarta',
        language: 'Bahasa Indonesia',
        fallback: { name: 'Buket Mawar Merah Klasik' },
        time: 'Pagi (08:00 - 12:00)',
      },
    },
    en: {
      orders: {
        empty: 'No orders today yet',
        count: '{{count}} new orders',
        brand: 'Fleur Florist Jakarta',
        language: 'English',
        names: { id: 'Bahasa Indonesia' },
        fallback: { name: 'Classic Red Rose Bouquet' },
        time: 'Morning (08:00 - 12:00)',
      },
    },
  };

  it("knows the sentences only Indonesian says, not shared names, the shop's data or interpolations", () => {
    expect([...indonesianSentences(resources)]).toEqual(['Belum ada pesanan hari ini']);
  });

  it('finds a sentence that is a whole name or text on the page, not a part of the data', () => {
    const known = indonesianSentences(resources);
    expect(indonesianLeftIn('- heading "Orders"\n- paragraph: Belum ada pesanan hari ini', known)).toEqual([
      'Belum ada pesanan hari ini',
    ]);
    expect(indonesianLeftIn(`- 'button "Belum ada pesanan hari ini"'`, known)).toEqual(['Belum ada pesanan hari ini']);
    expect(indonesianLeftIn('- paragraph: No orders today yet', known)).toEqual([]);
    expect(indonesianLeftIn('- cell "Belum ada pesanan hari ini, kata Dewi"', known)).toEqual([]);
  });

  it("holds the app's own translations", () => {
    const [sentence] = indonesianSentences();
    expect(indonesianLeftIn(`- paragraph: ${sentence}`)).toEqual([sentence]);
  });
});
