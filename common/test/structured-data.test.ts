import { describe, expect, it } from 'vitest';
import { breadcrumbLd, dailyHours, itemLd, jsonLdText, lodgingBusinessLd } from '../src/structured-data';
import type { Room, SiteConfig, Tour, Vehicle } from '../src/types';
import { DEFAULT_SITE_CLAIMS } from '../src/site-claims';
import { EMPTY_SITE_HINDI } from '../src/schemas/hindi';

const SITE = 'https://pachmarhistays.in';
const NOW = new Date('2027-01-05T06:30:00Z');
const site: SiteConfig = {
  businessName: 'Pachmarhi Stays & Tours',
  phone: '+91 98260 12345',
  whatsappNumber: '+91 98260 12345',
  email: 'stay@pachmarhistays.in',
  address: 'Near Bus Stand, Patel Marg, Pachmarhi',
  officeHours: '9:00 AM - 7:00 PM',
  supportHours: '7 AM to 9 PM',
  social: { facebook: 'https://www.facebook.com/p', instagram: '', twitter: '', youtube: '' },
  geo: { latitude: 22.4674, longitude: 78.4346 },
  priceRange: '₹500 – ₹7,500',
  siteUrl: SITE,
  maxAdvanceDays: 730,
  gst: { registered: false, pricesInclude: false, tourRate: 0, vehicleRate: 0 },
  claims: DEFAULT_SITE_CLAIMS,
  hi: EMPTY_SITE_HINDI,
};
const record = {
  createdAt: '2027-01-01T00:00:00Z',
  updatedAt: '2027-01-02T00:00:00Z',
  isBooked: false,
  bookingExpiresAt: null,
};
const room = {
  ...record,
  _id: 'r1',
  slug: 'pine-room',
  name: 'Pine Room',
  price: 2500,
  description: 'Pine views',
  photos: ['uploads/rooms/a.jpg'],
  amenities: ['Wi-Fi'],
  features: [],
  specifications: { capacity: '3 adults', bedType: 'King' },
  status: 'Available',
  category: 'Deluxe',
  units: 1,
} as unknown as Room;
const tour = {
  ...record,
  _id: 't1',
  slug: 'bee-falls-walk',
  title: 'Bee Falls Walk',
  price: 800,
  description: 'Waterfall',
  images: [],
  status: 'Available',
  itinerary: [
    { _id: 'd1', day: 1, title: 'Bee Falls', description: 'Swim' },
    { _id: 'd2', day: 2, title: '', description: 'Back' },
  ],
  departureDates: ['2027-01-09', '2027-01-16'],
} as unknown as Tour;
const vehicle = {
  ...record,
  _id: 'v1',
  slug: 'gypsy-1',
  name: 'Gypsy 1',
  brand: 'Maruti',
  model: 'Gypsy',
  price: 3000,
  description: '4x4',
  images: ['uploads/cars/g.jpg'],
  status: 'Under Maintenance',
} as unknown as Vehicle;

