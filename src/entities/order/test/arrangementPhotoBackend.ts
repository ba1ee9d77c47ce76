import { pngFile } from '@mocks/contract/pngFile';
import { issueToken } from '@mocks/handlers/authToken';

/** Test helpers: the arrangement photo's round through the mock backend's own calls, as the shop and a customer. */

const api = (path: string) => `${window.location.origin}${path}`;

/** The shop sends a photo of the finished arrangement (a 1 × 1 PNG); resolves with its id. */
export async function sendArrangementPhoto(orderID: number): Promise<number> {
  const form = new FormData();
  form.append('file', pngFile('rangkaian.png'));
  const response = await fetch(api(`/api/CustomerOrder/${orderID}/arrangement-photos`), {
    method: 'POST',
    headers: { Authorization: `Bearer ${issueToken('owner')}` },
    body: form,
  });
  if (response.status !== 201) throw new Error(`uploadArrangementPhoto answered ${response.status}`);
  return ((await response.json()) as { photoID: number }).photoID;
}

/** The customer answers the newest arrangement photo on the order page. */
export async function answerPhoto(
  orderID: number,
  trackingToken: string,
  answer: { decision: 'approve' | 'change'; note?: string },
) {
  const response = await fetch(
    api(`/api/public/orders/${orderID}/arrangement-approval?token=${encodeURIComponent(trackingToken)}`),
    { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(answer) },
  );
  if (!response.ok) throw new Error(`answerArrangementPhoto answered ${response.status}: ${await response.text()}`);
}
