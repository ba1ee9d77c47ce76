import { getResponse, type RequestHandler } from 'msw';
import { authOperations } from './auth';
import { customerOrderOperations } from './customerOrder';
import type { OperationDefinition } from './defineOperation';
import { deliveryOperations } from './delivery';
import { doorstepOperations } from './doorstep';
import { flowerCategoryOperations } from './flowerCategory';
import { flowerProductOperations } from './flowerProduct';
import { galleryOperations } from './gallery';
import { gatewayOperations } from './gateway';
import { createSimulateHandler } from './gatewaySimulator';
import { generalParameterOperations } from './generalParameters';
import { messageTemplateOperations } from './messageTemplates';
import { paymentOperations } from './payments';
import { uploadOperations } from './upload';

/**
 * Every operation of openapi.yaml as a msw handler. Handlers find their method
 * and path in the yaml (loaded on first request when nobody injected it), so
 * this module has no runtime-specific imports and serves the browser worker,
 * the node server of the tests, Storybook and the HTTP server alike.
 */
export const operationDefinitions: readonly OperationDefinition[] = [
  ...generalParameterOperations,
  ...galleryOperations,
  ...flowerCategoryOperations,
  ...flowerProductOperations,
  ...customerOrderOperations,
  ...deliveryOperations,
  ...paymentOperations,
  ...doorstepOperations,
  ...gatewayOperations,
  ...messageTemplateOperations,
  ...uploadOperations,
  ...authOperations,
];

const operationHandlers: RequestHandler[] = operationDefinitions.map((definition) => definition.handler);

/**
 * The mock's own controls served by msw (not in openapi.yaml): playing the gateway, which hands its notification to
 * the operations above.
 */
export const controlHandlers: RequestHandler[] = [
  createSimulateHandler((request) => getResponse(operationHandlers, request)),
];

export const handlers: RequestHandler[] = [...operationHandlers, ...controlHandlers];

export const operationIds: string[] = operationDefinitions.map((definition) => definition.operationId);
