import { act, waitFor } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GeneralParameter } from '@/api/generated/shopApi';
import {
  applyParametersSnapshot,
  isParametersSnapshot,
  refreshParameters,
  type ParametersSnapshot,
} from '@/entities/parameter/parametersSnapshot';
import { hydratePrerendered } from '@/test/hydratePrerendered';
import type { AppStore } from '../store';
import { renderPage } from './renderPage';

const HOME = '/public/home';
const YESTERDAYS_TAGLINE = 'Bunga Segar Kemarin untuk Setiap Momen';

/** The build's snapshot: what the backend said at build time, with the tagline since changed. */
async function buildTimeSnapshot(): Promise<{ snapshot: ParametersSnapshot; live: GeneralParameter[] }> {
  const live = (await (await fetch(`${window.location.origin}/api/general`)).json()) as GeneralParameter[];
  const snapshot = live.map((parameter) =>
    parameter.paramName === 'Tagline' ? { ...parameter, deskripsi: YESTERDAYS_TAGLINE } : parameter,
  );
  return { snapshot, live };
}

const valueOf = (parameters: GeneralParameter[], name: string) =>
  parameters.find((parameter) => parameter.paramName === name)?.deskripsi;

describe('the public pages prerendered with the general parameters the build read', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('paints the shop’s own texts and a working WhatsApp link from the HTML', async () => {
    const { snapshot } = await buildTimeSnapshot();
    const without = document.createElement('div');
    without.innerHTML = (await renderPage(HOME)).html;
    const page = await renderPage(HOME, { parameters: snapshot });
    const container = document.createElement('div');
    container.innerHTML = page.html;

    expect(container.querySelector('h1')).toHaveTextContent(YESTERDAYS_TAGLINE);
    expect(without.querySelector('h1'), 'without a snapshot, the default tagline').not.toHaveTextContent(
      YESTERDAYS_TAGLINE,
    );
    // The chat button is a link from the first paint, before the app runs; without a snapshot it waits for the number.
    const chat = container.querySelector('a.chat-button__main');
    expect(chat?.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/6281234567890\?text=/);
    expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
    expect(without.querySelector('a.chat-button__main')).toBeNull();
    expect(without.querySelector('button.chat-button__main')).toBeDisabled();
    expect(container.textContent).toContain(valueOf(snapshot, 'Alamat'));
    expect(without.textContent).not.toContain(valueOf(snapshot, 'Alamat'));
    expect(
      JSON.parse(new DOMParser().parseFromString(page.data, 'text/html').querySelector('script')?.textContent ?? ''),
    ).toMatchObject({ path: HOME, parameters: snapshot });
  });

  it('hydrates that markup without a warning, then shows what the backend says now', async () => {
    const { snapshot, live } = await buildTimeSnapshot();
    const page = await renderPage(HOME, { parameters: snapshot });
    const container = document.createElement('div');
    container.innerHTML = page.html;
    document.body.append(container);
    const heading = container.querySelector('h1');
    expect(heading).toHaveTextContent(YESTERDAYS_TAGLINE);

    // What src/main.tsx does with the page's data element.
    const errors = vi.spyOn(console, 'error');
    const refresh = vi.fn((store: AppStore) => void store.dispatch(refreshParameters()));
    root = await hydratePrerendered(
      container,
      HOME,
      (store) => store.dispatch(applyParametersSnapshot(snapshot)),
      refresh,
    );

    await waitFor(() => expect(container.querySelector('h1')).toHaveTextContent(valueOf(live, 'Tagline') ?? ''));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(container.querySelector('h1'), 'the prerendered heading was hydrated, not rendered afresh').toBe(heading);
    expect(container.querySelector('a.chat-button__main')).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\/6281234567890\?text=/),
    );
    expect(errors).not.toHaveBeenCalled();
  });

  it('keeps only a list of general parameters from the page or the backend', () => {
    expect(isParametersSnapshot([{ id: 1, paramCode: '001', paramName: 'Email', deskripsi: 'halo@toko.id' }])).toBe(
      true,
    );
    expect(isParametersSnapshot([])).toBe(true);
    expect(isParametersSnapshot({ parameters: [] })).toBe(false);
    expect(isParametersSnapshot([{ id: '1', paramCode: '001', paramName: 'Email', deskripsi: 'x' }])).toBe(false);
    expect(isParametersSnapshot([{ id: 1, paramCode: '001', paramName: 'Email' }])).toBe(false);
    expect(isParametersSnapshot(null)).toBe(false);
  });
});
