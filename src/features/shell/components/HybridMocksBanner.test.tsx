import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getRuntimeConfig, setRuntimeConfig } from '@/lib/config/runtimeConfig';
import { renderWithI18n } from '@/test/renderWithI18n';
import { HybridMocksBanner } from './HybridMocksBanner';

const before = getRuntimeConfig();

describe('HybridMocksBanner', () => {
  afterEach(() => void setRuntimeConfig(before));

  it('names the mocked operations in Indonesian', async () => {
    setRuntimeConfig({ useMocks: false, mockOperations: ['getDeliverySettings', 'updateDeliverySettings'] });
    await renderWithI18n(<HybridMocksBanner />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Mode campuran: operasi berikut dilayani oleh mock di browser: getDeliverySettings, updateDeliverySettings',
    );
  });

  it('names the mocked operations in English', async () => {
    setRuntimeConfig({ useMocks: false, mockOperations: ['getDeliverySettings'] });
    await renderWithI18n(<HybridMocksBanner />, { lng: 'en' });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Hybrid mode: these operations are served by the in-browser mock: getDeliverySettings',
    );
  });

  it('shows nothing without a list, or when every call is mocked', async () => {
    setRuntimeConfig({ useMocks: false, mockOperations: [] });
    const { rerender } = await renderWithI18n(<HybridMocksBanner />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    setRuntimeConfig({ useMocks: true, mockOperations: ['getDeliverySettings'] });
    rerender(<HybridMocksBanner />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('follows the list the worker serves once it has started (unknown names dropped)', async () => {
    setRuntimeConfig({ useMocks: false, mockOperations: ['getDeliverySettings', 'noSuchOperation'] });
    await renderWithI18n(<HybridMocksBanner />, { lng: 'en' });
    expect(screen.getByRole('status')).toHaveTextContent('getDeliverySettings, noSuchOperation');
    act(() => void setRuntimeConfig({ mockOperations: ['getDeliverySettings'] }));
    expect(screen.getByRole('status')).toHaveTextContent(/mock: getDeliverySettings$/);
  });
});
