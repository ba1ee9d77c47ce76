import { describe, expect, it } from 'vitest';
import { httpStatusOf, isUnsupportedCall, proposedCallStatus } from './unsupportedCall';

/** Failures as RTK Query's fetchBaseQuery hands them over. */
const answered = (status: number) => ({ status, data: { title: 'x', status } });
const FAILURES = {
  404: answered(404),
  501: answered(501),
  'an HTML 404 page': { status: 'PARSING_ERROR', originalStatus: 404, data: '<html>Not Found</html>', error: 'x' },
  400: answered(400),
  401: answered(401),
  403: answered(403),
  500: answered(500),
  502: answered(502),
  503: answered(503),
  504: answered(504),
  'an HTML 500 page': { status: 'PARSING_ERROR', originalStatus: 500, data: '<html>Oops</html>', error: 'x' },
  'no answer (network, dropped connection)': { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' },
  'a client timeout': { status: 'TIMEOUT_ERROR', error: 'AbortError: signal timed out' },
  'a thrown error': new Error('boom'),
  nothing: undefined,
} as const;

describe('isUnsupportedCall: only 404 and 501 say the backend lacks a proposed call', () => {
  it.each(['404', '501', 'an HTML 404 page'] as const)('%s: not supported', (name) => {
    expect(isUnsupportedCall(FAILURES[name])).toBe(true);
  });

  it.each(
    Object.keys(FAILURES).filter((name) => !['404', '501', 'an HTML 404 page'].includes(name)) as Array<
      keyof typeof FAILURES
    >,
  )('%s: a failure, not "not supported"', (name) => {
    expect(isUnsupportedCall(FAILURES[name])).toBe(false);
  });

  it('reads the status of an answer whose body could not be read, none without an answer', () => {
    expect(httpStatusOf(FAILURES['an HTML 404 page'])).toBe(404);
    expect(httpStatusOf(FAILURES[503])).toBe(503);
    expect(httpStatusOf(FAILURES['no answer (network, dropped connection)'])).toBeUndefined();
  });
});

describe('proposedCallStatus', () => {
  const query = (view: Partial<Parameters<typeof proposedCallStatus>[0]>) =>
    proposedCallStatus({ isError: false, isFetching: false, ...view });

  it('is loading, then ready with the data', () => {
    expect(query({ isFetching: true })).toBe('loading');
    expect(query({ data: { zones: [] } })).toBe('ready');
  });

  it('is unsupported for 404/501 and failed for anything else (500, 503, no answer)', () => {
    expect(query({ isError: true, error: FAILURES[404] })).toBe('unsupported');
    expect(query({ isError: true, error: FAILURES[501] })).toBe('unsupported');
    expect(query({ isError: true, error: FAILURES[500] })).toBe('failed');
    expect(query({ isError: true, error: FAILURES[503] })).toBe('failed');
    expect(query({ isError: true, error: FAILURES['no answer (network, dropped connection)'] })).toBe('failed');
  });

  it('keeps the failure while its retry runs, and a failed refresh is a failure even with older data', () => {
    expect(query({ isFetching: true, error: FAILURES[503] })).toBe('failed');
    expect(query({ isFetching: true, error: FAILURES[404] })).toBe('unsupported');
    expect(query({ isError: true, error: FAILURES[500], data: { zones: [] } })).toBe('failed');
  });
});
