import { describe, expect, it } from 'vitest';
import { findClash, offOn, type Job } from '../src/operations/assignments';
import { closureOn, type ParkClosureRule } from '../src/operations/park-closures';
import { lapsedOn, lapsedPapers, papersRunningOut, type Paper } from '../src/operations/papers';
import { slotsMeet } from '../src/operations/shifts';
import { driverMessage, driverWhatsappLink, type DaySheetJob } from '../src/operations/day-sheet';

const closure = (c: Partial<ParkClosureRule>): ParkClosureRule => ({
  rule: 'dates',
  from: null,
  to: null,
  weekday: null,
  shift: null,
  reason: 'Closed',
  reasonHi: 'बंद',
  ...c,
});
const MONSOON = closure({
  rule: 'annual',
  from: '07-01',
  to: '09-30',
  reason: 'The core zone is closed 1 July – 30 September',
});
const WEDNESDAY = closure({
  rule: 'weekly',
  weekday: 3,
  shift: 'evening',
  reason: 'The core zone is closed on Wednesday afternoons',
});
const HOLI_2027 = closure({ rule: 'dates', from: '2027-03-22', to: '2027-03-22', reason: 'Closed for Holi' });
const NEW_YEAR = closure({ rule: 'annual', from: '12-31', to: '01-01', reason: 'New year' });
const ALL = [MONSOON, WEDNESDAY, HOLI_2027, NEW_YEAR];

describe('park closures (closureOn)', () => {
  it.each([
    ['2026-12-02', 'evening', WEDNESDAY], // a Wednesday
    ['2026-12-02', 'morning', null],
    ['2026-12-02', null, WEDNESDAY], // a whole-day job meets the closed afternoon
    ['2026-12-03', 'evening', null], // Thursday
    ['2027-07-01', 'morning', MONSOON],
    ['2027-09-30', 'evening', MONSOON],
    ['2027-06-30', 'morning', null],
    ['2027-10-01', 'morning', null],
    ['2027-03-22', 'morning', HOLI_2027],
    ['2028-03-22', 'morning', null], // Holi's date is per year
    ['2026-12-31', 'morning', NEW_YEAR], // an annual rule across the new year
    ['2027-01-01', 'evening', NEW_YEAR],
    ['2027-01-02', 'evening', null],
  ] as const)('when the safari is on %s (%s), then %o', (date, shift, expected) => {
    expect(closureOn(ALL, date, shift)).toBe(expected);
  });
});

describe('papers (lapsedOn, lapsedPapers, papersRunningOut)', () => {
  const papers: Paper[] = [
    { kind: 'puc', number: 'P1', expiresOn: '2026-12-10' },
    { kind: 'insurance', number: 'I1', expiresOn: '2026-12-01' },
    { kind: 'registration', number: 'R1', expiresOn: null },
    { kind: 'fitness', number: 'F1', expiresOn: '2027-05-01' },
  ];
  it('when the date is the expiry date, then the paper is still valid; the day after it has lapsed', () => {
    expect(lapsedOn('2026-12-01', '2026-12-01')).toBe(false);
    expect(lapsedOn('2026-12-01', '2026-12-02')).toBe(true);
    expect(lapsedOn(null, '2099-01-01')).toBe(false);
  });
  it('when two papers have lapsed, then both are listed in the papers order (insurance before PUC)', () => {
    expect(lapsedPapers(papers, '2026-12-11').map((p) => p.kind)).toEqual(['insurance', 'puc']);
  });
  it('when asked 15 days ahead, then lapsed and soon-lapsing papers come soonest first, not later ones', () => {
    expect(papersRunningOut(papers, '2026-12-05').map((p) => p.number)).toEqual(['I1', 'P1']);
    expect(papersRunningOut(papers, '2026-11-15').map((p) => p.number)).toEqual([]);
    expect(papersRunningOut(papers, '2026-11-16').map((p) => p.number)).toEqual(['I1']);
  });
});

