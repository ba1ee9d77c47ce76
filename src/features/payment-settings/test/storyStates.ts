import { delay, http, HttpResponse } from 'msw';
import type { PaymentSettings } from '@/api/generated/shopApi';
import { withHandlers } from '@/test/storyGlobals';

export { withHandlers };

/**
 * Per-story and per-test answers of the payment settings calls: the shop's settings (connected or not, the gateway
 * off), never, failing, absent (404: today's backend), and a save the server refuses.
 */
const SETTINGS = '*/api/payments/settings';

export const STORY_SETTINGS: PaymentSettings = {
  enabled: true,
  provider: 'midtrans',
  methods: ['qris', 'va_bca', 'va_mandiri', 'gopay', 'shopeepay'],
  sessionMinutes: { qris: 15, va: 180, ewallet: 30 },
  manualTransfer: true,
  connected: true,
};

const never = async () => {
  await delay('infinite');
  return HttpResponse.json({});
};

const problem = (status: number, title: string) =>
  HttpResponse.json({ type: 'about:blank', title, status }, { status });

const answer = (settings: PaymentSettings) => http.get(SETTINGS, () => HttpResponse.json(settings));

export const paymentSettingsStates = {
  populated: [answer(STORY_SETTINGS)],
  /** Xendit chosen, its keys not on the server yet. */
  notConnected: [answer({ ...STORY_SETTINGS, provider: 'xendit', connected: false })],
  /** The gateway off: manual transfer only. */
  gatewayOff: [answer({ ...STORY_SETTINGS, enabled: false, methods: [] })],
  loading: [http.get(SETTINGS, never)],
  error: [http.get(SETTINGS, () => problem(500, 'Internal Server Error'))],
  notFound: [http.get(SETTINGS, () => problem(404, 'Not Found'))],
};
