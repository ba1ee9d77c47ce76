import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './whenIdle';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it('runs the task when the browser is idle, at the latest after the timeout', () => {
    const requestIdleCallback = vi.fn((run: () => void) => {
      run();
      return 1;
    });
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    const task = vi.fn();
    whenIdle(task, 500);
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 500 });
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs it after a timer where the browser has no idle callbacks', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    whenIdle(task);
    expect(task).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);
  });
});
