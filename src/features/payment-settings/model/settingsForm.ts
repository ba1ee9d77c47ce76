import type { PaymentMethod, PaymentProvider, PaymentSettings, PaymentSettingsInput } from '@/api/generated/shopApi';
import { inSettingsOrder, type MethodGroup } from './methodGroups';

/** The form's values: the settings, with the session lengths as typed (digits). */
export interface PaymentSettingsValues {
  enabled: boolean;
  provider: PaymentProvider;
  methods: PaymentMethod[];
  minutes: Record<MethodGroup, string>;
  manualTransfer: boolean;
}

export const SESSION_MINUTES_MIN = 5;
export const SESSION_MINUTES_MAX = 1440;

export function formValuesOf(settings: PaymentSettings): PaymentSettingsValues {
  return {
    enabled: settings.enabled,
    provider: settings.provider,
    methods: inSettingsOrder(settings.methods),
    minutes: {
      qris: String(settings.sessionMinutes.qris),
      va: String(settings.sessionMinutes.va),
      ewallet: String(settings.sessionMinutes.ewallet),
    },
    manualTransfer: settings.manualTransfer,
  };
}

export function settingsOf(values: PaymentSettingsValues): PaymentSettingsInput {
  return {
    enabled: values.enabled,
    provider: values.provider,
    methods: inSettingsOrder(values.methods),
    sessionMinutes: {
      qris: Number(values.minutes.qris),
      va: Number(values.minutes.va),
      ewallet: Number(values.minutes.ewallet),
    },
    manualTransfer: values.manualTransfer,
  };
}
