import { describe, expect, it } from 'vitest';
import { bytesToBase64 } from './base64';

const bytes = (length: number) => Uint8Array.from({ length }, (_, i) => (i * 7919 + (i >> 8)) % 256);

describe('bytesToBase64', () => {
  it.each([0, 1, 2, 3, 0x8000 - 1, 0x8000, 0x8000 * 3 + 5])('encodes %i bytes as Node does', (length) => {
    const input = bytes(length);
    expect(bytesToBase64(input)).toBe(Buffer.from(input).toString('base64'));
  });

  it("uses the platform's Uint8Array#toBase64 when there is one", () => {
    const input = bytes(10);
    Object.defineProperty(input, 'toBase64', { value: () => 'native' });
    expect(bytesToBase64(input)).toBe('native');
  });
});
