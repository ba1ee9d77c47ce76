import { describe, expect, it } from 'vitest';
import type { DeliveryDay, DeliverySettings } from '@/api/generated/shopApi';
import { defaultDeliverySettings } from '@/lib/delivery/deliveryRules';
import { buildOrderPayload } from './buildOrderPayload';
import {
  composedAddress,
  dayReason,
  deliveryQuote,
  quickDays,
  windowStatus,
  zoneInText,
  zoneOfAddress,
  type WizardDelivery,
} from './deliveryChoice';
import { parseDraft } from './draftStorage';
import { firstOrderProblem } from './orderDetailsSchema';
import { SAMPLE_CATEGORY, SAMPLE_PRODUCT, sampleDetails } from './testData';
import { EMPTY_DETAILS } from './wizardTypes';

const SETTINGS: DeliverySettings = {
  ...defaultDeliverySettings(),
  sameDayCutoff: '13:00',
  closedDates: ['2026-03-04'],
  zones: [
    {
      id: 'jaksel',
      name: 'Jakarta Selatan',
      areas: ['Jakarta Selatan', 'Kebayoran Baru'],
      fee: 25_000,
    },
    { id: 'bekasi', name: 'Bekasi', areas: ['Bekasi'], fee: 40_000 },
    {
      id: 'bekasi-barat',
      name: 'Bekasi Barat',
      areas: ['Bekasi Barat'],
      fee: 35_000,
    },
  ],
  freeDeliveryFrom: 1_000_000,
  pickupAddress: 'Jl. Mawar 1, Jakarta Selatan',
};

/** 12:59 and 13:00 on Monday 2 March 2026 in the shop (Asia/Jakarta). */
const BEFORE_CUTOFF = new Date('2026-03-02T12:59:00+07:00');
const AT_CUTOFF = new Date('2026-03-02T13:00:00+07:00');

const delivery = (now: Date, days: DeliveryDay[] = []): WizardDelivery => ({
  settings: SETTINGS,
  days: new Map(days.map((day) => [day.date, day])),
  now,
  leadDays: 0,
});
const details = (change: Partial<typeof EMPTY_DETAILS>) => ({
  ...sampleDetails('2026-03-05'),
  ...change,
});

describe('days', () => {
  it('today is open before the cut-off (12:59) and not from it (13:00)', () => {
    expect(dayReason(delivery(BEFORE_CUTOFF), '2026-03-02')).toBeUndefined();
    expect(dayReason(delivery(AT_CUTOFF), '2026-03-02')).toBe('cutoff');
  });

  it('a closed day says so; the backend’s answer wins over the settings', () => {
    expect(dayReason(delivery(AT_CUTOFF), '2026-03-04')).toBe('closed');
    const lead: DeliveryDay = {
      date: '2026-03-03',
      open: false,
      reason: 'lead',
      windows: [],
    };
    expect(dayReason(delivery(AT_CUTOFF, [lead]), '2026-03-03')).toBe('lead');
  });

  it('when the open days could not be checked, no day counts as open: unchecked, or the settings’ own reason', () => {
    const unchecked = { ...delivery(AT_CUTOFF), daysUnchecked: true };
    expect(dayReason(unchecked, '2026-03-03')).toBe('unchecked');
    expect(dayReason(unchecked, '2026-03-04')).toBe('closed');
    expect(dayReason(unchecked, '2026-03-02')).toBe('cutoff');
  });

  it('the quick choices start today with same-day delivery, tomorrow without', () => {
    expect(quickDays(delivery(AT_CUTOFF), 3)).toEqual(['2026-03-02', '2026-03-03', '2026-03-04']);
    expect(
      quickDays(
        {
          ...delivery(AT_CUTOFF),
          settings: { ...SETTINGS, sameDayCutoff: null },
        },
        2,
      ),
    ).toEqual(['2026-03-03', '2026-03-04']);
  });
});

