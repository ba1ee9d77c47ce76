import { useTranslation } from 'react-i18next';
import type { GatewayQueues } from '../hooks/useGatewayQueues';
import { QueueTabButton } from './QueueTabButton';

/**
 * 'Otomatis' (flagged sessions) and 'Pengembalian' (open refund tasks), each with its count, where the server has
 * them.
 */
export function GatewayTabs({ queues }: { queues: GatewayQueues }) {
  const { t } = useTranslation('payments');
  return (
    <>
      {queues.tabs.map((key) => (
        <QueueTabButton
          key={key}
          label={t(`gatewayTabs.${key}`)}
          count={queues.counts[key]}
          active={queues.tab === key}
          onClick={() => queues.open(key)}
        />
      ))}
    </>
  );
}
