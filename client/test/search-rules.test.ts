import { describe, expect, it } from 'vitest';
import { dateLimits, EMPTY_SEARCH, sanitizeSearch } from '@/features/catalog/lib/search-rules';

const TODAY = '2026-03-10';

describe('dateLimits', () => {
  it('when no check-in is chosen, then both dates start today', () => {
    expect(dateLimits(TODAY, '')).toEqual({ checkInMin: TODAY, checkOutMin: TODAY });
  });
  it('when a check-in is chosen, then check-out starts at the check-in', () => {
    expect(dateLimits(TODAY, '2026-03-15')).toEqual({ checkInMin: TODAY, checkOutMin: '2026-03-15' });
  });
  it('when a stale check-in is in the past, then check-out still starts today', () => {
    expect(dateLimits(TODAY, '2026-03-01').checkOutMin).toBe(TODAY);
  });
});

describe('sanitizeSearch', () => {
  it('when the stored value is not an object, then the search is empty', () => {
    expect(sanitizeSearch(null, TODAY)).toEqual(EMPTY_SEARCH);
    expect(sanitizeSearch('x', TODAY)).toEqual(EMPTY_SEARCH);
  });
  it('when the dates are valid, then they are kept', () => {
    expect(sanitizeSearch({ destination: ' Bee Falls ', checkIn: '2026-03-10', checkOut: '2026-03-12', guests: '3' }, TODAY)).toEqual({
      destination: 'Bee Falls', checkIn: '2026-03-10', checkOut: '2026-03-12', guests: '3',
    });
  });
  it('when check-in is before today, then it is dropped', () => {
    expect(sanitizeSearch({ checkIn: '2026-03-09' }, TODAY).checkIn).toBe('');
  });
  it('when check-out is before check-in, then check-out is dropped', () => {
    const s = sanitizeSearch({ checkIn: '2026-03-12', checkOut: '2026-03-11' }, TODAY);
    expect(s).toMatchObject({ checkIn: '2026-03-12', checkOut: '' });
  });
  it('when check-out equals check-in, then it is kept (minimum is the check-in date)', () => {
    expect(sanitizeSearch({ checkIn: '2026-03-12', checkOut: '2026-03-12' }, TODAY).checkOut).toBe('2026-03-12');
  });
  it('when a date is malformed, then it is dropped', () => {
    expect(sanitizeSearch({ checkIn: '12/03/2026' }, TODAY).checkIn).toBe('');
  });
  it('when guests is below 1, fractional or not a number, then it is corrected or cleared', () => {
    expect(sanitizeSearch({ guests: '0' }, TODAY).guests).toBe('1');
    expect(sanitizeSearch({ guests: -4 }, TODAY).guests).toBe('1');
    expect(sanitizeSearch({ guests: '2.7' }, TODAY).guests).toBe('2');
    expect(sanitizeSearch({ guests: 'abc' }, TODAY).guests).toBe('');
    expect(sanitizeSearch({ guests: '' }, TODAY).guests).toBe('');
  });
});
