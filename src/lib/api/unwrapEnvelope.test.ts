import { describe, expect, it } from 'vitest';
import { unwrapEnvelope } from './unwrapEnvelope';

describe('unwrapEnvelope', () => {
  const image = { id: 3, title: 'Mawar' };
  it('returns an item sent directly', () => expect(unwrapEnvelope(image)).toBe(image));
  it('unwraps { success, data }', () => expect(unwrapEnvelope({ success: true, data: image })).toBe(image));
  it('refuses an unsuccessful envelope', () => expect(() => unwrapEnvelope({ success: false, data: image })).toThrow());
});
