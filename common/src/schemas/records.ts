/**
 * The API's JSON records (docs/product.md#records, docs/api.md) as zod schemas: `common/src/types.ts` derives the
 * TypeScript types from them, the API reference is generated from them (server/src/platform/http/openapi) and the
 * server's contract tests check real responses against it. Ids are UUID strings under `_id`; prices are whole rupees;
 * instants are ISO strings (UTC); calendar dates are 'YYYY-MM-DD'.
 */
import { z } from 'zod';
import { mealPlanPricesSchema } from './meal-plans';
import { calendarSyncFiguresSchema } from './calendar-feeds';
import {
  AVAILABILITY_STATUSES,
  CONTACT_SERVICE_VALUES,
  CONTACT_STATUSES,
  FUEL_TYPES,
  GALLERY_CATEGORIES,
  PREFERRED_CONTACT_METHODS,
  ROLE_ACCOUNTANT,
  ROLE_ADMIN,
  ROOM_CATEGORIES,
  ROOM_STATUSES,
  TOUR_STATUSES,
  VEHICLE_STATUSES,
} from '../constants';
import { calendarDate, instant, recordId, rupees } from './record-fields';
import { dashboardReservationsSchema, enquiryCountSchema } from './reservation-records';
import { dashboardMoneySchema, siteClaimsSchema, siteHindiRecordSchema } from './money-records';

/**
 * The Hindi of a record's texts (as ./hindi.ts takes them), each part optional (a record stored
 * before it has `{}`): in the admin's answers only; public answers are in one language
 * (common/src/i18n/content.ts).
 */
const hindi = <S extends z.ZodRawShape>(shape: S) => z.object(shape).partial().optional();
const hindiTexts = <K extends string>(...keys: K[]) =>
  Object.fromEntries(keys.map((k) => [k, z.string()])) as Record<K, z.ZodString>;
const roomHindi = hindi({
  ...hindiTexts('name', 'location', 'description'),
  features: z.array(z.string()),
  amenities: z.array(z.string()),
  specifications: z.object(hindiTexts('roomSize', 'bedType', 'view')).partial(),
  policies: z.object(hindiTexts('checkIn', 'checkOut', 'cancellation')).partial(),
});
const vehicleHindi = hindi({
  ...hindiTexts('name', 'location', 'category', 'description'),
  features: z.array(z.string()),
  specifications: z.array(z.string()),
  vehicleInfo: z.object(hindiTexts('seats', 'transmission', 'mileage')).partial(),
  rentalTerms: z.object(hindiTexts('minimumRental', 'deposit', 'insurance', 'cancellation')).partial(),
});
const tourHindi = hindi({
  ...hindiTexts('title', 'location', 'description'),
  highlights: z.array(z.string()),
  inclusions: z.array(z.string()),
  exclusions: z.array(z.string()),
});

const texts = () => z.array(z.string());
/** Image paths relative to the API host, e.g. 'uploads/rooms/ab12-full.jpg'; the first is the thumbnail. */
const imagePaths = () => z.array(z.string()).max(20);

/** Booking hold as every read reports it: `isBooked` is false once `bookingExpiresAt` has passed. */
export const bookingHoldSchema = z.object({
  isBooked: z.boolean(),
  bookingExpiresAt: instant().nullable(),
});

/** What every room, vehicle and tour record has besides its own fields. */
const itemRecord = {
  _id: recordId(),
  /** The item's URL name, unique per kind ('deluxe-valley-room'); its page is `itemPath(kind, slug)`. */
  slug: z.string(),
  ...bookingHoldSchema.shape,
  createdAt: instant(),
  updatedAt: instant(),
};

export const roomSchema = z
  .object({
    ...itemRecord,
    name: z.string(),
    price: rupees(),
    description: z.string(),
    features: texts(),
    amenities: texts(),
    specifications: z.object({ roomSize: z.string(), bedType: z.string(), capacity: z.string(), view: z.string() }),
    availability: z.array(
      z.object({ startDate: calendarDate(), endDate: calendarDate(), status: z.enum(AVAILABILITY_STATUSES) }),
    ),
    category: z.enum(ROOM_CATEGORIES),
    status: z.enum(ROOM_STATUSES),
    hotelName: z.string(),
    location: z.string(),
    policies: z.object({ checkIn: z.string(), checkOut: z.string(), cancellation: z.string() }),
    /** Identical rooms this listing stands for (reservations by date count against it). */
    units: z.int().min(1),
    /** Guests included in the price; null: the room's capacity. */
    baseOccupancy: z.int().min(1).nullable(),
    /** Rupees per guest over the base occupancy, per night. */
    extraGuestPrice: rupees(),
    /** Meal plans offered beyond EP (room only): rupees per adult and per child per night; a plan left out is not offered. */
    mealPlans: mealPlanPricesSchema,
    photos: imagePaths(),
    hi: roomHindi,
  })
  .meta({ id: 'Room' });

