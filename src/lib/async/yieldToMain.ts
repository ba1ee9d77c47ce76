/**
 * Ends the current task so that the browser can paint and answer input before
 * the work after it: `scheduler.yield()` where the browser has it (the rest
 * keeps its place ahead of other tasks), else a zero-delay timer. Start-up
 * work split this way runs as several short tasks instead of one long one,
 * so a phone's main thread stays free to answer the visitor.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