describe('windows', () => {
  const day: DeliveryDay = {
    date: '2026-03-03',
    open: true,
    windows: [
      { label: 'Pagi (08:00 - 12:00)', available: true, remaining: 1 },
      { label: 'Siang (12:00 - 17:00)', available: false, remaining: 0 },
      { label: 'Sore (17:00 - 20:00)', available: false, remaining: 3 },
    ],
  };
  it('the last place, a full window, a window over, and a day not answered yet', () => {
    const rules = delivery(AT_CUTOFF, [day]);
    expect(windowStatus(rules, '2026-03-03', 'morning')).toEqual({
      kind: 'open',
      remaining: 1,
    });
    expect(windowStatus(rules, '2026-03-03', 'afternoon')).toEqual({
      kind: 'full',
    });
    expect(windowStatus(rules, '2026-03-03', 'evening')).toEqual({
      kind: 'over',
    });
    expect(windowStatus(rules, '2026-03-09', 'evening')).toEqual({
      kind: 'open',
      remaining: null,
    });
  });

  it('a window the shop does not offer', () => {
    const rules = {
      ...delivery(AT_CUTOFF),
      settings: {
        ...SETTINGS,
        windows: SETTINGS.windows.filter((window) => window.label !== 'Kapan Saja'),
      },
    };
    expect(windowStatus(rules, '2026-03-03', 'anytime')).toEqual({
      kind: 'none',
    });
  });
});

describe('zone and fee', () => {
  it('the kecamatan first, then the kota/kabupaten, then an area the typed address names (the longest)', () => {
    expect(
      zoneOfAddress(SETTINGS, {
        kecamatan: 'Kebayoran Baru',
        kotaKabupaten: 'Kota Bekasi',
        address: '',
      })?.id,
    ).toBe('jaksel');
    expect(
      zoneOfAddress(SETTINGS, {
        kecamatan: 'Unknown',
        kotaKabupaten: 'Kota Administrasi Jakarta Selatan',
        address: '',
      })?.id,
    ).toBe('jaksel');
    expect(zoneInText(SETTINGS, 'Jl. Ahmad Yani 5, Bekasi Barat 17141')?.id).toBe('bekasi-barat');
    expect(zoneInText(SETTINGS, 'Jl. Ahmad Yani 5, Bekasi')?.id).toBe('bekasi');
    expect(zoneInText(SETTINGS, 'Jl. Braga 10, Bandung')).toBeUndefined();
  });

  it('the zone’s fee below the free-delivery amount, free at it, nothing for pickup, refused outside', () => {
    expect(deliveryQuote(SETTINGS, details({ kecamatan: 'Kebayoran Baru' }), 999_999)).toMatchObject({
      fee: 25_000,
      freeFromThreshold: false,
    });
    expect(deliveryQuote(SETTINGS, details({ kecamatan: 'Kebayoran Baru' }), 1_000_000)).toMatchObject({
      fee: 0,
      freeFromThreshold: true,
    });
    expect(deliveryQuote(SETTINGS, details({ fulfilment: 'pickup' }), 10)).toEqual({
      fulfilment: 'pickup',
      fee: 0,
      freeFromThreshold: false,
    });
    expect(deliveryQuote(SETTINGS, details({ address: 'Jl. Braga 10, Bandung' }), 10).fee).toBeNull();
    // Pickup where the shop has none is a delivery.
    expect(
      deliveryQuote(
        { ...SETTINGS, pickupAddress: null },
        details({ fulfilment: 'pickup', kecamatan: 'Kebayoran Baru' }),
        10,
      ).fulfilment,
    ).toBe('delivery');
  });
});

