import type { PaymentMethod } from '@/api/generated/shopApi';

export type MethodGroup = 'qris' | 'va' | 'ewallet';

/** The gateway's methods as the settings group them: QRIS, the banks' virtual accounts, the e-wallets. */
export const METHOD_GROUPS: ReadonlyArray<{ group: MethodGroup; methods: readonly PaymentMethod[] }> = [
  { group: 'qris', methods: ['qris'] },
  { group: 'va', methods: ['va_bca', 'va_mandiri', 'va_bni', 'va_bri'] },
  { group: 'ewallet', methods: ['gopay', 'shopeepay', 'dana', 'ovo'] },
];

/** Every method, in the settings' order (the order the customer's page offers them in). */
export const ALL_METHODS: readonly PaymentMethod[] = METHOD_GROUPS.flatMap(({ methods }) => methods);

/** The chosen methods in the settings' order, each once; a method the app does not know stays, after the others. */
export function inSettingsOrder(methods: readonly PaymentMethod[]): PaymentMethod[] {
  const chosen = new Set(methods);
  return [
    ...ALL_METHODS.filter((method) => chosen.has(method)),
    ...[...chosen].filter((m) => !ALL_METHODS.includes(m)),
  ];
}