describe('clashes (findClash, slotsMeet, offOn)', () => {
  const job = (j: Partial<Job>): Job => ({
    reservationId: 'r0',
    date: '2026-12-03',
    shift: 'morning',
    vehicleId: null,
    driverId: null,
    guideId: null,
    ...j,
  });
  const morning = job({ reservationId: 'r1', vehicleId: 'v1', driverId: 'd1', guideId: 'g1' });
  const rental = job({ reservationId: 'r2', vehicleId: 'v2', shift: null, selfDrive: true });

  it('when the shifts differ, then they do not meet; a whole day meets both', () => {
    expect(slotsMeet(job({ shift: 'morning' }), job({ shift: 'evening' }))).toBe(false);
    expect(slotsMeet(job({ shift: null }), job({ shift: 'evening' }))).toBe(true);
    expect(slotsMeet(job({ date: '2026-12-04' }), job({}))).toBe(false);
  });
  it('when the driver is on another job in the same shift, then the driver clashes first', () => {
    expect(findClash([morning], job({ reservationId: 'r3', driverId: 'd1', vehicleId: 'v1' }))).toEqual({
      resource: 'driver',
      with: morning,
    });
  });
  it('when only the guide or the vehicle is shared, then that one is named', () => {
    expect(findClash([morning], job({ reservationId: 'r3', driverId: 'd2', guideId: 'g1' }))?.resource).toBe('guide');
    expect(findClash([morning], job({ reservationId: 'r3', driverId: 'd2', vehicleId: 'v1' }))?.resource).toBe(
      'vehicle',
    );
  });
  it('when the listing has two units, then two jobs fit and a third clashes', () => {
    const c = job({ reservationId: 'r3', driverId: 'd2', vehicleId: 'v1' });
    expect(findClash([morning], c, 2)).toBeNull();
    expect(findClash([morning, { ...c, reservationId: 'r4', driverId: 'd3' }], c, 2)?.resource).toBe('vehicle');
  });
  it('when the Gypsy is rented out self-drive that day, then a tour cannot take it in any shift', () => {
    expect(
      findClash([rental], job({ reservationId: 'r3', shift: 'evening', vehicleId: 'v2', driverId: 'd1' })),
    ).toEqual({
      resource: 'vehicle',
      with: rental,
    });
  });
  it('when the same reservation is assigned again, then its earlier assignment is replaced, not a clash', () => {
    expect(findClash([morning], { ...morning, driverId: 'd1' })).toBeNull();
  });
  it('when the same people work the evening, then there is no clash', () => {
    expect(
      findClash(
        [morning],
        job({ reservationId: 'r3', shift: 'evening', vehicleId: 'v1', driverId: 'd1', guideId: 'g1' }),
      ),
    ).toBeNull();
  });
  it('when a date is a weekly day off or a single day off, then the person is off', () => {
    const p = { weeklyOff: [2], daysOff: ['2026-12-05'] };
    expect(offOn(p, '2026-12-01')).toBe(true); // Tuesday
    expect(offOn(p, '2026-12-05')).toBe(true);
    expect(offOn(p, '2026-12-02')).toBe(false);
  });
});

describe('day sheet text (driverMessage)', () => {
  const job = (j: Partial<DaySheetJob>): DaySheetJob => ({
    reservationId: 'r1',
    reference: 'K7Q2',
    kind: 'tour',
    item: 'Satpura Jungle Safari',
    shift: 'morning',
    pickupTime: '05:30',
    pickupPlace: 'Hotel reception',
    pickupPlaceHi: 'होटल रिसेप्शन',
    guestName: 'Asha Verma',
    guests: 4,
    phone: '+919876543210',
    vehicle: 'Gypsy White',
    driver: 'Ramesh',
    guide: 'Sunil',
    permits: ['MP-1', 'MP-2'],
    selfDrive: false,
    ...j,
  });
  it('when a driver has two jobs, then the text lists them by pickup time with every detail', () => {
    const text = driverMessage(
      'Ramesh',
      '2026-12-03',
      [job({ pickupTime: '14:30', item: 'Evening drive', reference: null, permits: [], guide: null }), job({})],
      'en',
    );
    expect(text.split('\n')).toEqual([
      'Namaste Ramesh, your jobs for Thu 3 Dec:',
      '05:30 Satpura Jungle Safari (K7Q2) — pickup Hotel reception — Asha Verma (4 guests) +919876543210 — Gypsy Gypsy White — guide Sunil — permits MP-1, MP-2',
      '14:30 Evening drive — pickup Hotel reception — Asha Verma (4 guests) +919876543210 — Gypsy Gypsy White',
    ]);
  });
  it('when written in Hindi, then the words are Hindi and the link is wa.me with the text encoded', () => {
    expect(driverMessage('रमेश', '2026-12-03', [job({})], 'hi')).toContain('पिकअप होटल रिसेप्शन — Asha Verma (4 मेहमान)');
    expect(driverMessage('रमेश', '2026-12-03', [], 'hi')).toMatch(/^नमस्ते रमेश, .* के आपके काम:\nकोई काम नहीं।$/);
    expect(driverWhatsappLink('98930 11223', 'Ramesh', '2026-12-03', [job({})], 'en')).toMatch(
      /^https:\/\/wa\.me\/919893011223\?text=Namaste%20Ramesh%2C/,
    );
  });
});

describe('pickup times (pickupTime)', () => {
  it('when a tour names its pickup, then the morning and the whole day keep it and the evening is 9 hours later', async () => {
    const { pickupTime } = await import('../src/operations/shifts');
    expect(pickupTime('05:15', 'morning')).toBe('05:15');
    expect(pickupTime('05:15', null)).toBe('05:15');
    expect(pickupTime('05:15', 'evening')).toBe('14:15');
    expect(pickupTime(undefined, 'evening')).toBe('14:30');
    expect(pickupTime(undefined, null)).toBe('08:00');
  });
});
