/**
 * Shapes of the API's JSON records (docs/product.md#records). Ids are UUID strings under `_id`; prices are whole
 * rupees; instants are ISO strings (UTC); calendar dates are 'YYYY-MM-DD'.
 */
import type { RoomFields } from './schemas/room';
import type { VehicleFields } from './schemas/vehicle';
import type { TourFields } from './schemas/tour';
import type { DashboardReservations } from './reservation-types';
import type { EnquiryCount } from './enquiry';
import type { GalleryFields } from './schemas/gallery';
import type { ContactFields } from './schemas/contact';
import type { ContactStatus } from './constants';

/** Booking hold as every read reports it: `isBooked` is false once `bookingExpiresAt` has passed. */
export interface BookingHold {
  isBooked: boolean;
  bookingExpiresAt: string | null;
}

interface Record_ extends BookingHold {
  _id: string;
  /** The item's URL name, unique per kind ('deluxe-valley-room'); its page is `itemPath(kind, slug)`. */
  slug: string;
  createdAt: string;
  updatedAt: string;
}

export interface Room extends RoomFields, Record_ {
  /** Image paths relative to the API host, e.g. 'uploads/rooms/ab12.jpg'; the first is the thumbnail. */
  photos: string[];
}

export interface Vehicle extends VehicleFields, Record_ {
  images: string[];
}

export interface Tour extends Omit<TourFields, 'itinerary'>, Record_ {
  images: string[];
  itinerary: { _id: string; day: number; title: string; description: string }[];
}

export interface GalleryImage extends GalleryFields {
  _id: string;
  imageUrl: string;
  uploadDate: string;
}

export interface WeekendPricingHistoryEntry {
  _id: string;
  isActive: boolean;
  percentageIncrease: number;
  startTime: string;
  endTime: string | null;
  description: string;
}

export interface ContactMessage extends Omit<ContactFields, 'travelDate' | 'numberOfPeople'> {
  _id: string;
  travelDate: string | null;
  numberOfPeople: number | null;
  isRead: boolean;
  status: ContactStatus;
  /** When the admin archived it (ISO instant), null while in the inbox. */
  archivedAt: string | null;
  createdAt: string;
}

export interface AuthUser {
  _id: string;
  name: string;
  email: string;
  /** 1 = admin, 2 = registered user. */
  role: number;
}

export interface StatusCounts {
  available: number;
  booked: number;
  total: number;
}

export interface DashboardData {
  overview: {
    totalRooms: number;
    totalTours: number;
    totalVehicles: number;
    /** Sum of the prices of all rooms, tours and vehicles, in rupees. */
    estimatedRevenue: number;
    totalGalleryImages: number;
    totalUsers: number;
  };
  status: { rooms: StatusCounts; tours: StatusCounts; vehicles: StatusCounts };
  recent: {
    rooms: { _id: string; name: string; price: number }[];
    tours: { _id: string; title: string; location: string; duration: string }[];
  };
  reservations: DashboardReservations;
  /** Enquiries per item over the last 30 days, most asked first. */
  enquiries: EnquiryCount[];
}

export interface SiteConfig {
  businessName: string;
  phone: string;
  whatsappNumber: string;
  email: string;
  address: string;
  officeHours: string;
  supportHours: string;
  social: { facebook: string; instagram: string; twitter: string; youtube: string };
  /** The lodge's coordinates (decimal degrees) for maps and search engines. */
  geo: { latitude: number; longitude: number };
  /** Price range for search engines, e.g. '₹500 – ₹7,500' or '₹₹'. */
  priceRange: string;
  /** The site's public origin without a trailing slash (SITE_URL, or the origin the request came to). */
  siteUrl: string;
}

/** Error body of every non-2xx response. */
export interface ApiError {
  success: false;
  message: string;
  errors?: Record<string, string>;
}
