import { describe, expect, it } from 'vitest';
import { bundledResources } from './bundledResources';
import { NAMESPACES, PUBLIC_LANGUAGES } from './languages';

function flatten(value: unknown, prefix = ''): Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return { [prefix]: value };
  return Object.entries(value as Record<string, unknown>).reduce<Record<string, unknown>>(
    (all, [key, child]) => ({ ...all, ...flatten(child, prefix ? `${prefix}.${key}` : key) }),
    {},
  );
}

const resources = bundledResources();

describe('translations', () => {
  it('has every namespace in every public language', () => {
    for (const lng of PUBLIC_LANGUAGES) {
      expect(Object.keys(resources[lng] ?? {}).sort()).toEqual(expect.arrayContaining([...NAMESPACES]));
    }
  });

  it.each([...NAMESPACES])('namespace %s has the same keys in Indonesian and English, none empty', (ns) => {
    const id = flatten(resources.id[ns]);
    const en = flatten(resources.en[ns]);
    expect(Object.keys(en).sort()).toEqual(Object.keys(id).sort());
    for (const [key, value] of [...Object.entries(id), ...Object.entries(en)]) {
      expect(typeof value === 'string' && value.trim().length > 0, `${ns}:${key} is empty`).toBe(true);
    }
  });

  it('every namespace file on disk is declared in NAMESPACES', () => {
    for (const lng of Object.keys(resources)) {
      for (const ns of Object.keys(resources[lng])) expect(NAMESPACES as readonly string[]).toContain(ns);
    }
  });
});
