import { describe, expect, it } from 'vitest';
import { assignLanes, dayLabel, monthDates, shiftMonth, spanColumns, spanOf } from './month';

describe('calendar month arithmetic', () => {
  it('when a month is listed, then it has its real number of days (leap February included)', () => {
    expect(monthDates('2028-02')).toHaveLength(29);
    expect(monthDates('2027-02')).toHaveLength(28);
    expect(monthDates('2027-01').at(-1)).toBe('2027-01-31');
  });

  it('when months are shifted across a year end, then the year changes', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
  });

  it('when a day is labelled, then it reads weekday, day and month', () => {
    expect(dayLabel('2027-01-09')).toBe('Sat 9 Jan');
  });

  it('when spans overlap, then they get different lanes and a later free lane is reused', () => {
    const lanes = assignLanes([
      { start: '2027-01-01', end: '2027-01-04' },
      { start: '2027-01-02', end: '2027-01-03' },
      { start: '2027-01-04', end: '2027-01-06' },
    ]);
    expect(lanes).toEqual([0, 1, 0]);
  });

  it('when a stay crosses the month edge, then its columns are clipped to the month', () => {
    const dates = monthDates('2027-01');
    expect(spanColumns({ start: '2026-12-30', end: '2027-01-03' }, dates)).toEqual({ from: 1, to: 3 });
    expect(spanColumns({ start: '2027-01-30', end: '2027-02-02' }, dates)).toEqual({ from: 30, to: 32 });
    expect(spanColumns({ start: '2027-02-01', end: '2027-02-02' }, dates)).toBeNull();
  });

  it('when a tour reservation is drawn, then it covers its departure date only', () => {
    expect(spanOf({ checkIn: '2027-01-09', checkOut: null })).toEqual({ start: '2027-01-09', end: '2027-01-10' });
  });
});
