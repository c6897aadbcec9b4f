/**
 * The REST API's OpenAPI 3.1 document, served at /api/openapi.json and browsable at /api/docs: each module
 * describes its endpoints in `<name>.openapi.ts` beside its routes; this file puts them together in the order of
 * docs/api.md. The server's contract tests check every API test's responses against it (server/test/support/contract.ts).
 */
import { createApiDocument, type OpenApiDocument } from './platform/http/openapi/document';
import { apiReferenceApi } from './platform/http/openapi/reference-router';
import { usersApi } from './modules/users/users.openapi';
import { inventoryApi } from './modules/inventory/inventory.openapi';
import { galleryApi } from './modules/gallery/gallery.openapi';
import { weekendPricingApi } from './modules/weekend-pricing/weekend-pricing.openapi';
import { ratesApi } from './modules/rates/rates.openapi';
import { reservationsApi } from './modules/reservations/reservations.openapi';
import { icalApi } from './modules/ical/ical.openapi';
import { calendarSyncApi } from './modules/calendar-sync/calendar-sync.openapi';
import { enquiriesApi } from './modules/enquiries/enquiries.openapi';
import { dashboardApi } from './modules/dashboard/dashboard.openapi';
import { contactApi } from './modules/contact/contact.openapi';
import { siteApi } from './modules/site/site.openapi';
import { staffApi } from './modules/users/staff.openapi';
import { auditApi } from './modules/audit/audit.openapi';
import { frontDeskApi } from './modules/front-desk/front-desk.openapi';
import { guestsApi } from './modules/guests/guests.openapi';
import { messagesApi } from './modules/messages/messages.openapi';
import { businessApi } from './modules/business/business.openapi';
import { paymentsApi } from './modules/payments/payments.openapi';
import { invoicesApi } from './modules/invoices/invoices.openapi';
import { reportsApi } from './modules/reports/reports.openapi';

const DESCRIPTION = `The REST API of the website and back office (the hand-written guide is docs/api.md).

- JSON everywhere except the multipart create, update and upload calls.
- Ids are UUIDs under \`_id\`. Prices are whole rupees. Instants are ISO strings (UTC); calendar dates are \`YYYY-MM-DD\` (IST).
- Errors: non-2xx with \`{ "success": false, "message": "…", "errors"?: { "field.path": "message" } }\`, in the request's language (\`?lang=hi\` or \`Accept-Language\`).
- Endpoints with a padlock (🔒 in docs/api.md) need \`Authorization: Bearer <admin JWT>\` (role 1): 401 without or with a bad token, 403 for another role.
- Image paths are relative to the API host, e.g. \`uploads/rooms/4f…e1-1600x1200-full.jpg\`, served at \`/uploads/…\`.`;

/** The document (built from the zod schemas; a few milliseconds). */
export function apiDocument(): OpenApiDocument {
  return createApiDocument({
    info: { title: 'Pachmarhi Stays API', version: '1.0.0', description: DESCRIPTION },
    tags: [
      {
        name: 'Auth and users',
        description: 'Login, registration with a captcha, the current user, revoking sessions',
      },
      { name: 'Rooms' },
      { name: 'Vehicles (Gypsy)' },
      { name: 'Tours' },
      { name: 'Bookings', description: 'The "Mark as Booked" hold (separate from reservations by date)' },
      { name: 'Gallery' },
      { name: 'Weekend pricing' },
      {
        name: 'Rates',
        description: 'Rate periods: seasonal prices and stay rules (minimum stay, closed to arrival or departure)',
      },
      {
        name: 'Reservations and availability',
        description: 'Reservations by date, availability, quotes and iCal feeds',
      },
      {
        name: 'Calendar sync',
        description:
          "Import feeds: the channels' calendars (Airbnb, Booking.com, MakeMyTrip, Google Calendar) as blocks",
      },
      {
        name: 'Money',
        description: 'Business and tax settings, payments, UPI requests, GST invoices and reports (amounts in paise)',
      },
      { name: 'Enquiries', description: 'Anonymous "Reserve via WhatsApp" enquiries' },
      { name: 'Dashboard' },
      { name: 'Contact' },
      { name: 'Configuration and diagnostics' },
      { name: 'Front desk', description: 'The Today board, the guest register with Form III, messages to guests' },
      { name: 'Staff and audit trail', description: 'Owner and front-desk accounts, and who did what' },
    ],
    modules: [
      usersApi,
      inventoryApi,
      galleryApi,
      weekendPricingApi,
      ratesApi,
      reservationsApi,
      businessApi,
      paymentsApi,
      invoicesApi,
      reportsApi,
      icalApi,
      calendarSyncApi,
      enquiriesApi,
      dashboardApi,
      contactApi,
      siteApi,
      frontDeskApi,
      guestsApi,
      messagesApi,
      staffApi,
      auditApi,
      apiReferenceApi,
    ],
  });
}