export const vehicleSchema = z
  .object({
    ...itemRecord,
    name: z.string(),
    brand: z.string(),
    model: z.string(),
    fuelType: z.enum(FUEL_TYPES),
    price: rupees(),
    description: z.string(),
    status: z.enum(VEHICLE_STATUSES),
    features: texts(),
    specifications: texts(),
    availability: z.array(z.object({ date: calendarDate(), status: z.enum(AVAILABILITY_STATUSES) })),
    location: z.string(),
    category: z.string(),
    vehicleInfo: z.object({
      model: z.string(),
      year: z.string(),
      seats: z.string(),
      fuelType: z.string(),
      transmission: z.string(),
      mileage: z.string(),
    }),
    rentalTerms: z.object({
      minimumRental: z.string(),
      deposit: z.string(),
      insurance: z.string(),
      cancellation: z.string(),
    }),
    /** Identical vehicles this listing stands for (reservations by date count against it). */
    units: z.int().min(1),
    images: imagePaths(),
    hi: vehicleHindi,
  })
  .meta({ id: 'Vehicle' });

export const tourSchema = z
  .object({
    ...itemRecord,
    title: z.string(),
    location: z.string(),
    duration: z.string(),
    price: rupees(),
    description: z.string(),
    inclusions: texts(),
    exclusions: texts(),
    highlights: texts(),
    /** Days numbered 1…n. */
    itinerary: z.array(
      z.object({
        _id: z.string(),
        day: z.int().min(1),
        title: z.string(),
        description: z.string(),
        hi: hindi(hindiTexts('title', 'description')),
      }),
    ),
    departureDates: z.array(calendarDate()),
    status: z.enum(TOUR_STATUSES),
    /** Persons one departure takes, summed over its reservations. */
    seatsPerDeparture: z.int().min(1),
    /** Fewest persons one booking takes. */
    minPersons: z.int().min(1),
    /** No booking for a departure closer than this many days (0: until the day itself). */
    bookingCutoffDays: z.int().min(0),
    /** A safari into the tiger reserve: quoted and reserved per park shift (issue 39). */
    parkSafari: z.boolean(),
    /** Pickup places (Hindi '' until written) and IST times 'HH:MM'. */
    pickupPoints: z.array(z.object({ place: z.string(), placeHi: z.string(), time: z.string() })),
    images: imagePaths(),
    hi: tourHindi,
  })
  .meta({ id: 'Tour' });

export const galleryImageSchema = z
  .object({
    _id: recordId(),
    title: z.string(),
    category: z.enum(GALLERY_CATEGORIES),
    altText: z.string(),
    description: z.string(),
    /** Comma-separated, 'a, b, c'. */
    tags: z.string(),
    featured: z.boolean(),
    imageUrl: z.string(),
    uploadDate: instant(),
    hi: hindi(hindiTexts('title', 'altText', 'description')),
  })
  .meta({ id: 'GalleryImage' });

/** Weekend pricing now, as `GET /api/weekend-pricing/status` and the admin switches answer. */
export const weekendPricingStateSchema = z
  .object({
    isActive: z.boolean(),
    /** Whole percent, 0–100. */
    percentageIncrease: z.int().min(0).max(100),
    /** When it was switched on; null while inactive. */
    startTime: instant().nullable(),
    description: z.string(),
  })
  .meta({ id: 'WeekendPricingStatus' });

export const weekendPricingHistoryEntrySchema = z
  .object({
    _id: recordId(),
    isActive: z.boolean(),
    percentageIncrease: z.int().min(0).max(100),
    startTime: instant(),
    endTime: instant().nullable(),
    description: z.string(),
  })
  .meta({ id: 'WeekendPricingHistoryEntry' });

