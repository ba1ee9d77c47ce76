import type { RouteObject } from 'react-router-dom';
import { renderPages } from '@/test/renderPages';
import { Component as ParameterCreatePage } from '../pages/ParameterCreatePage';
import { Component as ParameterEditPage } from '../pages/ParameterEditPage';
import { Component as ParameterListPage } from '../pages/ParameterListPage';

const PAGES: RouteObject[] = [
  { path: '/app/general', element: <ParameterListPage /> },
  { path: '/app/general/create', element: <ParameterCreatePage /> },
  { path: '/app/general/edit/:id', element: <ParameterEditPage /> },
];

interface Options {
  lng?: 'id' | 'en';
  /** Opened first, so the back button leads there. */
  from?: string;
}

/** The parameter pages alone (no guard, no shell), signed in, over the real store and the mock backend. */
export async function renderParameters(path: string, { lng = 'id', from }: Options = {}) {
  const rendered = await renderPages(PAGES, from ?? path, { lng });
  if (from) await rendered.router.navigate(path);
  return rendered;
}
