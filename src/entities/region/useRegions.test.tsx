import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { regionsFailing, regionsLoading } from '@/test/regionHandlers';
import { mockServer } from '@mocks/node';
import { useDistricts, useProvinces, useRegencies, useVillages } from './useRegions';

describe('region hooks', () => {
  it('load a cascade: each list once its parent is chosen', async () => {
    const { result, rerender } = renderHook(
      ({ province, regency, district }: { province?: string; regency?: string; district?: string }) => ({
        provinces: useProvinces(),
        regencies: useRegencies(province),
        districts: useDistricts(regency),
        villages: useVillages(district),
      }),
      { initialProps: {} },
    );
    expect(result.current.provinces.status).toBe('loading');
    expect(result.current.regencies).toMatchObject({ status: 'idle', regions: [] });
    await waitFor(() => expect(result.current.provinces.status).toBe('ready'));
    expect(result.current.provinces.regions).toContainEqual({ code: '32', name: 'JAWA BARAT' });

    rerender({ province: '32' });
    await waitFor(() => expect(result.current.regencies.status).toBe('ready'));
    expect(result.current.regencies.regions).toContainEqual({ code: '32.76', name: 'KOTA DEPOK' });
    expect(result.current.districts.status).toBe('idle');

    rerender({ province: '32', regency: '32.76', district: '32.76.06' });
    await waitFor(() => expect(result.current.villages.status).toBe('ready'));
    expect(result.current.districts.regions.map((region) => region.name)).toContain('Beji');
    expect(result.current.villages.regions.length).toBeGreaterThan(0);
  });

  it('go back to idle when the parent is cleared', async () => {
    const { result, rerender } = renderHook(({ province }: { province?: string }) => useRegencies(province), {
      initialProps: { province: '31' } as { province?: string },
    });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    rerender({ province: undefined });
    expect(result.current).toMatchObject({ status: 'idle', regions: [] });
  });

  it('show a failure and load the list on retry', async () => {
    mockServer.use(regionsFailing({ once: true }));
    const { result } = renderHook(() => useProvinces());
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.regions).toEqual([]);
    expect(result.current.error?.message).toMatch(/HTTP 500/);

    act(() => result.current.retry());
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.regions).toHaveLength(38);
  });

  it("show a parent code that is none as the list's error, fetching nothing", () => {
    const { result } = renderHook(() => useDistricts('Jakarta Selatan'));
    expect(result.current).toMatchObject({ status: 'error', regions: [] });
    expect(result.current.error?.message).toMatch(/"Jakarta Selatan" is not a region code/);
  });

  it('stay loading while the list is on its way', async () => {
    mockServer.use(regionsLoading({ only: /^villages\// }));
    const { result } = renderHook(() => ({ provinces: useProvinces(), villages: useVillages('31.74.07') }));
    await waitFor(() => expect(result.current.provinces.status).toBe('ready'));
    expect(result.current.villages.status).toBe('loading');
  });
});
