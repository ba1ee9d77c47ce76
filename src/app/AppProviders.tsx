import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import type { AppStore, RootState } from './store';

interface Props {
  store: AppStore;
  i18n: i18n;
  /**
   * A hydration's store state as the prerender had it: each part of the page hydrates with it, however late
   * (HydrationBoundary), and shows what the store holds now right after.
   */
  serverState?: RootState;
  children: ReactNode;
}

/** Store and translations; shared by the app, tests and stories. */
export function AppProviders({ store, i18n, serverState, children }: Props) {
  return (
    <Provider store={store} serverState={serverState}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </Provider>
  );
}
