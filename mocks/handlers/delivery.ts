import {
  defaultDeliverySettings,
  deliveryAvailability,
  deliverySettingsProblems,
  normalizeDeliverySettings,
} from '../../src/lib/delivery/deliveryRules';
import { leadDaysOf } from '../../src/lib/delivery/deliveryRules';
import type { DeliverySettingsRow } from '../../src/lib/delivery/deliverySettings';
import { bookingsOf } from '../db/orderDelivery';
import type { DeliveryDay, DeliverySettings } from '../runtime/apiTypes';
import { defineOperation } from './defineOperation';
import { invalid, notFound, ok } from './responses';

/**
 * Tag Delivery (proposed in openapi.yaml, docs/product-rules.md#delivery-rules-proposed): the shop's
 * delivery settings and the days and windows still open. The rules themselves are in src/lib/delivery/deliveryRules.ts.
 */

const toDeliverySettings = (row: DeliverySettingsRow): DeliverySettings => structuredClone(row);

export const deliveryOperations = [
  defineOperation('getDeliverySettings', ({ db }) =>
    ok(toDeliverySettings(db.deliverySettings ?? notFound('The shop has no delivery settings.'))),
  ),

  defineOperation('updateDeliverySettings', ({ db, body }) => {
    const input = body as DeliverySettingsRow;
    const problems = deliverySettingsProblems(
      input,
      new Set(db.flowerCategories.all().map((category) => category.categoryID)),
    );
    if (Object.keys(problems).length > 0) invalid(problems);
    return ok(toDeliverySettings(db.saveDeliverySettings(normalizeDeliverySettings(input))));
  }),

  defineOperation('getDeliveryAvailability', ({ db, query, now }) => {
    const settings = db.deliverySettings ?? defaultDeliverySettings();
    const leadDays = leadDaysOf(settings, query.categoryId as number | undefined);
    const days: DeliveryDay[] = deliveryAvailability(
      settings,
      query.from as string,
      query.days as number,
      now,
      bookingsOf(db),
      leadDays,
    );
    return ok(days);
  }),
];
