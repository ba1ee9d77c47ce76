/**
 * The gateway's payment methods (docs/product-rules.md#payments-by-gateway-proposed), one list for the app and the
 * mock backend: QRIS, a bank's virtual account, an e-wallet. The kind decides a session's length (the shop's
 * `sessionMinutes`) and whether a gateway can refund it (it cannot refund a virtual account).
 */
export const PAYMENT_METHODS = [
  'qris',
  'va_bca',
  'va_mandiri',
  'va_bni',
  'va_bri',
  'gopay',
  'shopeepay',
  'dana',
  'ovo',
] as const;

export type PaymentMethodValue = (typeof PAYMENT_METHODS)[number];

export const isPaymentMethod = (value: string): value is PaymentMethodValue =>
  (PAYMENT_METHODS as readonly string[]).includes(value);

export type PaymentMethodKind = 'qris' | 'va' | 'ewallet';

export const METHOD_KINDS: readonly PaymentMethodKind[] = ['qris', 'va', 'ewallet'];

export function methodKind(method: PaymentMethodValue): PaymentMethodKind {
  if (method === 'qris') return 'qris';
  return method.startsWith('va_') ? 'va' : 'ewallet';
}

export const isVirtualAccount = (method: PaymentMethodValue) => methodKind(method) === 'va';

/** The methods of one kind, in the list's order. */
export function methodsOfKind(kind: PaymentMethodKind, methods: readonly PaymentMethodValue[] = PAYMENT_METHODS) {
  return methods.filter((method) => methodKind(method) === kind);
}

/** A method's name as the bank or the wallet writes it (the same in every language). */
export const METHOD_NAMES: Record<PaymentMethodValue, string> = {
  qris: 'QRIS',
  va_bca: 'BCA',
  va_mandiri: 'Mandiri',
  va_bni: 'BNI',
  va_bri: 'BRI',
  gopay: 'GoPay',
  shopeepay: 'ShopeePay',
  dana: 'DANA',
  ovo: 'OVO',
};

export type PaymentProviderValue = 'midtrans' | 'xendit';

/** A gateway's name as it writes it (the same in every language). */
export const PROVIDER_NAMES: Record<PaymentProviderValue, string> = { midtrans: 'Midtrans', xendit: 'Xendit' };

/** A gateway's name, or what the server wrote for one the app does not know. */
export const providerName = (provider: string) => PROVIDER_NAMES[provider as PaymentProviderValue] ?? provider;
