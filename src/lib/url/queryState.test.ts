import { describe, expect, it } from 'vitest';
import { choiceField, numberChoiceField, pageField, readQueryState, textField, writeQueryState } from './queryState';

const schema = {
  search: textField(),
  status: choiceField(['all', 'Pending', 'Paid'] as const, 'all'),
  size: numberChoiceField([5, 10, 25] as const, 10),
  page: pageField(),
};

describe('queryState', () => {
  it('reads every field, with defaults for missing or odd values', () => {
    expect(readQueryState(schema, new URLSearchParams(''))).toEqual({ search: '', status: 'all', size: 10, page: 1 });
    expect(readQueryState(schema, new URLSearchParams('search=sari%20dewi&status=Paid&size=25&page=3'))).toEqual({
      search: 'sari dewi',
      status: 'Paid',
      size: 25,
      page: 3,
    });
    expect(readQueryState(schema, new URLSearchParams('status=paid&size=7&page=-2'))).toMatchObject({
      status: 'all',
      size: 10,
      page: 1,
    });
    for (const page of ['0', '1.5', 'abc', '', '1e3', '99999999999999999999']) {
      expect(readQueryState(schema, new URLSearchParams({ page })).page).toBe(1);
    }
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    const base = new URLSearchParams('mock=latency:800&page=4&status=Paid');
    const written = writeQueryState(schema, { search: 'mawar', status: 'all', size: 10, page: 1 }, base);
    expect(written.toString()).toBe('mock=latency%3A800&search=mawar');
    expect(writeQueryState(schema, { search: '', status: 'Pending', size: 5, page: 2 }).toString()).toBe(
      'status=Pending&size=5&page=2',
    );
  });

  it('round-trips', () => {
    const state: { search: string; status: 'all' | 'Pending' | 'Paid'; size: 5 | 10 | 25; page: number } = {
      search: ' #1001 ',
      status: 'Pending',
      size: 25,
      page: 7,
    };
    expect(readQueryState(schema, writeQueryState(schema, state))).toEqual(state);
  });
});
