/**
 * Structured data (schema.org JSON-LD) for search engines, built from the API's records so the
 * server-rendered page and the hydrated one carry the same: the business on every page
 * (LodgingBusiness), one per item page (HotelRoom, TouristTrip, Product with their Offer) and the
 * breadcrumb trail. Prices are whole rupees (INR); `siteUrl` is the public origin without a
 * trailing slash (GET /api/site-config's `siteUrl`).
 */
import type { BreadcrumbList, HotelRoom, LodgingBusiness, Offer, Product, TouristTrip, WithContext } from 'schema-dts';
import { itemAvailability } from './availability-state';
import { resolveImageUrl } from './images';
import type { ItemKind } from './kinds';
import { itemPath } from './routes';
import type { Room, SiteConfig, Tour, Vehicle } from './types';

const CONTEXT = 'https://schema.org' as const;

/** '9:00 AM - 7:00 PM' → 'Mo-Su 09:00-19:00' (open every day, docs/product.md#contact); null when the text has no such range. */
export function openingHoursSpec(text: string): string | null {
  const m = /(\d{1,2})(?::(\d{2}))?\s*(AM|PM)\s*[-–to]+\s*(\d{1,2})(?::(\d{2}))?\s*(AM|PM)/i.exec(text);
  if (!m) return null;
  const hhmm = (h: string, min: string | undefined, ampm: string) => {
    const hour = (Number(h) % 12) + (ampm.toUpperCase() === 'PM' ? 12 : 0);
    return `${String(hour).padStart(2, '0')}:${min ?? '00'}`;
  };
  return `Mo-Su ${hhmm(m[1], m[2], m[3])}-${hhmm(m[4], m[5], m[6])}`;
}

/** The business as a LodgingBusiness: name, address, geo, telephone, opening hours, price range. */
export function lodgingBusinessLd(site: SiteConfig, siteUrl: string): WithContext<LodgingBusiness> {
  const hours = openingHoursSpec(site.officeHours);
  return {
    '@context': CONTEXT,
    '@type': 'LodgingBusiness',
    '@id': `${siteUrl}/#business`,
    name: site.businessName,
    url: `${siteUrl}/`,
    telephone: site.phone,
    email: site.email,
    address: { '@type': 'PostalAddress', streetAddress: site.address, addressLocality: 'Pachmarhi', addressRegion: 'Madhya Pradesh', addressCountry: 'IN' },
    geo: { '@type': 'GeoCoordinates', latitude: site.geo.latitude, longitude: site.geo.longitude },
    ...(hours ? { openingHours: hours } : {}),
    priceRange: site.priceRange,
    sameAs: Object.values(site.social).filter(Boolean),
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
  } as Offer;
}

const UNIT: Record<ItemKind, string> = { room: 'per night', tour: 'per person', vehicle: 'per day' };

const images = (siteUrl: string, paths: readonly string[]) => paths.map((p) => resolveImageUrl(p, siteUrl)).filter(Boolean);

/** A room as a HotelRoom with its nightly Offer and bed and occupancy facts. */
export function hotelRoomLd(room: Room, siteUrl: string, now: Date): WithContext<HotelRoom> {
  const url = siteUrl + itemPath('room', room.slug);
  const capacity = Number.parseInt(room.specifications?.capacity ?? '', 10);
  return {
    '@context': CONTEXT,
    '@type': 'HotelRoom',
    name: room.name,
    description: room.description,
    url,
    image: images(siteUrl, room.photos),
    ...(room.specifications?.bedType ? { bed: room.specifications.bedType } : {}),
    ...(Number.isFinite(capacity) ? { occupancy: { '@type': 'QuantitativeValue', maxValue: capacity } } : {}),
    amenityFeature: room.amenities.map((a) => ({ '@type': 'LocationFeatureSpecification', name: a, value: true })),
    containedInPlace: { '@id': `${siteUrl}/#business` },
    offers: offer('room', room, url, now),
  } as WithContext<HotelRoom>;
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
      itemListElement: tour.itinerary.map((d, i) => ({ '@type': 'ListItem', position: i + 1, name: d.title || `Day ${d.day}`, description: d.description })),
    },
    offers: tour.departureDates.length
      ? tour.departureDates.map((date) => offer('tour', tour, url, now, { availabilityStarts: date, availabilityEnds: date }))
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
  } as WithContext<Product>;
}

/** The trail from the home page: [['Home', '/'], ['Rooms', '/hotel'], ['Pine Room', '/room-details?id=…']]. */
export function breadcrumbLd(trail: readonly (readonly [name: string, path: string])[], siteUrl: string): WithContext<BreadcrumbList> {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(([name, path], i) => ({ '@type': 'ListItem', position: i + 1, name, item: siteUrl + path })),
  };
}

/** The structured data of one item's page at `now` (its offer's availability). */
export function itemLd(kind: ItemKind, item: Room | Tour | Vehicle, siteUrl: string, now: Date) {
  if (kind === 'room') return hotelRoomLd(item as Room, siteUrl, now);
  if (kind === 'tour') return touristTripLd(item as Tour, siteUrl, now);
  return vehicleProductLd(item as Vehicle, siteUrl, now);
}

/** JSON for a `<script type="application/ld+json">`: '<' escaped so no text can close the script. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
