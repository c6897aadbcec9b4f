import { setDisplayLang } from '../src/i18n/lang';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_GUESTS,
  clearedDates,
  formatDateRange,
  lastPickableDay,
  lastStayStart,
  formatStay,
  stayCount,
  matchesDestination,
  nearestDepartures,
  parseStaySearch,
  stayNights,
  withStay,
  writeStaySearch,
} from '../src/stay-search';

const TODAY = '2027-01-05';

describe('parseStaySearch', () => {
  it('when every value is valid, then it reads the stay', () => {
    expect(
      parseStaySearch('?checkIn=2027-01-09&checkOut=2027-01-11&guests=3&destination=%20Bee%20Falls%20', TODAY),
    ).toEqual({
      destination: 'Bee Falls',
      checkIn: '2027-01-09',
      checkOut: '2027-01-11',
      guests: 3,
    });
  });
  it('when nothing is given, then guests default to 2 and there are no dates', () => {
    expect(parseStaySearch('', TODAY)).toEqual({
      destination: '',
      checkIn: null,
      checkOut: null,
      guests: DEFAULT_GUESTS,
    });
  });
  it('when check-in is past, unreal or malformed, then it is dropped with its check-out', () => {
    for (const checkIn of ['2027-01-04', '2027-02-30', '09/01/2027', 'x']) {
      expect(parseStaySearch(`checkIn=${checkIn}&checkOut=2027-01-12`, TODAY)).toMatchObject({
        checkIn: null,
        checkOut: null,
      });
    }
  });
  it('when check-in is today, then it is kept', () => {
    expect(parseStaySearch('checkIn=2027-01-05', TODAY).checkIn).toBe('2027-01-05');
  });
  it('when check-out is not after check-in or more than 30 nights later, then only check-out is dropped', () => {
    for (const checkOut of ['2027-01-09', '2027-01-08', '2027-02-09', 'soon']) {
      expect(parseStaySearch(`checkIn=2027-01-09&checkOut=${checkOut}`, TODAY)).toMatchObject({
        checkIn: '2027-01-09',
        checkOut: null,
      });
    }
    expect(parseStaySearch('checkIn=2027-01-09&checkOut=2027-02-08', TODAY).checkOut).toBe('2027-02-08');
  });
  it('when guests are not a whole number from 1 to 50, then the default is used', () => {
    for (const guests of ['0', '-1', '2.5', '51', 'abc', ''])
      expect(parseStaySearch(`guests=${guests}`, TODAY).guests).toBe(DEFAULT_GUESTS);
    expect(parseStaySearch('guests=1', TODAY).guests).toBe(1);
    expect(parseStaySearch('guests=50', TODAY).guests).toBe(50);
  });
});

describe('writeStaySearch', () => {
  const stay = { destination: '', checkIn: '2027-01-09', checkOut: '2027-01-11', guests: 2 };
  it('when a stay is written, then parsing it gives the same stay', () => {
    const qs = writeStaySearch(stay).toString();
    expect(qs).toBe('checkIn=2027-01-09&checkOut=2027-01-11&guests=2');
    expect(parseStaySearch(qs, TODAY)).toEqual(stay);
  });
  it('when other parameters are present, then they are kept and old search values replaced', () => {
    const params = writeStaySearch(stay, '?id=abc&checkIn=2027-03-01&guests=7&sort=price');
    const qs = params.toString();
    expect(params.get('id')).toBe('abc');
    expect(params.get('sort')).toBe('price');
    expect(parseStaySearch(qs, TODAY)).toEqual(stay);
  });
  it('when nothing is chosen, then no search parameter is written', () => {
    expect(writeStaySearch({ destination: '', checkIn: null, checkOut: null, guests: 2 }, 'id=1').toString()).toBe(
      'id=1',
    );
    expect(
      writeStaySearch({ destination: 'Dhoopgarh', checkIn: null, checkOut: '2027-01-11', guests: 4 }).toString(),
    ).toBe('destination=Dhoopgarh&guests=4');
  });
  it('when a path is given, then withStay appends the stay to its own query', () => {
    expect(withStay('/room-details?id=r1', stay)).toBe(
      '/room-details?id=r1&checkIn=2027-01-09&checkOut=2027-01-11&guests=2',
    );
    expect(withStay('/hotel', { ...stay, checkIn: null })).toBe('/hotel');
  });
});

