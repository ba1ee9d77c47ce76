import { render, screen } from '@testing-library/react';
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { NamespaceGate } from './NamespaceGate';

const COMMON = { loader: { label: 'Memuat halaman…' } };

/** An i18next instance whose `common` texts arrive at once and the page's (`home`) when the test says so. */
async function instanceWithPendingNamespaces() {
  const pending: Array<{ namespace: string; callback: ReadCallback }> = [];
  const backend: BackendModule = {
    type: 'backend',
    init() {},
    read(_language, namespace, callback) {
      if (namespace === 'common') callback(null, COMMON);
      else pending.push({ namespace, callback });
    },
  };
  const instance = i18next.createInstance();
  await instance
    .use(backend)
    .use(initReactI18next)
    .init({
      lng: 'id',
      ns: ['common'],
      defaultNS: 'common',
      react: { useSuspense: false },
    });
  return { instance, pending };
}

describe('NamespaceGate', () => {
  it("shows the page loader's label until the page's texts arrive, then the page", async () => {
    const { instance, pending } = await instanceWithPendingNamespaces();
    const Page = () => <h1>{instance.t('title', { ns: 'home' })}</h1>;
    render(
      <I18nextProvider i18n={instance}>
        <NamespaceGate ns="home">
          <Page />
        </NamespaceGate>
      </I18nextProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Memuat halaman…');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(new Set(pending.map((read) => read.namespace))).toEqual(new Set(['home']));
    for (const read of pending) read.callback(null, { title: 'Rangkaian Bunga Segar' });
    expect(await screen.findByRole('heading', { name: 'Rangkaian Bunga Segar' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('renders the page at once when its texts are already loaded', async () => {
    const { instance, pending } = await instanceWithPendingNamespaces();
    instance.addResourceBundle('id', 'home', { title: 'Rangkaian Bunga Segar' });
    render(
      <I18nextProvider i18n={instance}>
        <NamespaceGate ns="home">
          <h1>{instance.t('title', { ns: 'home' })}</h1>
        </NamespaceGate>
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Rangkaian Bunga Segar' })).toBeInTheDocument();
    expect(pending).toEqual([]);
  });
});