export const contactMessageSchema = z
  .object({
    _id: recordId(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string(),
    subject: z.string(),
    message: z.string(),
    preferredContact: z.enum(PREFERRED_CONTACT_METHODS),
    /** 'YYYY-MM-DD', or null when not given. */
    travelDate: calendarDate().nullable(),
    numberOfPeople: z.int().min(1).nullable(),
    serviceType: z.enum(CONTACT_SERVICE_VALUES),
    isRead: z.boolean(),
    status: z.enum(CONTACT_STATUSES),
    /** When the admin archived it, null while in the inbox. */
    archivedAt: instant().nullable(),
    createdAt: instant(),
  })
  .meta({ id: 'ContactMessage' });

export const authUserSchema = z
  .object({
    _id: recordId(),
    name: z.string(),
    email: z.string(),
    /** 1 = owner (admin), 2 = registered user, 3 = front desk, 4 = accountant. */
    role: z.int().min(ROLE_ADMIN).max(ROLE_ACCOUNTANT),
  })
  .meta({ id: 'User', description: 'role 1 = owner (admin), 2 = registered user, 3 = front desk, 4 = accountant' });

export const statusCountsSchema = z.object({
  available: z.int().min(0),
  booked: z.int().min(0),
  total: z.int().min(0),
});

export const dashboardDataSchema = z
  .object({
    overview: z.object({
      totalRooms: z.int().min(0),
      totalTours: z.int().min(0),
      totalVehicles: z.int().min(0),
      /** Sum of the prices of all rooms, tours and vehicles, in rupees. */
      estimatedRevenue: rupees(),
      totalGalleryImages: z.int().min(0),
      totalUsers: z.int().min(0),
    }),
    status: z.object({ rooms: statusCountsSchema, tours: statusCountsSchema, vehicles: statusCountsSchema }),
    recent: z.object({
      rooms: z.array(z.object({ _id: recordId(), name: z.string(), price: rupees() })),
      tours: z.array(z.object({ _id: recordId(), title: z.string(), location: z.string(), duration: z.string() })),
    }),
    reservations: dashboardReservationsSchema,
    /** Deposits awaited, balances due from today's and tomorrow's arrivals, money received this month (paise). */
    money: dashboardMoneySchema,
    /** Enquiries per item over the last 30 days, most asked first. */
    enquiries: z.array(enquiryCountSchema),
    /** Import feeds (calendar sync): how many, how many failing, open conflicts. */
    calendarSync: calendarSyncFiguresSchema,
  })
  .meta({ id: 'DashboardData' });

export const siteConfigSchema = z
  .object({
    businessName: z.string(),
    phone: z.string(),
    whatsappNumber: z.string(),
    email: z.string(),
    address: z.string(),
    officeHours: z.string(),
    supportHours: z.string(),
    /** Each network's page of the business; '' when it has none (the default). */
    social: z.object({ facebook: z.string(), instagram: z.string(), twitter: z.string(), youtube: z.string() }),
    /** The figures the home and about pages claim, '' when hidden (the business settings; common/src/site-claims.ts). */
    claims: siteClaimsSchema,
    /** The business name, address and hours in Hindi (the business settings), '' where not written: Hindi pages show these over the English. */
    hi: siteHindiRecordSchema,
    /** The lodge's coordinates (decimal degrees) for maps and search engines. */
    geo: z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }),
    /** Price range for search engines, e.g. '₹500 – ₹7,500' or '₹₹'. */
    priceRange: z.string(),
    /** The site's public origin without a trailing slash (SITE_URL, or the origin the request came to). */
    siteUrl: z.string(),
    /** How many days after today (IST) a stay may start at the latest (MAX_ADVANCE_DAYS): the date pickers stop there. */
    maxAdvanceDays: z.int().min(1),
    /**
     * How prices are shown with respect to GST (the business settings): `registered` false → no
     * tax is charged; `pricesInclude` → listed prices include GST, else GST is added.
     */
    gst: z.object({
      registered: z.boolean(),
      pricesInclude: z.boolean(),
      tourRate: z.number().min(0).max(28),
      vehicleRate: z.number().min(0).max(28),
    }),
  })
  .meta({ id: 'SiteConfig' });

/** Error body of every non-2xx response (in the request's language: `?lang=` or Accept-Language). */
export const apiErrorSchema = z
  .object({
    success: z.literal(false),
    message: z.string(),
    /** Per-field messages, `{ "field.path": "message" }`, with 400s. */
    errors: z.record(z.string(), z.string()).optional(),
    /**
     * The code and parameters of each field message a shared rule worded, `{ "field.path": { code, params } }`
     * (common/src/i18n/validation-codes.ts), with 400s: clients translate by code.
     */
    errorCodes: z
      .record(
        z.string(),
        z.object({ code: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])).optional() }),
      )
      .optional(),
  })
  .meta({
    id: 'Error',
    description: 'Every non-2xx answer: a message safe to show and, for invalid input, one message per field.',
  });
