import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAIN_LOADER_MS, MainLoader } from './MainLoader';

afterEach(() => {
  vi.useRealTimers();
});

describe('MainLoader', () => {
  it('covers the page for 500 ms, then disappears', () => {
    vi.useFakeTimers();
    render(<MainLoader />);
    expect(MAIN_LOADER_MS).toBe(500);
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(499));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
