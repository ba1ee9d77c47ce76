import type { ValidateFunction } from 'ajv';
import { getOpenApiDocument } from '../runtime/openapiDocument';
import type { OpenApiDocument } from '../runtime/openapiTypes';
import { getOperation } from '../runtime/operations';
import { createAjv, DOCUMENT_ID } from '../runtime/requestValidatorsSource';
import { toFieldErrors } from '../runtime/validator';

/**
 * Response checks of the contract tests, with ajv compiling the yaml's
 * response schemas at run time (tests only: the mock itself ships just the
 * request validators, compiled ahead of time).
 */

const compiledByDocument = new WeakMap<
  OpenApiDocument,
  { ajv: ReturnType<typeof createAjv>; validators: Map<string, ValidateFunction> }
>();

function validatorFor(pointer: string, document: OpenApiDocument): ValidateFunction {
  let compiled = compiledByDocument.get(document);
  if (!compiled) {
    compiled = { ajv: createAjv(document), validators: new Map() };
    compiledByDocument.set(document, compiled);
  }
  let validate = compiled.validators.get(pointer);
  if (!validate) {
    validate = compiled.ajv.compile({ $ref: `${DOCUMENT_ID}${pointer}` });
    compiled.validators.set(pointer, validate);
  }
  return validate;
}

export interface ResponseCheck {
  valid: boolean;
  errors: string[];
}

/**
 * Checks a response against the yaml: the status must be documented for the
 * operation and a JSON body must match its schema; a response documented
 * without content must have no body.
 */
export function validateResponse(operationId: string, status: number, body: unknown): ResponseCheck {
  const document = getOpenApiDocument();
  const operation = getOperation(operationId, document);
  const info =
    operation.responses[String(status)] ?? operation.responses[`${String(status)[0]}XX`] ?? operation.responses.default;
  if (!info) {
    return {
      valid: false,
      errors: [
        `status ${status} is not documented for ${operationId} (documented: ${Object.keys(operation.responses).join(', ')})`,
      ],
    };
  }
  if (info.contentTypes.length === 0) {
    const empty = body === undefined || body === null || body === '';
    return empty
      ? { valid: true, errors: [] }
      : { valid: false, errors: [`status ${status} of ${operationId} must have no body`] };
  }
  if (!info.jsonSchemaPointer) return { valid: true, errors: [] }; // binary content: nothing to check
  const validate = validatorFor(info.jsonSchemaPointer, document);
  if (validate(body)) return { valid: true, errors: [] };
  const fields = toFieldErrors(validate.errors);
  return { valid: false, errors: Object.values(fields).flat() };
}
