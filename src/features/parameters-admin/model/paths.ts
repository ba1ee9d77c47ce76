/** The parameter screens' routes. */
export const PARAMETER_LIST_PATH = '/app/general';
export const PARAMETER_CREATE_PATH = '/app/general/create';

export function parameterEditPath(id: number): string {
  return `/app/general/edit/${id}`;
}

/** The id of `/app/general/edit/{id}`: a positive whole number, else null. */
export function parameterIdOf(raw: string | undefined): number | null {
  const id = Number(raw);
  return raw && /^\d+$/.test(raw) && Number.isSafeInteger(id) && id > 0 ? id : null;
}
