import { describe, expect, it } from 'vitest';
import { EMPTY_STAY } from '@pachmarhi/common/stay-search';
import { directionsUrl, mapEmbedUrl } from '@pachmarhi/common/map-links';
import { contactLinkFor } from '@/lib/contact-link';
import { contactFromQuery, EMPTY_CONTACT } from '@/features/contact/components/contact-form-state';
import { policySummary } from '@/features/catalog/lib/policy-summary';

const TODAY = '2026-12-09';
const subject = (item: string, stay: string) => (stay ? `About ${item}: ${stay}` : `About ${item}`);

describe('the chosen stay carried to the contact form (issue 25, point 3)', () => {
  it('when a visitor comes from a room page with dates and guests, then the form starts with the service, the date, the people and a subject naming the room and the stay', () => {
    const link = contactLinkFor('room', 'Walker Hill Cottage', {
      ...EMPTY_STAY,
      destination: 'Pachmarhi',
      checkIn: '2026-12-18',
      checkOut: '2026-12-20',
      guests: 3,
    });
    expect(link).toBe('/contact?kind=room&item=Walker+Hill+Cottage&checkIn=2026-12-18&checkOut=2026-12-20&guests=3');
    const values = contactFromQuery(new URLSearchParams(link.split('?')[1]), TODAY, subject);
    expect(values).toEqual({
      ...EMPTY_CONTACT,
      serviceType: 'hotel',
      travelDate: '2026-12-18',
      numberOfPeople: '3',
      subject: 'About Walker Hill Cottage: Fri 18 Dec – Sun 20 Dec · 2 nights · 3 guests',
    });
  });
  it('when a tour or a Gypsy is asked about without dates, then only the service and the subject are filled', () => {
    const tour = contactFromQuery(
      new URLSearchParams(contactLinkFor('tour', 'Bee Falls Walk', EMPTY_STAY).split('?')[1]),
      TODAY,
      subject,
    );
    expect(tour).toEqual({ ...EMPTY_CONTACT, serviceType: 'tour', subject: 'About Bee Falls Walk' });
    const gypsy = contactFromQuery(new URLSearchParams('kind=vehicle&item=Gypsy+1'), TODAY, subject);
    expect(gypsy.serviceType).toBe('vehicle');
  });
  it('when the query is unknown, past or broken, then the form starts empty or leaves the bad values out', () => {
    expect(contactFromQuery(new URLSearchParams('kind=boat&item=X'), TODAY, subject)).toBe(EMPTY_CONTACT);
    expect(contactFromQuery(new URLSearchParams('kind=room'), TODAY, subject)).toBe(EMPTY_CONTACT);
    const past = contactFromQuery(
      new URLSearchParams('kind=room&item=Pine&checkIn=2026-12-01&guests=99'),
      TODAY,
      subject,
    );
    expect(past).toMatchObject({ travelDate: '', numberOfPeople: '2', subject: 'About Pine: 2 guests' });
    const long = contactFromQuery(new URLSearchParams({ kind: 'room', item: 'x'.repeat(300) }), TODAY, subject);
    expect(long.subject.length).toBeLessThanOrEqual(200);
  });
});

describe('the cancellation policy beside the price (issue 25, point 2)', () => {
  it("when a policy has several sentences, then the summary is the first one; a blank policy gives ''", () => {
    expect(
      policySummary(
        'Free cancellation up to 7 days before arrival. Within 7 days, one night is charged. No refund for no-shows.',
      ),
    ).toBe('Free cancellation up to 7 days before arrival.');
    expect(policySummary('आगमन से 7 दिन पहले तक मुफ़्त रद्द। उसके बाद एक रात का शुल्क।')).toBe('आगमन से 7 दिन पहले तक मुफ़्त रद्द।');
    expect(policySummary('No refunds')).toBe('No refunds');
    expect(policySummary('  ')).toBe('');
    expect(policySummary(null)).toBe('');
    expect(policySummary(`${'a'.repeat(200)}.`)).toHaveLength(143);
  });
});

describe('the map and directions (issue 25, point 2)', () => {
  it('when the lodge is at the Pachmarhi default, then the embed marks it in a small box and directions go to its coordinates', () => {
    const geo = { latitude: 22.4674, longitude: 78.4346 };
    expect(mapEmbedUrl(geo)).toBe(
      'https://www.openstreetmap.org/export/embed.html?bbox=78.4276,22.4604,78.4416,22.4744&layer=mapnik&marker=22.4674,78.4346',
    );
    expect(directionsUrl(geo)).toBe('https://www.google.com/maps/dir/?api=1&destination=22.4674,78.4346');
  });
});
