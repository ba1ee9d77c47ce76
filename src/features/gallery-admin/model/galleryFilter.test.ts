import { describe, expect, it } from 'vitest';
import { countStatuses, listArgs, matchesSearch, matchesView } from './galleryFilter';

const image = (title: string, description: string | null, isActive = true) => ({ title, description, isActive });

describe('gallery list filters', () => {
  it("asks the server for active images only with 'active'; 'all' and 'inactive' send no server filter", () => {
    expect(listArgs(2, 'active', true)).toEqual({ page: 2, pageSize: 6, includeImages: true, activeOnly: true });
    expect(listArgs(1, 'inactive', false)).toEqual({ page: 1, pageSize: 6, includeImages: false, activeOnly: false });
    expect(listArgs(1, 'all', true).activeOnly).toBe(false);
  });

  it('searches title and description, case-insensitively', () => {
    expect(matchesSearch(image('Mawar Merah', null), 'MAWAR')).toBe(true);
    expect(matchesSearch(image('Tulip', 'Dalam vas kaca'), 'vas ')).toBe(true);
    expect(matchesSearch(image('Tulip', null), 'anggrek')).toBe(false);
    expect(matchesSearch(image('Tulip', null), '  ')).toBe(true);
  });

  it("keeps only inactive images on the page with 'inactive', and searches within the status", () => {
    expect(matchesView(image('A', null, false), 'inactive', '')).toBe(true);
    expect(matchesView(image('A', null, true), 'inactive', '')).toBe(false);
    expect(matchesView(image('A', null, false), 'all', 'a')).toBe(true);
    expect(matchesView(image('A', null, false), 'active', '')).toBe(false);
    expect(matchesView(image('Mawar', null, false), 'inactive', 'tulip')).toBe(false);
  });

  it('counts active and inactive photos of the page', () => {
    expect(countStatuses([{ isActive: true }, { isActive: false }, { isActive: true }])).toEqual({
      active: 2,
      inactive: 1,
    });
    expect(countStatuses([])).toEqual({ active: 0, inactive: 0 });
  });
});
