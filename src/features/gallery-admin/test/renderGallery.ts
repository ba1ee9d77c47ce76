import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { renderRoute } from '@/test/renderRoute';
import { storeSession } from '@/test/storeSession';
import { FIRST_VISIT } from '@/test/waits';
import { mockServer } from '@mocks/node';

/** Signs in as admin and opens a gallery screen of the real app over the mock backend. */
export async function openGallery(
  path = '/app/gallery',
  { lng = 'id', heading }: { lng?: 'id' | 'en'; heading?: string } = {},
) {
  storeSession('admin');
  const utils = await renderRoute(path, { lng });
  const name = heading ?? (lng === 'en' ? 'Flower Gallery Management' : 'Manajemen Galeri Bunga');
  await screen.findByRole('heading', { level: 1, name }, FIRST_VISIT);
  return utils;
}

export interface RecordedRequest {
  method: string;
  url: URL;
  body: unknown;
}

/** Every gallery call made until `stop()`, with its JSON body. */
export function recordGalleryRequests() {
  const requests: RecordedRequest[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (!url.pathname.startsWith('/api/Gallery')) return;
    const entry: RecordedRequest = { method: request.method, url, body: undefined };
    requests.push(entry);
    if (request.method !== 'GET' && request.method !== 'DELETE') {
      void request
        .clone()
        .json()
        .then((body: unknown) => (entry.body = body))
        .catch(() => undefined);
    }
  };
  mockServer.events.on('request:start', listener);
  return {
    requests,
    lists: () => requests.filter((entry) => entry.method === 'GET' && entry.url.pathname === '/api/Gallery'),
    stop: () => mockServer.events.removeListener('request:start', listener),
  };
}

/** A 500 problem answer. */
export function serverError() {
  return HttpResponse.json({ type: 'about:blank', title: 'Internal Server Error', status: 500 }, { status: 500 });
}

/** The cards' titles, in order. */
export function cardTitles(): string[] {
  return screen.queryAllByRole('article').map((card) => card.getAttribute('aria-label') ?? '');
}
