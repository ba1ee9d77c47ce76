import type { TFunction } from 'i18next';
import * as yup from 'yup';
import { normalizeArea } from '@/lib/delivery/deliveryRules';
import type { DeliveryFormValues, WindowValues, ZoneValues } from './deliveryForm';

/** `HH:mm`, 00:00–23:59. */
export const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
/** Whole rupiah or a whole count: digits only. */
const DIGITS = /^\d+$/;

/** The zones of the whole form, from a test inside one zone. */
const zonesOf = (context: yup.TestContext): readonly ZoneValues[] =>
  (context.from?.[1]?.value as DeliveryFormValues | undefined)?.zones ?? [];
/** The zone's index in a path such as `zones[2].name`. */
const indexOf = (path: string) => Number(/^zones\[(\d+)\]/.exec(path)?.[1] ?? -1);

/**
 * The settings form's rules (docs/product-rules.md#delivery-rules-proposed): times `HH:mm`, a window's end
 * after its start, whole non-negative amounts and capacities, named zones with a fee, each area in one zone
 * only — what the server would refuse with a 400, told before saving.
 */
export function makeDeliverySchema(t: TFunction<'delivery'>): yup.ObjectSchema<DeliveryFormValues> {
  const time = yup
    .string()
    .defined()
    .matches(TIME, { message: t('validation.time'), excludeEmptyString: true });
  const optionalAmount = (message: string) =>
    yup.string().defined().matches(DIGITS, { message, excludeEmptyString: true });

  const window: yup.ObjectSchema<WindowValues> = yup.object({
    label: yup.mixed<WindowValues['label']>().defined(),
    start: time.test('both', t('validation.bothOrNone'), function (start) {
      return !start === !(this.parent as WindowValues).end || Boolean(start);
    }),
    end: time
      .test('both', t('validation.bothOrNone'), function (end) {
        return !end === !(this.parent as WindowValues).start || Boolean(end);
      })
      .test('after', t('validation.endAfterStart'), function (end) {
        const { start } = this.parent as WindowValues;
        return !end || !start || !TIME.test(start) || !TIME.test(end) || end > start;
      }),
    capacity: optionalAmount(t('validation.capacity')),
  });

  const zone: yup.ObjectSchema<ZoneValues> = yup.object({
    id: yup.string().defined(),
    name: yup
      .string()
      .defined()
      .test('required', t('validation.zoneName'), (name) => name.trim() !== '')
      .test('unique', t('validation.zoneNameTaken'), function (name) {
        const zones = zonesOf(this);
        const key = name.trim().toLowerCase();
        return !key || zones.findIndex((other) => other.name.trim().toLowerCase() === key) === indexOf(this.path);
      }),
    fee: yup.string().defined().required(t('validation.feeRequired')).matches(DIGITS, t('validation.amount')),
    areas: yup
      .array(yup.string().defined())
      .defined()
      .test('one-zone', function (areas) {
        const zones = zonesOf(this);
        const mine = indexOf(this.path);
        for (const area of areas) {
          const owner = zones.find(
            (other, index) => index < mine && other.areas.some((name) => normalizeArea(name) === normalizeArea(area)),
          );
          if (owner) return this.createError({ message: t('validation.areaTaken', { area, zone: owner.name }) });
        }
        return true;
      }),
  });

  return yup.object({
    sameDay: yup.boolean().defined(),
    sameDayCutoff: time.when('sameDay', {
      is: true,
      then: (schema) => schema.required(t('validation.cutoffRequired')),
    }),
    closedDates: yup.array(yup.string().defined()).defined(),
    windows: yup.array(window).defined(),
    zones: yup.array(zone).defined(),
    freeDeliveryFrom: optionalAmount(t('validation.amount')),
    pickupAddress: yup.string().defined(),
    outOfArea: yup.mixed<DeliveryFormValues['outOfArea']>().oneOf(['refuse', 'charge']).defined(),
    outOfAreaFee: optionalAmount(t('validation.amount')).when('outOfArea', {
      is: 'charge',
      then: (schema) => schema.required(t('validation.outOfAreaFeeRequired')),
    }),
  });
}
