// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_START } from './deferredStyles.mjs';
import { startScript } from './startScript.mjs';

const ENTRY = '/assets/index-abc.js';
const PRELOADS = ['/assets/store-1.js', '/assets/appRoot-2.js', '/assets/HomePage-3.js'];

type Config = Record<string, unknown> | 'missing';

/** Runs the page's start script as the browser would, with config.json answering `config`. */
async function openPage({
  onFirstAction,
  config = { useMocks: false },
  fetches,
}: {
  onFirstAction: boolean;
  config?: Config;
  fetches?: string[];
}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(
        config === 'missing'
          ? new Response('not found', { status: 404 })
          : new Response(JSON.stringify(config), { headers: { 'content-type': 'application/json' } }),
      ),
    ),
  );
  new Function(startScript({ entry: ENTRY, preloads: PRELOADS, fetches, onFirstAction }))();
  // config.json's answer
  await vi.advanceTimersByTimeAsync(0);
}

/** What the script has added to the page: the preloads and the entry. */
const added = () => ({
  preloads: [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')),
  entry: document.head.querySelector(`script[src="${ENTRY}"]`) !== null,
});

/** jsdom has no paint timing: the first paint is the task after the first animation frame. */
const paintAndLoad = () => vi.advanceTimersByTimeAsync(1000);

function pointer(type: string, target: EventTarget, x: number, y: number) {
  const event = new MouseEvent(type, { bubbles: true, clientX: x, clientY: y });
  target.dispatchEvent(event);
}

/** A disabled button at (0,0)–(100,40), as the prerendered menu toggle is before the app runs. */
function disabledButton() {
  document.body.innerHTML = '<div class="card"><button type="button" disabled>Menu</button></div>';
  const button = document.querySelector('button')!;
  button.getBoundingClientRect = () => ({ left: 0, right: 100, top: 0, bottom: 40 }) as DOMRect;
  return button;
}

beforeEach(() => {
  vi.useFakeTimers();
  document.head.innerHTML = '';
  document.body.innerHTML = '<div id="root"></div>';
  document.documentElement.lang = 'id';
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(async () => {
  // the window outlives the test: a script still waiting for the visitor stops listening, a pending tap is dropped
  window.dispatchEvent(new Event('keydown'));
  await vi.runAllTimersAsync();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('startScript', () => {
  it('starts the app after the first paint on a page that needs it: every preload, then the entry', async () => {
    await openPage({ onFirstAction: false });
    expect(added().entry).toBe(false);
    await paintAndLoad();
    expect(added()).toEqual({ preloads: [ENTRY, ...PRELOADS], entry: true });
  });

  it('on a complete page, loads no script until the visitor acts, then starts the app', async () => {
    await openPage({ onFirstAction: true });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(added()).toEqual({ preloads: [], entry: false });

    const started = vi.fn();
    document.addEventListener(APP_START, started);
    window.dispatchEvent(new Event('scroll'));
    // the page's stylesheets are switched on at that moment (deferredStyles.mjs)
    expect(started).toHaveBeenCalledTimes(1);
    await paintAndLoad();
    expect(added()).toEqual({ preloads: [ENTRY, ...PRELOADS], entry: true });
    document.removeEventListener(APP_START, started);
  });

  it("requests the page's translations as its app starts, not before", async () => {
    const TRANSLATIONS = ['/assets/i18n/id/home.json'];
    const requested = () =>
      [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => [
        link.getAttribute('href'),
        (link as HTMLLinkElement).as,
        // a CORS request, as the app's fetch of it
        link.hasAttribute('crossorigin'),
      ]);
    await openPage({ onFirstAction: true, fetches: TRANSLATIONS });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(requested()).toEqual([]);
    window.dispatchEvent(new Event('scroll'));
    expect(requested()).toEqual([['/assets/i18n/id/home.json', 'fetch', true]]);
  });

  it('adds the preloads a few per task after the first paint, all at once when the visitor is waiting', async () => {
    await openPage({ onFirstAction: false });
    // the first paint (the task after the first animation frame), then the first task of preloads
    for (let ms = 0; ms < 1000 && added().preloads.length === 0; ms++) await vi.advanceTimersByTimeAsync(1);
    expect(added()).toEqual({ preloads: [ENTRY, PRELOADS[0]], entry: false });
    document.head.innerHTML = '';

    await openPage({ onFirstAction: true });
    window.dispatchEvent(new Event('keydown'));
    expect(added()).toEqual({ preloads: [ENTRY, ...PRELOADS], entry: true });
  });

  it.each(['pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel'])('starts on %s', async (type) => {
    await openPage({ onFirstAction: true });
    document.body.dispatchEvent(new Event(type, { bubbles: true }));
    await paintAndLoad();
    expect(added().entry).toBe(true);
  });

  it.each<[string, Config]>([
    ['the in-browser mock serves every call', { useMocks: true }],
    ['the in-browser mock serves some calls', { useMocks: false, mockOperations: ['listGalleryImages'] }],
    ['config.json does not say', {}],
    ['config.json cannot be read', 'missing'],
  ])('starts after the first paint when %s', async (_, config) => {
    await openPage({ onFirstAction: true, config });
    await paintAndLoad();
    expect(added().entry).toBe(true);
  });

  it.each<[string, () => void]>([
    ['a session', () => localStorage.setItem('token', 'abc')],
    ['a draft', () => localStorage.setItem('flowerOrderDraft', '{}')],
    ['another language', () => localStorage.setItem('selectedLanguage', 'en')],
    ['the last order of this tab', () => sessionStorage.setItem('flowerOrderInfo', '{}')],
  ])('starts after the first paint when the browser holds %s', async (_, store) => {
    store();
    await openPage({ onFirstAction: true });
    await paintAndLoad();
    expect(added().entry).toBe(true);
  });

  it('waits when the only thing stored is the page’s own language', async () => {
    localStorage.setItem('selectedLanguage', 'id');
    await openPage({ onFirstAction: true });
    await paintAndLoad();
    expect(added().entry).toBe(false);
  });

  it('clicks a disabled button tapped before the app ran, once the app enables it', async () => {
    await openPage({ onFirstAction: true });
    const button = disabledButton();
    const click = vi.fn();
    button.addEventListener('click', click);
    // the disabled button takes no pointer events: the card under it is the target
    const card = document.querySelector('.card')!;
    pointer('pointerdown', card, 50, 20);
    pointer('pointerup', card, 52, 22);
    await paintAndLoad();
    expect(added().entry).toBe(true);
    expect(click).not.toHaveBeenCalled();

    button.disabled = false; // the app has hydrated the page
    await vi.advanceTimersByTimeAsync(0);
    expect(click).toHaveBeenCalledTimes(1);
    button.disabled = true;
    button.disabled = false;
    await vi.advanceTimersByTimeAsync(0);
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('clicks nothing after a gesture the browser took over (a scroll) or one that ended off the button', async () => {
    await openPage({ onFirstAction: true });
    const button = disabledButton();
    const click = vi.fn();
    button.addEventListener('click', click);
    pointer('pointerdown', document.body, 50, 20);
    window.dispatchEvent(new Event('pointercancel'));
    pointer('pointerup', document.body, 50, 300);
    pointer('pointerdown', document.body, 50, 20);
    pointer('pointerup', document.body, 50, 300);
    await paintAndLoad();
    button.disabled = false;
    await vi.advanceTimersByTimeAsync(0);
    expect(click).not.toHaveBeenCalled();
  });

  it('drops a tap whose button the app replaced or never enabled', async () => {
    await openPage({ onFirstAction: true });
    const button = disabledButton();
    const click = vi.fn();
    button.addEventListener('click', click);
    pointer('pointerdown', document.body, 50, 20);
    pointer('pointerup', document.body, 50, 20);
    await vi.advanceTimersByTimeAsync(20_000);
    button.disabled = false;
    await vi.advanceTimersByTimeAsync(0);
    expect(click).not.toHaveBeenCalled();
  });
});