describe('formatStay', () => {
  it('when both dates are chosen, then it reads as days, nights and guests', () => {
    expect(formatStay({ destination: '', checkIn: '2027-01-09', checkOut: '2027-01-11', guests: 2 })).toBe(
      'Sat 9 Jan – Mon 11 Jan · 2 nights · 2 guests',
    );
    expect(formatStay({ destination: '', checkIn: '2027-01-09', checkOut: '2027-01-10', guests: 1 }, 'vehicle')).toBe(
      'Sat 9 Jan · 1 day · 1 guest',
    );
    expect(stayNights({ checkIn: '2027-01-09', checkOut: '2027-01-11' })).toBe(2);
  });
  it('when only check-in or no date is chosen, then it shows what there is', () => {
    expect(formatStay({ destination: '', checkIn: '2027-01-09', checkOut: null, guests: 3 })).toBe(
      'Sat 9 Jan · 3 guests',
    );
    expect(formatStay({ destination: '', checkIn: null, checkOut: null, guests: 2 })).toBe('2 guests');
  });
  it('when the stay is a tour departure, then a check-out left in the URL is not shown', () => {
    expect(formatStay({ destination: '', checkIn: '2026-12-08', checkOut: '2026-12-10', guests: 2 }, 'tour')).toBe(
      'Tue 8 Dec · 2 guests',
    );
  });
  it('when a picker has only a check-in, then the range asks for the check-out', () => {
    expect(formatDateRange('2027-01-09', null)).toBe('Sat 9 Jan – check-out?');
    expect(formatDateRange('2027-01-09', '2027-01-11')).toBe('Sat 9 Jan – Mon 11 Jan');
  });
  it('when the range is a Gypsy rental, then it is pickup – return, and one day is its one date (English and Hindi)', () => {
    expect(formatDateRange('2026-12-19', null, 'vehicle')).toBe('Sat 19 Dec – return?');
    expect(formatDateRange('2026-12-19', '2026-12-20', 'vehicle')).toBe('Sat 19 Dec (1 day)');
    expect(formatDateRange('2026-12-19', '2026-12-21', 'vehicle')).toBe('Sat 19 Dec – Mon 21 Dec');
    setDisplayLang('hi');
    try {
      expect(formatDateRange('2026-12-19', null, 'vehicle')).toMatch(/ – वापसी\?$/);
      expect(formatDateRange('2026-12-19', '2026-12-20', 'vehicle')).toMatch(/^शनि 19 दिस॰ \(1 दिन\)$/);
    } finally {
      setDisplayLang('en');
    }
  });
});

describe('stayCount', () => {
  it('when the kind differs, then the stay is counted in nights, days or persons', () => {
    const stay = { destination: '', checkIn: '2027-01-09', checkOut: '2027-01-12', guests: 1 };
    expect(stayCount('room', stay)).toEqual({ unit: 'night', count: 3 });
    expect(stayCount('vehicle', stay)).toEqual({ unit: 'day', count: 3 });
    expect(stayCount('tour', stay)).toEqual({ unit: 'person', count: 1 });
    expect(stayCount('room', { ...stay, checkOut: null })).toEqual({ unit: 'night', count: 1 });
  });
});

describe('matchesDestination', () => {
  it('when the location contains the text in any case, then it matches', () => {
    expect(matchesDestination('Near Bee Falls, Pachmarhi', 'bee falls')).toBe(true);
    expect(matchesDestination('Dhoopgarh', 'Bee')).toBe(false);
    expect(matchesDestination(undefined, '')).toBe(true);
  });
});

describe('the booking horizon', () => {
  const today = '2026-12-09';
  it('when a check-in lies after the last day a stay may start, then the dates are dropped and cleared says why', () => {
    const last = lastStayStart(today, 730);
    expect(last).toBe('2028-12-08');
    expect(parseStaySearch(`checkIn=${last}&checkOut=2028-12-09`, today, last).checkIn).toBe(last);
    expect(parseStaySearch('checkIn=2028-12-09&checkOut=2028-12-10', today, last)).toMatchObject({
      checkIn: null,
      checkOut: null,
    });
    expect(clearedDates('checkIn=2028-12-09&checkOut=2028-12-10', today, last)).toEqual({
      why: 'beyond',
      lastStart: last,
    });
    expect(clearedDates('checkIn=2026-12-01&checkOut=2026-12-03', today, last)).toEqual({ why: 'past' });
    expect(clearedDates(`checkIn=${today}`, today, last)).toBeNull();
    expect(clearedDates('checkIn=someday', today, last)).toBeNull();
    expect(clearedDates('', today, last)).toBeNull();
  });

  it('when a check-in or pickup is chosen, then the pickers offer check-outs up to 30 nights after it, past the horizon; a departure stops at it', () => {
    const last = lastStayStart(today, 730);
    expect(lastPickableDay(last, 'room', null)).toBe(last);
    expect(lastPickableDay(last, 'room', last)).toBe('2029-01-07');
    expect(lastPickableDay(last, 'vehicle', '2028-12-01')).toBe('2028-12-31');
    expect(lastPickableDay(last, 'room', today)).toBe(last);
    expect(lastPickableDay(last, 'tour', last)).toBe(last);
  });
});

describe('nearestDepartures', () => {
  const departures = ['2026-12-10', '2026-12-11', '2026-12-13', '2026-12-15', '2026-12-18', '2026-12-22'];
  it('offers the departures closest to the searched day, in date order, a tie going to the earlier', () => {
    expect(nearestDepartures(departures, '2026-12-12', '2026-12-09')).toEqual([
      '2026-12-10',
      '2026-12-11',
      '2026-12-13',
    ]);
    expect(nearestDepartures(departures, '2026-12-12', '2026-12-09', 2)).toEqual(['2026-12-11', '2026-12-13']);
    expect(nearestDepartures(departures, '2026-12-20', '2026-12-09', 2)).toEqual(['2026-12-18', '2026-12-22']);
    expect(nearestDepartures(departures, '2026-12-30', '2026-12-09')).toEqual([
      '2026-12-15',
      '2026-12-18',
      '2026-12-22',
    ]);
  });
  it('never offers a departure before today, nor one twice, and nothing without departures', () => {
    expect(nearestDepartures(departures, '2026-12-12', '2026-12-13')).toEqual([
      '2026-12-13',
      '2026-12-15',
      '2026-12-18',
    ]);
    expect(nearestDepartures(['2026-12-15', '2026-12-15', 'soon'], '2026-12-12', '2026-12-09')).toEqual(['2026-12-15']);
    expect(nearestDepartures([], '2026-12-12', '2026-12-09')).toEqual([]);
  });
});
