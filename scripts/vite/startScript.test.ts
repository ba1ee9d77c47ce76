// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { replayEarlyClicks } from '../../src/app/start/earlyClicks';
import { startScript } from './startScript.mjs';

const ENTRY = '/assets/index-abc.js';
const PRELOADS = ['/assets/store-1.js', '/assets/appRoot-2.js', '/assets/HomePage-3.js'];

/** Runs the page's start script as the browser would. */
function openPage() {
  new Function(startScript({ entry: ENTRY, preloads: PRELOADS }))();
}

/** What the script has added to the page: the preloads and the entry. */
const added = () => ({
  preloads: [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')),
  entry: document.head.querySelector(`script[src="${ENTRY}"]`) !== null,
});

/** jsdom has no paint timing: the first paint is the task after the first animation frame. */
const paintAndLoad = () => vi.advanceTimersByTimeAsync(1000);

beforeEach(() => {
  vi.useFakeTimers();
  document.head.innerHTML = '';
  document.body.innerHTML =
    '<div id="root"><nav><button type="button">Menu</button></nav></div><button>Outside</button>';
});

afterEach(async () => {
  // the window outlives the test: the script stops keeping clicks
  replayEarlyClicks();
  await vi.runAllTimersAsync();
  vi.useRealTimers();
});

describe('startScript', () => {
  it('starts the app after the first paint: every preload, then the entry', async () => {
    openPage();
    expect(added().entry).toBe(false);
    await paintAndLoad();
    expect(added()).toEqual({ preloads: [ENTRY, ...PRELOADS], entry: true });
  });

  it('adds the preloads a few per task after the first paint', async () => {
    openPage();
    // the first paint (the task after the first animation frame), then the first task of preloads
    for (let ms = 0; ms < 1000 && added().preloads.length === 0; ms++) await vi.advanceTimersByTimeAsync(1);
    expect(added()).toEqual({ preloads: [ENTRY, PRELOADS[0]], entry: false });
  });

  it('keeps the buttons of the page tapped before the app runs, each once, and clicks them for the app', async () => {
    openPage();
    const [menu, outside] = document.querySelectorAll('button');
    menu.click();
    menu.click();
    outside.click();
    const clicked = vi.fn();
    menu.addEventListener('click', clicked);

    replayEarlyClicks();
    expect(clicked).toHaveBeenCalledTimes(1);
    // taken: nothing more is kept or clicked again
    menu.click();
    replayEarlyClicks();
    expect(clicked).toHaveBeenCalledTimes(2);
  });

  it('clicks no button the app replaced or disabled meanwhile', () => {
    openPage();
    const [menu] = document.querySelectorAll('button');
    menu.click();
    const clicked = vi.fn();
    menu.addEventListener('click', clicked);
    menu.disabled = true;
    replayEarlyClicks();
    expect(clicked).not.toHaveBeenCalled();
  });
});
