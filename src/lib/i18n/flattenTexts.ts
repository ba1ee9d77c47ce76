/**
 * A translation file's entries by their dotted key (`hero.title`), every value that is not an object a leaf
 * (texts, and whatever else a file wrongly holds, for the checks to report).
 */
export function flattenTexts(value: unknown, prefix = ''): Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return { [prefix]: value };
  return Object.entries(value as Record<string, unknown>).reduce<Record<string, unknown>>(
    (all, [key, child]) => ({ ...all, ...flattenTexts(child, prefix ? `${prefix}.${key}` : key) }),
    {},
  );
}