describe('the order with the delivery rules', () => {
  it('composes the address from its parts and carries them, the zone and the fee', () => {
    const parts = details({
      address: 'Jl. Kemang 15',
      kelurahan: 'Bangka',
      kecamatan: 'Kebayoran Baru',
      kotaKabupaten: 'Kota Administrasi Jakarta Selatan',
      provinsi: 'DKI Jakarta',
      kodePos: '12730',
      patokan: 'Masjid',
    });
    expect(composedAddress(parts, null)).toBe(
      'Jl. Kemang 15, Bangka, Kebayoran Baru, Kota Administrasi Jakarta Selatan, DKI Jakarta 12730 (patokan: Masjid)',
    );
    const payload = buildOrderPayload({
      category: SAMPLE_CATEGORY,
      product: SAMPLE_PRODUCT,
      details: parts,
      deliverySettings: SETTINGS,
    });
    expect(payload).toMatchObject({
      fulfilment: 'delivery',
      deliveryZoneId: 'jaksel',
      deliveryFee: 25_000,
      totalPrice: 700_000,
      detail: 'Jl. Kemang 15',
      kodePos: '12730',
      patokan: 'Masjid',
    });
    expect(payload.address).toBe(composedAddress(parts, null));
    expect(payload.deliveryInfos?.[0]?.deliveryAddress).toBe(payload.address);
  });

  it('a pickup order carries the pickup address and no fee; without settings nothing new is sent', () => {
    const pickup = buildOrderPayload({
      category: SAMPLE_CATEGORY,
      product: SAMPLE_PRODUCT,
      details: details({ fulfilment: 'pickup', address: '' }),
      deliverySettings: SETTINGS,
    });
    expect(pickup).toMatchObject({
      fulfilment: 'pickup',
      deliveryFee: 0,
      address: 'Ambil di toko: Jl. Mawar 1, Jakarta Selatan',
    });
    expect(pickup).not.toHaveProperty('deliveryZoneId');
    const today = buildOrderPayload({
      category: SAMPLE_CATEGORY,
      product: SAMPLE_PRODUCT,
      details: details({ kecamatan: 'Kebayoran Baru' }),
    });
    for (const key of ['fulfilment', 'deliveryFee', 'deliveryZoneId', 'kecamatan'])
      expect(today).not.toHaveProperty(key);
  });

  it('checks the product’s fields in their order first, then the postal code, then the area', () => {
    const rules = delivery(AT_CUTOFF);
    const ok = details({ kecamatan: 'Kebayoran Baru' });
    expect(firstOrderProblem(SAMPLE_PRODUCT, ok, undefined, rules)).toBeNull();
    expect(firstOrderProblem(SAMPLE_PRODUCT, { ...ok, deliveryDate: '2026-03-02' }, undefined, rules)?.field).toBe(
      'deliveryDate',
    );
    expect(
      firstOrderProblem(SAMPLE_PRODUCT, { ...ok, deliveryDate: '2026-03-04', recipientName: '' }, undefined, rules)
        ?.field,
    ).toBe('deliveryDate');
    expect(
      firstOrderProblem(SAMPLE_PRODUCT, { ...ok, kodePos: '1234', kecamatan: '', address: 'Bandung' }, undefined, rules)
        ?.field,
    ).toBe('kodePos');
    expect(
      firstOrderProblem(SAMPLE_PRODUCT, { ...ok, kecamatan: '', address: 'Jl. Braga 10, Bandung' }, undefined, rules),
    ).toMatchObject({
      field: 'area',
      titleKey: 'validation.area.title',
    });
    expect(
      firstOrderProblem(SAMPLE_PRODUCT, { ...ok, fulfilment: 'pickup', address: '', kecamatan: '' }, undefined, rules),
    ).toBeNull();
  });
});

describe('draft versions', () => {
  it('a draft saved before the delivery fields (no version) still loads, the new fields empty', () => {
    const old = {
      step: 3,
      category: SAMPLE_CATEGORY,
      product: SAMPLE_PRODUCT,
      details: {
        deliveryDate: '2026-03-05',
        deliveryTime: 'morning',
        quantity: 2,
        recipientName: 'Siti',
        recipientPhone: '0812',
        address: 'Jl. Kemang 15',
        cardMessage: '',
      },
    };
    expect(parseDraft(JSON.stringify(old))).toEqual({
      ...old,
      details: { ...EMPTY_DETAILS, ...old.details },
    });
  });

  it('a pickup draft resumes at the confirmation without an address; a draft from a newer version is ignored', () => {
    const pickup = {
      version: 2,
      step: 3,
      category: SAMPLE_CATEGORY,
      product: SAMPLE_PRODUCT,
      details: details({ fulfilment: 'pickup', address: '' }),
    };
    expect(parseDraft(JSON.stringify(pickup))?.step).toBe(3);
    expect(parseDraft(JSON.stringify({ ...pickup, version: 99 }))).toBeNull();
  });
});
