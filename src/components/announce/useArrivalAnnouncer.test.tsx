import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useArrivalAnnouncer } from './useArrivalAnnouncer';

/** One screen's announcer (a tab) over the list's new ids. */
function openTab(name: string, onAnnounce: (ids: number[]) => void) {
  return renderHook(({ ids }: { ids: number[] }) => useArrivalAnnouncer(name, ids, true, onAnnounce), {
    initialProps: { ids: [] as number[] },
  });
}

describe('useArrivalAnnouncer', () => {
  it('announces an arrival once, in one of two open tabs, and never what was new when the screen opened', async () => {
    const name = `test-${Math.random()}`;
    const first = vi.fn();
    const second = vi.fn();
    const tabA = renderHook(({ ids }: { ids: number[] }) => useArrivalAnnouncer(name, ids, true, first), {
      initialProps: { ids: [5] },
    });
    const tabB = openTab(name, second);

    tabA.rerender({ ids: [6, 5] });
    tabB.rerender({ ids: [6] });
    await waitFor(() => expect(first.mock.calls.length + second.mock.calls.length).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(first.mock.calls.length + second.mock.calls.length).toBe(1);
    expect([...first.mock.calls, ...second.mock.calls][0][0]).toEqual([6]);

    tabA.rerender({ ids: [6, 5] });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(first.mock.calls.length + second.mock.calls.length).toBe(1);
    tabA.unmount();
    tabB.unmount();
  });
});
