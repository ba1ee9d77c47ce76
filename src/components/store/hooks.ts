import { useDispatch, useSelector, useStore } from 'react-redux';

/**
 * What the app's store is, filled in by src/app/store.ts (declaration merging), so that features, entities and
 * shared components take typed hooks without importing the app that builds the store from them.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- src/app/store.ts adds `store`
export interface StoreRegistry {}

type RegisteredStore = StoreRegistry extends { store: infer S extends { getState: () => unknown } } ? S : never;
type RegisteredState = ReturnType<RegisteredStore['getState']>;

export const useAppDispatch = useDispatch.withTypes<RegisteredStore['dispatch']>();
export const useAppSelector = useSelector.withTypes<RegisteredState>();
export const useAppStore = useStore.withTypes<RegisteredStore>();
