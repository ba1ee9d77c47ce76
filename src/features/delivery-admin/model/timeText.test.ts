import { describe, expect, it } from 'vitest';
import { normalTime } from './timeText';

describe('a typed shop time', () => {
  it('reads the ways people type a time as HH:mm', () => {
    expect(['13:00', '9:30', '9.30', '930', '0930', ' 17:05 '].map(normalTime)).toEqual([
      '13:00',
      '09:30',
      '09:30',
      '09:30',
      '09:30',
      '17:05',
    ]);
  });
  it('leaves what is not a time as typed, for the form to refuse', () => {
    expect(['', '25', 'jam 1', '1:2', '12345'].map(normalTime)).toEqual(['', '25', 'jam 1', '1:2', '12345']);
  });
});
