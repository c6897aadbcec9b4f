import { z } from 'zod';
import { optionalText, rentalTermsSchema, textList } from './fields';

/**
 * The Hindi of a record's texts, each optional (blank: the English is shown, common/src/i18n/content.ts).
 * Stored as the record's `hi`; absent on update: the stored Hindi stays.
 */

/** A room's Hindi: name, location, description, features, amenities, specifications (size, bed, view) and policies. */
export const roomHindiSchema = z.object({
  name: optionalText('roomName', 200),
  location: optionalText('location', 200),
  description: optionalText('description', 5000),
  features: textList('features'),
  amenities: textList('amenities'),
  specifications: z
    .object({
      roomSize: optionalText('roomSize', 100),
      bedType: optionalText('bedType', 100),
      view: optionalText('view', 100),
    })
    .prefault({}),
  policies: z
    .object({
      checkIn: optionalText('checkIn', 200),
      checkOut: optionalText('checkOut', 200),
      cancellation: optionalText('cancellationPolicy', 1000),
    })
    .prefault({}),
});

/**
 * A vehicle's Hindi: name, location, category, description, features, specifications, the vehicle
 * information a visitor reads in words (seats, transmission, mileage) and rental terms.
 */
export const vehicleHindiSchema = z.object({
  name: optionalText('vehicleName', 200),
  location: optionalText('location', 200),
  category: optionalText('category', 100),
  description: optionalText('description', 5000),
  features: textList('features'),
  specifications: textList('specifications'),
  vehicleInfo: z
    .object({
      seats: optionalText('seats', 50),
      transmission: optionalText('transmission', 50),
      mileage: optionalText('mileage', 50),
    })
    .prefault({}),
  rentalTerms: rentalTermsSchema(),
});

/**
 * The site's own details in Hindi, shown on Hindi pages in place of the English ones (the server's
 * BUSINESS_NAME, BUSINESS_ADDRESS, OFFICE_HOURS, SUPPORT_HOURS): blank shows the English. The
 * owner's, in the business settings (`siteHi`).
 */
export const siteHindiSchema = z.object({
  businessName: optionalText('businessName', 200),
  address: optionalText('address', 500),
  officeHours: optionalText('officeHours', 100),
  supportHours: optionalText('supportHours', 100),
});

/** A tour's Hindi: title, location, description, highlights, inclusions, exclusions (each itinerary day has its own `hi`). */
export const tourHindiSchema = z.object({
  title: optionalText('title', 200),
  location: optionalText('location', 200),
  description: optionalText('description', 5000),
  highlights: textList('highlights'),
  inclusions: textList('inclusions'),
  exclusions: textList('exclusions'),
});

/** One itinerary day's Hindi title and description. */
export const itineraryDayHindiSchema = z.object({
  title: optionalText('dayTitle', 200),
  description: optionalText('dayDescription', 2000),
});

/** A gallery image's Hindi title, alt text and description. */
export const galleryHindiSchema = z.object({
  title: optionalText('title', 200),
  altText: optionalText('altText', 300),
  description: optionalText('description', 2000),
});

export type RoomHindi = z.output<typeof roomHindiSchema>;
export type VehicleHindi = z.output<typeof vehicleHindiSchema>;
export type TourHindi = z.output<typeof tourHindiSchema>;
export type GalleryHindi = z.output<typeof galleryHindiSchema>;
export type SiteHindi = z.output<typeof siteHindiSchema>;

/** The site's Hindi until the owner writes it: every text blank (the English shows). */
export const EMPTY_SITE_HINDI: Readonly<SiteHindi> = {
  businessName: '',
  address: '',
  officeHours: '',
  supportHours: '',
};
