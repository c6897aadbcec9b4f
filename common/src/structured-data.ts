/**
 * Structured data (schema.org JSON-LD) for search engines, built from the API's records so the
 * server-rendered page and the hydrated one carry the same: the business on every page
 * (LodgingBusiness), one per item page (HotelRoom, TouristTrip, Product with their Offer) and the
 * breadcrumb trail. Prices are whole rupees (INR); `siteUrl` is the public origin without a
 * trailing slash (GET /api/site-config's `siteUrl`).
 */
import type {
  BreadcrumbList,
  DayOfWeek,
  HotelRoom,
  LodgingBusiness,
  Offer,
  OpeningHoursSpecification,
  Product,
  TouristTrip,
  WithContext,
} from 'schema-dts';
import { itemAvailability } from './availability-state';
import { resolveImageUrl } from './images';
import type { ItemKind } from './kinds';
import { itemPath } from './routes';
import type { Room, SiteConfig, Tour, Vehicle } from './types';

const CONTEXT = 'https://schema.org' as const;

/** Opening and closing time of a day, 'HH:MM' (24-hour). */
export interface DailyHours {
  opens: string;
  closes: string;
}

/** '9:00 AM - 7:00 PM' → { opens: '09:00', closes: '19:00' }; null when the text has no such range. */
export function dailyHours(text: string): DailyHours | null {
  const m = /(\d{1,2})(?::(\d{2}))?\s*(AM|PM)\s*[-–to]+\s*(\d{1,2})(?::(\d{2}))?\s*(AM|PM)/i.exec(text);
  if (!m) return null;
  const hhmm = (h: string, min: string | undefined, ampm: string) => {
    const hour = (Number(h) % 12) + (ampm.toUpperCase() === 'PM' ? 12 : 0);
    return `${String(hour).padStart(2, '0')}:${min ?? '00'}`;
  };
  return { opens: hhmm(m[1], m[2], m[3]), closes: hhmm(m[4], m[5], m[6]) };
}

const EVERY_DAY: DayOfWeek[] = [
  'https://schema.org/Monday',
  'https://schema.org/Tuesday',
  'https://schema.org/Wednesday',
  'https://schema.org/Thursday',
  'https://schema.org/Friday',
  'https://schema.org/Saturday',
  'https://schema.org/Sunday',
];

/**
 * A social profile link worth listing in `sameAs`: an absolute http(s) URL with a path (a page of
 * the business), not a network's bare home page such as 'https://www.facebook.com/' (the unset
 * default).
 */
function isProfileUrl(url: string): boolean {
  return /^https?:\/\/[^/?#\s]+\/[^/?#\s]+/i.test(url);
}

/** The path of the business's 1200×630 link-preview picture (client/public/media/og). */
export const BUSINESS_IMAGE_PATH = '/media/og/home.jpg';

/**
 * The business as a LodgingBusiness: name, address, geo, telephone, picture, opening hours (every
 * day, docs/product.md#contact), price range, and its social profiles when they are set.
 */
export function lodgingBusinessLd(site: SiteConfig, siteUrl: string): WithContext<LodgingBusiness> {
  const hours = dailyHours(site.officeHours);
  const profiles = Object.values(site.social).filter(isProfileUrl);
  const openingHoursSpecification: OpeningHoursSpecification[] = hours
    ? [{ '@type': 'OpeningHoursSpecification', dayOfWeek: EVERY_DAY, opens: hours.opens, closes: hours.closes }]
    : [];
  return {
    '@context': CONTEXT,
    '@type': 'LodgingBusiness',
    '@id': `${siteUrl}/#business`,
    name: site.businessName,
    url: `${siteUrl}/`,
    image: siteUrl + BUSINESS_IMAGE_PATH,
    telephone: site.phone,
    email: site.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address,
      addressLocality: 'Pachmarhi',
      addressRegion: 'Madhya Pradesh',
      addressCountry: 'IN',
    },
    geo: { '@type': 'GeoCoordinates', latitude: site.geo.latitude, longitude: site.geo.longitude },
    ...(hours ? { openingHours: `Mo-Su ${hours.opens}-${hours.closes}`, openingHoursSpecification } : {}),
    priceRange: site.priceRange,
    ...(profiles.length ? { sameAs: profiles } : {}),
  };
}

