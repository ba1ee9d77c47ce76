import { readSaveFailure as readFailure, type SaveFailure as Failure } from '@/lib/api/saveFailure';
import type { ParameterField } from './parameterSchema';

/**
 * What a failed save shows (docs/product-rules.md#parameters): on status 400 the server's own words — its
 * per-field errors on the matching field (any other entries as messages), else a plain string body, else
 * its `message` (or an RFC 9457 `detail`). Anything else, or a 400 with nothing readable, shows the default
 * message (`messages` and `fieldErrors` both empty).
 */
export type SaveFailure = Failure<ParameterField>;

const FIELDS: readonly ParameterField[] = ['paramCode', 'paramName', 'deskripsi'];

/** `ParamCode`, `paramCode`, `$.paramCode`, `input.deskripsi` → the form field, if it is one. */
export function fieldOf(key: string): ParameterField | undefined {
  const last =
    key
      .split(/[.[\]/]/)
      .filter(Boolean)
      .pop()
      ?.toLowerCase() ?? '';
  return FIELDS.find((field) => field.toLowerCase() === last);
}

export const readSaveFailure = (error: unknown): SaveFailure => readFailure(error, fieldOf);
