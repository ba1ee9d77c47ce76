import { HttpResponse } from 'msw';

/** A 500 problem response, as the backend answers a failure. */
export function serverError() {
  return HttpResponse.json({ type: 'about:blank', title: 'Internal Server Error', status: 500 }, { status: 500 });
}
