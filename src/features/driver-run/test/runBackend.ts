import type { DeliveryRun, DeliveryStop } from '@/api/generated/shopApi';
import { shopToday } from '@/lib/dates/shopClock';
import { pngFile } from '@mocks/contract/pngFile';
import { issueToken } from '@mocks/handlers/authToken';
import { getDb } from '@mocks/node';

/** Test helpers: the seeded Driver's run read through the mock backend, and what it stored. */

const api = (path: string) => `${window.location.origin}${path}`;

/** The seeded Driver `kurir`'s stops of the shop's today, as the run page gets them. */
export async function seededStops(): Promise<DeliveryStop[]> {
  const response = await fetch(api(`/api/delivery/runs?date=${shopToday()}`), {
    headers: { Authorization: `Bearer ${issueToken('kurir')}` },
  });
  if (!response.ok) throw new Error(`listDeliveryRuns answered ${response.status}`);
  const [run] = (await response.json()) as DeliveryRun[];
  return run.stops;
}

/** Staff file a delivered proof of an order from elsewhere (another phone, the shop), with a key of their own. */
export async function fileDeliveredElsewhere(orderID: number, receivedBy: string): Promise<void> {
  const form = new FormData();
  form.append('outcome', 'delivered');
  form.append('receivedBy', receivedBy);
  form.append('photo', pngFile('toko.png'));
  const response = await fetch(api(`/api/CustomerOrder/${orderID}/delivery-proofs`), {
    method: 'POST',
    headers: { Authorization: `Bearer ${issueToken('owner')}`, 'Idempotency-Key': crypto.randomUUID() },
    body: form,
  });
  if (response.status !== 201) throw new Error(`fileDeliveryProof answered ${response.status}`);
}

/** The proofs the backend stored for an order. */
export const storedProofs = (orderID: number) => getDb().deliveryProofs.where((proof) => proof.orderID === orderID);

/** Says the phone has no network (navigator.onLine), or has it again with the browser's 'online' event. */
export function setOnline(online: boolean): void {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}
