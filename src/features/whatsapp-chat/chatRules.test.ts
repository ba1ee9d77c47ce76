import { describe, expect, it } from 'vitest';
import { chatGreeting } from './chatRules';

describe('chatGreeting', () => {
  it('greets in Indonesian', () => {
    expect(chatGreeting('Fleur Florist')).toBe('Halo Fleur Florist, saya ingin bertanya tentang rangkaian bunga Anda.');
  });
});
