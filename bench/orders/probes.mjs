/* global window, document, requestAnimationFrame, MutationObserver -- these run inside the page (page.evaluate) */
/**
 * In-page probes of bench:orders: a PerformanceObserver for long tasks and,
 * per keystroke, the time from the keydown to the first frame after the
 * results show the new search.
 */

/** Starts recording long tasks and keystroke → table times in the page. */
export async function installProbes(page) {
  await page.evaluate(() => {
    const probes = { longTasks: [], samples: [], pending: null };
    window.__ordersBench = probes;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) probes.longTasks.push(entry.duration);
    }).observe({ type: 'longtask' });
    const input = document.querySelector('#orders-search');
    const results = document.querySelector('.orders-results');
    input.addEventListener('keydown', (event) => (probes.pending = { key: event.key, start: event.timeStamp }), true);
    const check = () => {
      const pending = probes.pending;
      if (!pending || pending.done || results.dataset.search !== input.value) return;
      pending.done = true;
      // The first frame after the change: the next animation frame, then the task after its paint.
      requestAnimationFrame(() =>
        setTimeout(() => {
          probes.samples.push({ key: pending.key, ms: performance.now() - pending.start });
          if (probes.pending === pending) probes.pending = null;
        }, 0),
      );
    };
    new MutationObserver(check).observe(results, {
      attributes: true,
      attributeFilter: ['data-search'],
      childList: true,
      subtree: true,
      characterData: true,
    });
  });
}

/** Types `query` one key at a time, then deletes it with Backspace; returns one sample per key. */
export async function typeAndMeasure(page, query) {
  const input = page.locator('#orders-search');
  await input.click();
  const keys = [...query, ...Array.from(query, () => 'Backspace')];
  const before = await page.evaluate(() => window.__ordersBench.samples.length);
  for (const [index, key] of keys.entries()) {
    await page.keyboard.press(key);
    await page.waitForFunction((count) => window.__ordersBench.samples.length >= count, before + index + 1, {
      timeout: 10_000,
    });
    await page.waitForTimeout(120);
  }
  return page.evaluate((from) => window.__ordersBench.samples.slice(from), before);
}

/** What the probes recorded. */
export function readProbes(page) {
  return page.evaluate(() => ({
    longTasks: [...window.__ordersBench.longTasks],
    samples: [...window.__ordersBench.samples],
  }));
}
