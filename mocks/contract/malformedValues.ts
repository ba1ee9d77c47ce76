import type { JsonSchema } from '../runtime/openapiTypes';

/**
 * Values a parameter's schema in openapi.yaml refuses, derived from the schema itself (so a new parameter is
 * covered without a new list): text for a number, a fraction for an integer, one past each bound, an
 * impossible date, a string the pattern refuses, one character too many, a value outside the enum. Each with
 * a name for the test's title. A plain string without any constraint has none.
 */

export interface MalformedValue {
  name: string;
  value: string;
}

/** Candidates for a string the pattern refuses: a leading dash or dot, a space, a percent sign, a quote. */
const PATTERN_BREAKERS = ['-bad name', '.hidden', 'a b', '100%', "o'clock"];

const INT32_MAX = 2 ** 31 - 1;

function numberValues(schema: JsonSchema): MalformedValue[] {
  const values: MalformedValue[] = [{ name: 'text for a number', value: 'abc' }];
  if (schema.type === 'integer') values.push({ name: 'a fraction', value: '1.5' });
  if (typeof schema.minimum === 'number')
    values.push({ name: `below the minimum ${schema.minimum}`, value: String(schema.minimum - 1) });
  if (typeof schema.maximum === 'number')
    values.push({ name: `above the maximum ${schema.maximum}`, value: String(schema.maximum + 1) });
  else if (schema.format === 'int32') values.push({ name: 'beyond int32', value: String(INT32_MAX + 1) });
  return values;
}

function stringValues(schema: JsonSchema): MalformedValue[] {
  const values: MalformedValue[] = [];
  if (schema.format === 'date') {
    values.push({ name: 'not a date', value: 'kemarin' }, { name: 'an impossible date', value: '2025-02-30' });
  }
  if (typeof schema.pattern === 'string') {
    const pattern = new RegExp(schema.pattern, 'u');
    const refused = PATTERN_BREAKERS.find((candidate) => !pattern.test(candidate));
    if (refused !== undefined) values.push({ name: `refused by the pattern ${schema.pattern}`, value: refused });
  }
  if (typeof schema.maxLength === 'number')
    values.push({ name: `longer than ${schema.maxLength}`, value: 'a'.repeat(schema.maxLength + 1) });
  if (Array.isArray(schema.enum)) values.push({ name: 'outside the enum', value: 'bukan-pilihan' });
  return values;
}

/** The malformed values of a parameter with this (resolved) schema. */
export function malformedValues(schema: JsonSchema): MalformedValue[] {
  if (schema.type === 'integer' || schema.type === 'number') return numberValues(schema);
  if (schema.type === 'string') return stringValues(schema);
  if (schema.type === 'boolean') return [{ name: 'not a boolean', value: 'mungkin' }];
  return [];
}