describe('structured data', () => {
  it('when the business is described, then it is a LodgingBusiness with address, geo, telephone, hours and price range', () => {
    const ld = lodgingBusinessLd(site, SITE) as Record<string, any>;
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'LodgingBusiness',
      name: site.businessName,
      telephone: site.phone,
      address: { '@type': 'PostalAddress', addressLocality: 'Pachmarhi', addressCountry: 'IN' },
      geo: { '@type': 'GeoCoordinates', latitude: 22.4674, longitude: 78.4346 },
      openingHours: 'Mo-Su 09:00-19:00',
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: [
            'https://schema.org/Monday',
            'https://schema.org/Tuesday',
            'https://schema.org/Wednesday',
            'https://schema.org/Thursday',
            'https://schema.org/Friday',
            'https://schema.org/Saturday',
            'https://schema.org/Sunday',
          ],
          opens: '09:00',
          closes: '19:00',
        },
      ],
      image: 'https://pachmarhistays.in/media/og/home.jpg',
      priceRange: '₹500 – ₹7,500',
      sameAs: ['https://www.facebook.com/p'],
    });
    expect(JSON.stringify(ld)).not.toMatch(/aggregateRating|ratingValue/);
  });

  it('when the social links are unset (bare home pages of the networks), then sameAs is left out', () => {
    const unset = {
      ...site,
      social: {
        facebook: 'https://www.facebook.com/',
        instagram: 'https://www.instagram.com',
        twitter: '',
        youtube: 'https://www.youtube.com/',
      },
    };
    expect(lodgingBusinessLd(unset, SITE)).not.toHaveProperty('sameAs');
  });

  it('when office hours are written in other ways, then they are read or left out', () => {
    expect(dailyHours('7 AM to 9 PM')).toEqual({ opens: '07:00', closes: '21:00' });
    expect(dailyHours('12:30 PM – 11:00 PM')).toEqual({ opens: '12:30', closes: '23:00' });
    expect(dailyHours('By appointment')).toBeNull();
  });

  it('when a room, tour or Gypsy page is described, then each has its type, absolute URL and an INR offer whose availability follows the item', () => {
    const [r, rOffer] = itemLd('room', room, SITE, NOW) as Record<string, any>[];
    expect(r).toMatchObject({
      '@type': 'HotelRoom',
      '@id': `${SITE}/rooms/pine-room#room`,
      name: 'Pine Room',
      url: `${SITE}/rooms/pine-room`,
      image: [`${SITE}/uploads/rooms/a.jpg`],
      occupancy: { maxValue: 3 },
      containedInPlace: { '@id': `${SITE}/#business` },
    });
    // schema.org's HotelRoom (an Accommodation) has no `offers`: the Offer names the room it offers.
    expect(r).not.toHaveProperty('offers');
    expect(rOffer).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Offer',
      itemOffered: { '@id': `${SITE}/rooms/pine-room#room` },
      offeredBy: { '@id': `${SITE}/#business` },
      price: 2500,
      priceCurrency: 'INR',
      availability: 'https://schema.org/InStock',
      priceSpecification: { unitText: 'per night' },
    });

    const [t] = itemLd('tour', tour, SITE, NOW) as Record<string, any>[];
    expect(t).toMatchObject({
      '@type': 'TouristTrip',
      name: 'Bee Falls Walk',
      itinerary: { '@type': 'ItemList', numberOfItems: 2 },
    });
    expect(t.itinerary.itemListElement.map((d: any) => d.name)).toEqual(['Bee Falls', 'Day 2']);
    expect(t.offers).toHaveLength(2);
    expect(t.offers[1]).toMatchObject({ price: 800, priceCurrency: 'INR', availabilityStarts: '2027-01-16' });

    const [v] = itemLd('vehicle', vehicle, SITE, NOW) as Record<string, any>[];
    expect(v).toMatchObject({
      '@type': 'Product',
      brand: { name: 'Maruti' },
      offers: { price: 3000, availability: 'https://schema.org/SoldOut' },
    });
  });

  it('when a room is on a booking hold, then its offer is sold out until the hold ends', () => {
    const held = { ...room, isBooked: true, bookingExpiresAt: '2027-01-05T10:00:00Z' } as Room;
    expect((itemLd('room', held, SITE, NOW) as any)[1].availability).toBe('https://schema.org/SoldOut');
    expect((itemLd('room', held, SITE, new Date('2027-01-05T11:00:00Z')) as any)[1].availability).toBe(
      'https://schema.org/InStock',
    );
  });

  it('when a breadcrumb trail is given, then its items are numbered with absolute URLs', () => {
    expect(
      breadcrumbLd(
        [
          ['Home', '/'],
          ['Rooms', '/hotel'],
        ],
        SITE,
      ).itemListElement,
    ).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/` },
      { '@type': 'ListItem', position: 2, name: 'Rooms', item: `${SITE}/hotel` },
    ]);
  });

  it('when a description holds </script>, then the JSON-LD text cannot close its script tag', () => {
    const text = jsonLdText({ description: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual({ description: '</script><script>alert(1)</script>' });
  });
});
