import { describe, expect, it } from 'vitest';
import { flattenMessages, serverErrorMessages, serverErrorsByKey, type ServerErrorSource } from './serverErrorMessages';

const ALL: readonly ServerErrorSource[] = ['plainText', 'errorsMap', 'message', 'transport'];

describe('flattenMessages', () => {
  it('keeps every non-blank text, trimmed, arrays and maps flattened in order', () => {
    expect(flattenMessages({ a: [' one ', ['two']], b: 'three', c: { d: ['four', ''] }, e: 5, f: null })).toEqual([
      'one',
      'two',
      'three',
      'four',
    ]);
    expect(flattenMessages('  ')).toEqual([]);
    expect(flattenMessages(undefined)).toEqual([]);
  });
});

describe('serverErrorMessages', () => {
  it('reads a plain-text body, parsed as JSON or not', () => {
    expect(serverErrorMessages({ status: 400, data: ' Already there ' }, ALL)).toEqual(['Already there']);
    expect(
      serverErrorMessages({ status: 'PARSING_ERROR', originalStatus: 400, data: 'Plain', error: 'SyntaxError' }, ALL),
    ).toEqual(['Plain']);
  });

  it('never shows an HTML error page', () => {
    expect(serverErrorMessages({ status: 502, data: '<html><body>Bad gateway</body></html>' }, ['plainText'])).toEqual(
      [],
    );
    expect(serverErrorMessages({ status: 502, data: '<!doctype html>…', error: 'Bad gateway' }, ALL)).toEqual([
      'Bad gateway',
    ]);
  });

  it('flattens the errors map, whether keyed or a list', () => {
    expect(
      serverErrorMessages({ status: 400, data: { errors: { name: ['a', 'b'], price: 'c' } } }, ['errorsMap']),
    ).toEqual(['a', 'b', 'c']);
    expect(serverErrorMessages({ status: 400, data: { errors: ['x', ['y']] } }, ['errorsMap'])).toEqual(['x', 'y']);
  });

  it('reads message before the detail of a problem body', () => {
    expect(serverErrorMessages({ status: 409, data: { message: 'm', detail: 'd' } }, ['message'])).toEqual(['m']);
    expect(serverErrorMessages({ status: 404, data: { title: 'Not Found', detail: 'd' } }, ['message'])).toEqual(['d']);
  });

  it('reads the transport message, error before message', () => {
    expect(serverErrorMessages({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, ['transport'])).toEqual([
      'TypeError: Failed to fetch',
    ]);
    expect(serverErrorMessages(new Error('boom'), ['transport'])).toEqual(['boom']);
  });

  it('takes the first source that has something, in the order asked', () => {
    const error = {
      status: 400,
      data: { errors: { a: 'from map' }, message: 'from message' },
      error: 'from transport',
    };
    expect(serverErrorMessages(error, ALL)).toEqual(['from map']);
    expect(serverErrorMessages(error, ['message', 'errorsMap'])).toEqual(['from message']);
    expect(serverErrorMessages({ status: 400, data: { errors: {}, message: 'after an empty map' } }, ALL)).toEqual([
      'after an empty map',
    ]);
  });

  it('reads only the sources asked for', () => {
    expect(serverErrorMessages({ status: 400, data: 'text' }, ['errorsMap', 'message'])).toEqual([]);
  });

  it('falls back when nothing is readable', () => {
    expect(serverErrorMessages({ status: 500, data: {} }, ALL, 'Default')).toEqual(['Default']);
    expect(serverErrorMessages(undefined, ALL, 'Default')).toEqual(['Default']);
    expect(serverErrorMessages('not a call', ALL)).toEqual([]);
  });
});

describe('serverErrorsByKey', () => {
  it('gives a keyed errors map only', () => {
    expect(serverErrorsByKey({ status: 400, data: { errors: { name: ['x'] } } })).toEqual({ name: ['x'] });
    expect(serverErrorsByKey({ status: 400, data: { errors: ['x'] } })).toBeUndefined();
    expect(serverErrorsByKey({ status: 400, data: 'x' })).toBeUndefined();
    expect(serverErrorsByKey(null)).toBeUndefined();
  });
});
