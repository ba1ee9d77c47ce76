import { SimpleFaker } from '@faker-js/faker';
import { shopDateString } from '../db/dates';
import { seedRuns } from '../db/doorstep';
import type { DatabaseState } from '../db/types';
import { createCatalogue } from './catalogue';
import { createDeliverySettings } from './deliverySettings';
import { createGallery } from './gallery';
import { createGeneralParameters } from './generalParameters';
import { createBoardSymbols, createMessageTemplates } from './messageTemplates';
import { createOrders } from './orders';
import { seedOrderWords } from './orderWords';
import { seedPaymentSessions } from './paymentSessions';
import { SEED_ACCOUNTS } from './seedAccounts';
import { createUsers } from './users';

/** Fixed faker seed: the same `now` always yields the same database. */
export const SEED = 20261121;

/**
 * Builds the mock backend's initial database. Deterministic for a given `now`
 * (dates are spread over the 90 days before it); every call returns fresh
 * objects, so callers may mutate the result.
 */
export function createSeed(now: Date = new Date()): DatabaseState {
  // No locale data but id_ID's person names (personNames.ts), so faker's SimpleFaker: the Faker class and its
  // locale modules would weigh on the in-browser mock. The draws are the same as a Faker with the full id_ID
  // locale makes (createSeed.test.ts).
  const faker = new SimpleFaker();
  faker.seed(SEED);

  const catalogue = createCatalogue();
  const galleryImages = createGallery(faker, now);
  const generalParameters = createGeneralParameters();
  const shopAddress = generalParameters.find((parameter) => parameter.paramCode === '007')?.deskripsi ?? null;
  const deliverySettings = createDeliverySettings(now, shopAddress);
  const orders = createOrders(faker, now, catalogue.flowerProducts, deliverySettings);
  const state: DatabaseState = {
    generalParameters,
    galleryImages,
    flowerCategories: catalogue.flowerCategories,
    flowerProducts: catalogue.flowerProducts,
    productAttributes: catalogue.productAttributes,
    customerOrders: orders.customerOrders,
    orderStatuses: orders.orderStatuses,
    payments: orders.payments,
    deliveryInfos: orders.deliveryInfos,
    users: createUsers(),
    uploadedFiles: [],
    orderEvents: [],
    paymentProofs: [],
    arrangementPhotos: [],
    deliveryProofs: [],
    paymentSessions: [],
    refunds: [],
    refundTasks: [],
    timelineEvents: [],
    messageTemplates: createMessageTemplates(),
    boardSymbols: createBoardSymbols(),
    paymentSettings: null,
    deliverySettings,
  };
  // Today's deliveries are on the seeded Driver's run (the proposed doorstep operations).
  const driver = SEED_ACCOUNTS.find((account) => account.role === 'Driver');
  if (driver) seedRuns(state, shopDateString(now), driver.username);
  // The proposed words on a few orders of the coming days and today's run (tag MessageTemplates).
  seedOrderWords(state, now);
  seedPaymentSessions(state, now);
  return state;
}