/** An offer at `price` rupees, in stock while the item can be reserved at `now` (docs/product.md#booking-hold). */
function offer(kind: ItemKind, item: Room | Tour | Vehicle, url: string, now: Date, extra: Partial<Offer> = {}): Offer {
  const available = itemAvailability(kind, item, now).reservable;
  const price = item.price ?? 0;
  return {
    '@type': 'Offer',
    price,
    priceCurrency: 'INR',
    priceSpecification: { '@type': 'UnitPriceSpecification', price, priceCurrency: 'INR', unitText: UNIT[kind] },
    url,
    availability: available ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
    ...extra,
  };
}

const UNIT: Record<ItemKind, string> = { room: 'per night', tour: 'per person', vehicle: 'per day' };

const images = (siteUrl: string, paths: readonly string[]) =>
  paths.map((p) => resolveImageUrl(p, siteUrl)).filter(Boolean);

/**
 * A room as schema.org defines it: a HotelRoom (an Accommodation, which has no `offers`) with its
 * bed and occupancy, contained in the business, and its nightly Offer whose `itemOffered` is that
 * room, offered by the business. Two nodes joined by the room's `@id`.
 */
export function hotelRoomLd(room: Room, siteUrl: string, now: Date): [WithContext<HotelRoom>, WithContext<Offer>] {
  const url = siteUrl + itemPath('room', room.slug);
  const id = `${url}#room`;
  const capacity = Number.parseInt(room.specifications?.capacity ?? '', 10);
  return [
    {
      '@context': CONTEXT,
      '@type': 'HotelRoom',
      '@id': id,
      name: room.name,
      description: room.description,
      url,
      image: images(siteUrl, room.photos),
      ...(room.specifications?.bedType ? { bed: room.specifications.bedType } : {}),
      ...(Number.isFinite(capacity) ? { occupancy: { '@type': 'QuantitativeValue', maxValue: capacity } } : {}),
      amenityFeature: room.amenities.map((a) => ({ '@type': 'LocationFeatureSpecification', name: a, value: true })),
      containedInPlace: { '@id': `${siteUrl}/#business` },
    },
    {
      '@context': CONTEXT,
      ...offer('room', room, url, now, { itemOffered: { '@id': id }, offeredBy: { '@id': `${siteUrl}/#business` } }),
    },
  ];
}

/** A guided tour as a TouristTrip: its itinerary days in order and a per-person Offer per departure (or one without dates). */
export function touristTripLd(tour: Tour, siteUrl: string, now: Date): WithContext<TouristTrip> {
  const url = siteUrl + itemPath('tour', tour.slug);
  return {
    '@context': CONTEXT,
    '@type': 'TouristTrip',
    name: tour.title,
    description: tour.description,
    url,
    image: images(siteUrl, tour.images),
    touristType: 'Sightseeing',
    itinerary: {
      '@type': 'ItemList',
      numberOfItems: tour.itinerary.length,
      itemListElement: tour.itinerary.map((d, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name: d.title || `Day ${d.day}`,
        description: d.description,
      })),
    },
    offers: tour.departureDates.length
      ? tour.departureDates.map((date) =>
          offer('tour', tour, url, now, { availabilityStarts: date, availabilityEnds: date }),
        )
      : offer('tour', tour, url, now),
    provider: { '@id': `${siteUrl}/#business` },
  };
}

/** A Gypsy as a Product (rented by the day) with its daily Offer. */
export function vehicleProductLd(vehicle: Vehicle, siteUrl: string, now: Date): WithContext<Product> {
  const url = siteUrl + itemPath('vehicle', vehicle.slug);
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: vehicle.name,
    description: vehicle.description,
    url,
    image: images(siteUrl, vehicle.images),
    ...(vehicle.brand ? { brand: { '@type': 'Brand', name: vehicle.brand } } : {}),
    ...(vehicle.model ? { model: vehicle.model } : {}),
    offers: offer('vehicle', vehicle, url, now),
  };
}

/** The trail from the home page: [['Home', '/'], ['Rooms', '/hotel'], ['Pine Room', '/room-details?id=…']]. */
export function breadcrumbLd(
  trail: readonly (readonly [name: string, path: string])[],
  siteUrl: string,
): WithContext<BreadcrumbList> {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(([name, path], i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name,
      item: siteUrl + path,
    })),
  };
}

/** The structured data nodes of one item's page at `now` (its offer's availability). */
export function itemLd(kind: ItemKind, item: Room | Tour | Vehicle, siteUrl: string, now: Date): readonly object[] {
  if (kind === 'room') return hotelRoomLd(item as Room, siteUrl, now);
  if (kind === 'tour') return [touristTripLd(item as Tour, siteUrl, now)];
  return [vehicleProductLd(item as Vehicle, siteUrl, now)];
}

/** JSON for a `<script type="application/ld+json">`: '<' escaped so no text can close the script. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
