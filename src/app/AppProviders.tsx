import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import type { AppStore } from './store';

interface Props {
  store: AppStore;
  i18n: i18n;
  children: ReactNode;
}

/** Store and translations; shared by the app, tests and stories. */
export function AppProviders({ store, i18n, children }: Props) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </Provider>
  );
}
