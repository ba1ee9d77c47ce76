import { useSearchParams } from 'react-router-dom';
import { useListPaymentSessionsQuery, useListRefundTasksQuery } from '@/entities/payment/gatewayApi';
import { receiptListStatus, type ReceiptListStatus } from '@/entities/payment/receiptListStatus';
import { RECEIPT_PARAM } from '@/entities/payment/receiptQueueLink';
import { LIVE_QUERY } from '@/lib/api/liveQuery';

/**
 * The page's gateway tabs, after the receipt ones: 'Otomatis' (`?state=gateway`), 'Pengembalian'
 * (`?state=refunds`).
 */
export const GATEWAY_TABS = ['gateway', 'refunds'] as const;
export type GatewayTab = (typeof GATEWAY_TABS)[number];

const tabOf = (value: string | null): GatewayTab | undefined =>
  (GATEWAY_TABS as readonly string[]).includes(value ?? '') ? (value as GatewayTab) : undefined;

/** The sessions that need a person: an amount that differs, a late or a duplicate payment, not yet settled. */
export const ATTENTION_SESSIONS = { attention: true } as const;
/** Every refund task, open and done. */
export const ALL_REFUND_TASKS = {} as const;

/** A list's tab shows once the server answered anything but 'not offered' (404/501). */
const offered = (status: ReceiptListStatus) => status === 'ready' || status === 'error';

/**
 * The gateway's side of the payments page (proposed, tag Gateway): the flagged sessions and the refund tasks, both
 * following the server live, their counts (flagged sessions; open tasks), which tabs the server offers, and the tab
 * open (`?state=gateway|refunds`, only while the server may offer it).
 */
export function useGatewayQueues() {
  const [params, setParams] = useSearchParams();
  const sessions = useListPaymentSessionsQuery(ATTENTION_SESSIONS, LIVE_QUERY);
  const refunds = useListRefundTasksQuery(ALL_REFUND_TASKS, LIVE_QUERY);
  const status: Record<GatewayTab, ReceiptListStatus> = {
    gateway: receiptListStatus(sessions),
    refunds: receiptListStatus(refunds),
  };
  const requested = tabOf(params.get('state'));
  const tab = requested && status[requested] !== 'unsupported' ? requested : undefined;
  const open = (next: GatewayTab) =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      copy.delete(RECEIPT_PARAM);
      copy.set('state', next);
      return copy;
    });
  return {
    tab,
    open,
    status,
    tabs: GATEWAY_TABS.filter((key) => offered(status[key])),
    counts: {
      gateway: sessions.data?.length,
      refunds: refunds.data?.filter((task) => task.state === 'open').length,
    } satisfies Record<GatewayTab, number | undefined>,
    sessions,
    refunds,
  };
}

export type GatewayQueues = ReturnType<typeof useGatewayQueues>;
