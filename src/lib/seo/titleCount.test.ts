import { describe, expect, it, vi } from 'vitest';
import { countedTitle, getTitleCount, setTitleCount, subscribeTitleCount } from './titleCount';

describe('titleCount', () => {
  it('puts the count in front of the title only while there is one', () => {
    expect(countedTitle('Order Management | Fleur Florist', 2)).toBe('(2) Order Management | Fleur Florist');
    expect(countedTitle('Order Management | Fleur Florist', 0)).toBe('Order Management | Fleur Florist');
  });

  it('tells its listeners when the count changes', () => {
    const listener = vi.fn();
    const stop = subscribeTitleCount(listener);
    setTitleCount(3);
    setTitleCount(3);
    expect(getTitleCount()).toBe(3);
    setTitleCount(-1);
    expect(getTitleCount()).toBe(0);
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
  });
});
