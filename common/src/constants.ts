/**
 * Business constants and limits of docs/product.md#constants, shared by the client and the server.
 * Durations are in milliseconds; money is whole rupees.
 */
import { ruleMessage } from './i18n/validation-codes';

/** The business's time zone (IST): every "today", day start and time shown is reckoned in it. */
export const BUSINESS_TIME_ZONE = 'Asia/Kolkata';
/** IST's offset from UTC, fixed (India has kept no daylight saving time since 1945). */
export const BUSINESS_UTC_OFFSET = '+05:30';

export const ROLE_ADMIN = 1;
export const ROLE_USER = 2;
/** A helper at the desk: reservations, check-in/out, the guest register, payments and messages (common/src/staff-access.ts). */
export const ROLE_FRONT_DESK = 3;
/** The business's accountant: reads money, invoices, payments and the exports; writes nothing (common/src/staff-access.ts). */
export const ROLE_ACCOUNTANT = 4;

export const MAX_IMAGES = 5;
export const MAX_IMAGES_MESSAGE = ruleMessage('tooManyImages', { max: MAX_IMAGES });
export const CROP_ASPECT = 4 / 3;
export const CROP_ZOOM_MIN = 1;
export const CROP_ZOOM_MAX = 3;

export const ROOM_CATEGORIES = ['Standard', 'Deluxe', 'Suite'] as const;
export const ROOM_STATUSES = ['Available', 'Occupied', 'Under Maintenance', 'Booked'] as const;
export const VEHICLE_STATUSES = ['Available', 'Not Available', 'Under Maintenance'] as const;
export const FUEL_TYPES = ['Petrol', 'Diesel', 'Electric', 'Hybrid'] as const;
export const AVAILABILITY_STATUSES = ['Available', 'Not Available', 'Booked'] as const;
export const TOUR_STATUSES = ['Available', 'Not Available', 'Upcoming', 'Booked'] as const;

export const GALLERY_CATEGORIES = [
  'Landscape',
  'Waterfall',
  'Nature',
  'Sunset',
  'Mountains',
  'Temple',
  'Adventure',
  'Wildlife',
  'Culture',
  'Other',
] as const;

export const CONTACT_SERVICE_TYPES = [
  { value: 'general', label: 'General Inquiry' },
  { value: 'hotel', label: 'Hotel Booking' },
  { value: 'tour', label: 'Tour Package' },
  { value: 'vehicle', label: 'Vehicle Rental' },
  { value: 'custom', label: 'Custom Package' },
  { value: 'support', label: 'Customer Support' },
] as const;
export const CONTACT_SERVICE_VALUES = ['general', 'hotel', 'tour', 'vehicle', 'custom', 'support'] as const;
export const PREFERRED_CONTACT_METHODS = ['email', 'phone', 'whatsapp'] as const;
/** Where the admin has taken a contact message; new ones start at 'new'. */
export const CONTACT_STATUSES = ['new', 'replied', 'converted', 'closed'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export const DEFAULT_WEEKEND_PERCENTAGE = 25;

/** Business & tax settings until the owner first saves them: the deposit asked, percent of the amount due. */
export const DEFAULT_DEPOSIT_PERCENT = 30;
/** The GST state code of the business's place (Madhya Pradesh; common/src/tax/states.ts), until set. */
export const DEFAULT_STATE_CODE = '23';
/** What invoice numbers start with until set ('INV/26-27/0001'). */
export const DEFAULT_INVOICE_PREFIX = 'INV';
export const WEEKEND_PERCENTAGE_MIN = 0;
export const WEEKEND_PERCENTAGE_MAX = 100;
export const WEEKEND_STATUS_CACHE_MS = 5 * 60_000;

export const BOOKING_POLL_MS = 60_000;
export const SESSION_TIMEOUT_MS = 7_200_000;
export const SESSION_EXPIRED_REDIRECT_MS = 3_000;
export const LOGIN_REDIRECT_MS = 1_000;
export const REGISTER_REDIRECT_MS = 3_000;
export const LOGOUT_REDIRECT_MS = 3_000;
export const TOAST_AUTO_CLOSE_MS = 5_000;
export const CONTACT_SUCCESS_MS = 5_000;

export const DASHBOARD_TREND_UP = 0.7;
export const DASHBOARD_TREND_STEADY = 0.4;
export const DASHBOARD_RECENT_COUNT = 3;

export const DESCRIPTION_PREVIEW_LENGTH = 100;
export const CAPTCHA_LENGTH = 6;
export const PHONE_MIN_LENGTH = 10;
export const MESSAGE_MIN_LENGTH = 20;
export const MESSAGE_COUNTER_MAX = 500;
export const PEOPLE_MIN = 1;
export const PEOPLE_MAX = 50;
export const PUBLIC_GALLERY_SKELETONS = 6;
export const ADMIN_GALLERY_SKELETONS = 8;

export const OFFICE_HOURS = '9:00 AM - 7:00 PM';
export const SUPPORT_HOURS = '7 AM to 9 PM';

/** Identical units a room or vehicle listing stands for, unless set. */
export const DEFAULT_UNITS = 1;
/** Seats of one tour departure, unless set. */
export const DEFAULT_SEATS_PER_DEPARTURE = 12;
