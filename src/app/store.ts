import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi } from '@/api/baseApi';
import { toastSlice } from '@/components/feedback/toastSlice';
import { createSessionListenerMiddleware } from '@/features/auth/session/sessionListeners';
import { sessionSlice } from '@/features/auth/session/sessionSlice';
import { orderWizardSlice } from '@/features/order-wizard/orderWizardSlice';
import { newsSlice } from '@/features/template/news/model/newsSlice';
import { createThemeSettingsListenerMiddleware } from '@/features/theme-settings/model/themeSettingsListeners';
import { themeSettingsSlice } from '@/features/theme-settings/model/themeSettingsSlice';

const rootReducer = combineSlices(baseApi, toastSlice, orderWizardSlice, sessionSlice, themeSettingsSlice, newsSlice);

export type RootState = ReturnType<typeof rootReducer>;

/** Creates a store; tests and stories make a fresh one each. */
export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    // Back office: a 401 ends the session; theme settings are written to localStorage.
    middleware: (getDefault) =>
      getDefault()
        .prepend(createSessionListenerMiddleware(), createThemeSettingsListenerMiddleware())
        .concat(baseApi.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

declare module '@/components/store/hooks' {
  interface StoreRegistry {
    store: AppStore;
  }
}
