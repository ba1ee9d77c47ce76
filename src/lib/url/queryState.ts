/**
 * A typed view of some query-string parameters: each field says how to read
 * its raw value (anything missing or odd becomes the field's default) and how
 * to write it (the default is left out, so a plain view has a plain URL).
 * Parameters outside the schema (e.g. `?mock=`) are kept as they are.
 */

export interface QueryField<T> {
  /** The value of the raw parameter (`null` when absent); never throws, falls back to the default. */
  read(raw: string | null): T;
  /** The raw parameter, or `null` to leave it out (the default). */
  write(value: T): string | null;
}

export type QuerySchema<S> = { readonly [K in keyof S]: QueryField<S[K]> };

/** Free text; '' (the default) is left out. Leading and trailing spaces are kept while typing. */
export function textField(fallback = ''): QueryField<string> {
  return {
    read: (raw) => raw ?? fallback,
    write: (value) => (value === fallback ? null : value),
  };
}

/** One of a fixed list of strings (compared exactly); anything else is the default. */
export function choiceField<T extends string>(choices: readonly T[], fallback: T): QueryField<T> {
  return {
    read: (raw) => choices.find((choice) => choice === raw) ?? fallback,
    write: (value) => (value === fallback ? null : value),
  };
}

/** One of a fixed list of whole numbers; anything else is the default. */
export function numberChoiceField<T extends number>(choices: readonly T[], fallback: T): QueryField<T> {
  return {
    read: (raw) => choices.find((choice) => raw !== null && String(choice) === raw.trim()) ?? fallback,
    write: (value) => (value === fallback ? null : String(value)),
  };
}

/** A 1-based page number: a whole number ≥ 1, else 1 (left out when 1). */
export function pageField(): QueryField<number> {
  return {
    read: (raw) => {
      const page = Number(raw);
      return raw !== null && /^\d+$/.test(raw.trim()) && Number.isSafeInteger(page) && page >= 1 ? page : 1;
    },
    write: (value) => (value > 1 ? String(value) : null),
  };
}

/** Reads the schema's fields from the query string. */
export function readQueryState<S>(schema: QuerySchema<S>, params: URLSearchParams): S {
  const state = {} as S;
  for (const key of Object.keys(schema) as Array<keyof S & string>) state[key] = schema[key].read(params.get(key));
  return state;
}

/** The query string with the schema's fields set from `state` (defaults removed) and every other parameter kept. */
export function writeQueryState<S>(
  schema: QuerySchema<S>,
  state: S,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of Object.keys(schema) as Array<keyof S & string>) {
    const raw = schema[key].write(state[key]);
    if (raw === null) params.delete(key);
    else params.set(key, raw);
  }
  return params;
}
