import { waitFor } from '@testing-library/react';
import { lazy, startTransition, Suspense, useState, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { replayEarlyClicks } from './earlyClicks';

function Counter() {
  const [taps, setTaps] = useState(0);
  return (
    <button type="button" onClick={() => setTaps((n) => n + 1)}>
      Tapped {taps}
    </button>
  );
}

/** A prerendered page: the button inside a Suspense boundary, as each part of the public pages is. */
const Page = ({ Part }: { Part: ComponentType }) => (
  <main>
    <Suspense fallback={<p>…</p>}>
      <Part />
    </Suspense>
  </main>
);

let root: Root | undefined;
afterEach(() => {
  delete (window as { __earlyClicks?: unknown }).__earlyClicks;
  root?.unmount();
  root = undefined;
  document.body.innerHTML = '';
});

/**
 * The page as the browser has it before the app: its HTML, and a tap on its button that the start script kept
 * (scripts/vite/startScript.mjs, tested beside it, hands the kept buttons over as `window.__earlyClicks`).
 */
function tapBeforeTheApp(): HTMLButtonElement {
  document.body.innerHTML = `<div id="root">${renderToString(<Page Part={Counter} />)}</div>`;
  const button = document.querySelector<HTMLButtonElement>('#root button')!;
  Object.assign(window, { __earlyClicks: () => [button] });
  return button;
}

function hydrate(Part: ComponentType) {
  startTransition(() => {
    root = hydrateRoot(document.getElementById('root')!, <Page Part={Part} />);
  });
  replayEarlyClicks();
}

/** A lazy component whose code is on its way until `arrive`. */
function onItsWay(Arrived: ComponentType) {
  let arrive: () => void = () => undefined;
  const Lazy = lazy(
    () => new Promise<{ default: ComponentType }>((done) => (arrive = () => done({ default: Arrived }))),
  );
  return { Lazy, arrive: () => arrive() };
}

/** The kept tap was answered, and only once. */
async function expectAnsweredOnce() {
  await waitFor(() => expect(document.querySelector('#root button')).toHaveTextContent('Tapped 1'));
  await frames(5);
  expect(document.querySelector('#root button')).toHaveTextContent('Tapped 1');
}

const frames = (count: number) =>
  new Promise<void>((done) => {
    const next = (left: number) => (left ? requestAnimationFrame(() => next(left - 1)) : done());
    next(count);
  });

describe('a tap kept during the start', () => {
  it('is answered once when the app hydrates with the part’s code at hand', async () => {
    tapBeforeTheApp();
    hydrate(Counter);
    await expectAnsweredOnce();
  });

  it('is answered once the part’s code has arrived, when React could not hydrate it at the tap', async () => {
    const later = onItsWay(Counter);
    const button = tapBeforeTheApp();
    hydrate(later.Lazy);
    await frames(3);
    expect(button).toHaveTextContent('Tapped 0');

    later.arrive();
    await expectAnsweredOnce();
  });

  it('is answered once its part is committed, when React has rendered the button but not yet committed it', async () => {
    // A part after the button whose code is still on its way: React renders the button (and marks the node as
    // its own) but cannot commit the part until that code arrives, and drops a click on the button meanwhile.
    const after = onItsWay(() => <p>After</p>);
    const Part = () => (
      <>
        <Counter />
        <after.Lazy />
      </>
    );
    document.body.innerHTML = `<div id="root">${renderToString(
      <main>
        <Counter />
        <p>After</p>
      </main>,
    )}</div>`;
    const button = document.querySelector<HTMLButtonElement>('#root button')!;
    Object.assign(window, { __earlyClicks: () => [button] });
    startTransition(() => {
      root = hydrateRoot(
        document.getElementById('root')!,
        <main>
          <Part />
        </main>,
      );
    });
    await frames(3);
    expect(Object.keys(button).some((key) => key.startsWith('__reactProps$'))).toBe(true);
    replayEarlyClicks();
    await frames(3);
    expect(button).toHaveTextContent('Tapped 0');

    after.arrive();
    await expectAnsweredOnce();
  });
});
