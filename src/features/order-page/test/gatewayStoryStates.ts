import { http, HttpResponse } from 'msw';
import type { PaymentOptions, PaymentSession, PublicOrder } from '@/api/generated/shopApi';
import { STORY_PATH, storyOrder, withoutGateway } from './storyStates';

/**
 * Per-story answers for the order page with payments by gateway (tag Gateway, proposed): the shop's options, the
 * order 1042 (Rp 475.000, its deposit Rp 237.500) with its sessions, and each session as getPaymentSession reads it.
 */

const MINUTE = 60 * 1000;
const at = (minutesFromNow: number) => new Date(Date.now() + minutesFromNow * MINUTE).toISOString();

export const STORY_OPTIONS: PaymentOptions = {
  enabled: true,
  provider: 'midtrans',
  methods: ['qris', 'va_bca', 'va_mandiri', 'va_bni', 'va_bri', 'gopay', 'shopeepay', 'dana', 'ovo'],
  sessionMinutes: { qris: 15, va: 180, ewallet: 180 },
  manualTransfer: true,
};

const QR_STRING =
  '00020101021226620014COM.GO-JEK.WWW011893600914300000000002150008850000000000303UMI51440014ID.CO.QRIS.WWW0215ID20200000000000303UMI5204581253033605406237500';

/** A deposit session of the story's order, opened 2 minutes ago. */
export function storySession(overrides: Partial<PaymentSession> = {}): PaymentSession {
  return {
    sessionID: 12,
    reference: 'FLR-1042-DP-7Q2M',
    provider: 'midtrans',
    method: 'qris',
    purpose: 'deposit',
    amount: 237500,
    status: 'pending',
    createdAt: at(-2),
    expiresAt: at(13),
    paidAt: null,
    paidAmount: null,
    ...overrides,
  };
}

const qris = () => storySession({ qrString: QR_STRING });
const vaBca = () => storySession({ method: 'va_bca', expiresAt: at(178), vaNumber: '80777123456789' });
const vaMandiri = () =>
  storySession({ method: 'va_mandiri', expiresAt: at(178), billerCode: '70012', billKey: '482910337251' });
const gopay = () =>
  storySession({
    method: 'gopay',
    expiresAt: at(178),
    deeplinkUrl: 'https://simulator.sandbox.midtrans.com/gopay/partner/app/payment-pin',
  });

/** The deposit paid by QRIS 20 minutes ago. */
const depositPaid = () =>
  storySession({ status: 'paid', createdAt: at(-25), expiresAt: at(-10), paidAt: at(-20), paidAmount: 237500 });

/** The options, the order with `sessions` (its money as `order` says), and each session read as it is. */
function gatewayState(sessions: () => PaymentSession[], order: Partial<PublicOrder> = {}) {
  return [
    http.get('*/api/public/payments/options', () => HttpResponse.json(STORY_OPTIONS)),
    http.get('*/api/public/orders/:orderID', () =>
      HttpResponse.json(storyOrder({ paymentSessions: sessions(), ...order })),
    ),
    http.get('*/api/public/orders/:orderID/payment-sessions/:sessionID', ({ params }) => {
      const session = sessions().find((each) => String(each.sessionID) === params.sessionID);
      return session
        ? HttpResponse.json(session)
        : HttpResponse.json({ title: 'Not Found', status: 404 }, { status: 404 });
    }),
  ];
}

const paidHistory = (): PublicOrder['history'] => [
  { kind: 'status', value: 'Pending', at: at(-21 * 60) },
  { kind: 'payment', value: 'Paid', at: at(-20) },
];

export const gatewayStates = {
  /** Nothing chosen yet: 'DP' or 'Lunas', the methods in their groups, 'Transfer manual'. */
  choosing: gatewayState(() => []),
  qrisPending: gatewayState(() => [qris()]),
  vaPending: gatewayState(() => [vaBca()]),
  vaMandiri: gatewayState(() => [vaMandiri()]),
  ewalletPending: gatewayState(() => [gopay()]),
  /** The deposit paid by QRIS: 'DP diterima', the balance left to pay. */
  depositPaid: gatewayState(() => [depositPaid()], {
    amountPaid: 237500,
    paymentStatus: 'Paid',
    history: paidHistory(),
  }),
  /** The deposit by QRIS, the balance by BCA's virtual account: 'Lunas'. */
  paidInFull: gatewayState(
    () => [
      storySession({
        sessionID: 14,
        reference: 'FLR-1042-LN-3K8P',
        method: 'va_bca',
        purpose: 'balance',
        status: 'paid',
        createdAt: at(-15),
        expiresAt: at(165),
        paidAt: at(-5),
        paidAmount: 237500,
        vaNumber: '80777123456789',
      }),
      depositPaid(),
    ],
    { amountPaid: 475000, paymentStatus: 'Paid', status: 'Processing', history: paidHistory() },
  ),
  expired: gatewayState(() => [storySession({ createdAt: at(-20), expiresAt: at(-5), status: 'expired' })]),
  failed: gatewayState(() => [storySession({ method: 'va_bni', status: 'failed', vaNumber: '98812345678901' })]),
  paidLate: gatewayState(() => [
    storySession({ createdAt: at(-40), expiresAt: at(-25), status: 'paid_late', paidAt: at(-10), paidAmount: 237500 }),
  ]),
  /** Back from GoPay's page: the session still payable on the server. */
  checking: gatewayState(() => [gopay()]),
  /** Today's backend, without getPaymentOptions: the page without a gateway. */
  gatewayOff: [withoutGateway, http.get('*/api/public/orders/:orderID', () => HttpResponse.json(storyOrder()))],
  /** getPaymentOptions fails (500): the failure with its retry in place of 'Bayar sekarang'. */
  optionsFailed: [
    http.get('*/api/public/payments/options', () =>
      HttpResponse.json({ title: 'Internal Server Error', status: 500 }, { status: 500 }),
    ),
    http.get('*/api/public/orders/:orderID', () => HttpResponse.json(storyOrder())),
  ],
  /** The QRIS session waiting, its reading failing (503): shown as last known, with a line to check again. */
  checkFailed: [
    http.get('*/api/public/orders/:orderID/payment-sessions/:sessionID', () =>
      HttpResponse.json({ title: 'Service Unavailable', status: 503 }, { status: 503 }),
    ),
    ...gatewayState(() => [qris()]),
  ],
};

/** The address GoPay's page sends the customer back to (Midtrans' finish redirect). */
export const RETURN_PATH = `${STORY_PATH}&order_id=FLR-1042-DP-7Q2M&status_code=200&transaction_status=settlement`;
export const returnRoute = { route: { path: '/public/pesanan/:orderID', initialEntry: RETURN_PATH } };
