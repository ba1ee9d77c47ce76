import type { TFunction } from 'i18next';
import * as yup from 'yup';
import type { PaymentMethod, PaymentProvider } from '@/api/generated/shopApi';
import { SESSION_MINUTES_MAX, SESSION_MINUTES_MIN, type PaymentSettingsValues } from './settingsForm';

/**
 * The settings' rules (openapi.yaml `updatePaymentSettings`): an enabled gateway offers at least one method; the shop
 * keeps a way to pay (the gateway or manual transfer); every session lasts a whole number of minutes, 5 to 1440.
 */
export function makeSettingsSchema(t: TFunction<'payments'>): yup.ObjectSchema<PaymentSettingsValues> {
  const range = { min: SESSION_MINUTES_MIN, max: SESSION_MINUTES_MAX };
  const minutes = yup
    .string()
    .defined()
    .trim()
    .required(t('settings.validation.minutesRequired'))
    .matches(/^\d+$/, t('settings.validation.minutesWhole'))
    .test(
      'range',
      t('settings.validation.minutesRange', range),
      (value) => Number(value) >= SESSION_MINUTES_MIN && Number(value) <= SESSION_MINUTES_MAX,
    );
  return yup.object({
    enabled: yup.boolean().defined(),
    provider: yup.mixed<PaymentProvider>().oneOf(['midtrans', 'xendit']).defined(),
    methods: yup
      .array(yup.mixed<PaymentMethod>().defined())
      .defined()
      .when('enabled', {
        is: true,
        then: (methods) => methods.min(1, t('settings.validation.methodsRequired')),
      }),
    minutes: yup.object({ qris: minutes, va: minutes, ewallet: minutes }).defined(),
    manualTransfer: yup
      .boolean()
      .defined()
      .test('a-way-to-pay', t('settings.validation.wayToPay'), function (value) {
        return value || Boolean((this.parent as PaymentSettingsValues).enabled);
      }),
  });
}
