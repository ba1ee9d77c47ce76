import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { getRuntimeConfig, subscribeRuntimeConfig } from '@/lib/config/runtimeConfig';
import './HybridMocksBanner.css';

/**
 * Hybrid mode (`config.json` `useMocks: false` with `mockOperations`, docs/mock-backend.md#hybrid-mode):
 * a thin strip over the back office's pages naming the operations the in-browser mock answers, so
 * nobody takes a proposed feature shown on staging for the backend's. Nothing in any other mode.
 * The list follows the config, which names the operations the worker serves once it has started.
 */
export function HybridMocksBanner() {
  const { t } = useTranslation('mock');
  const { useMocks, mockOperations } = useSyncExternalStore(subscribeRuntimeConfig, getRuntimeConfig);
  if (useMocks || mockOperations.length === 0) return null;
  return (
    <div role="status" className="hybrid-mocks-banner">
      <i className="bi bi-info-circle" aria-hidden="true" />{' '}
      {t('hybrid.banner', { operations: mockOperations.join(', ') })}
    </div>
  );
}
