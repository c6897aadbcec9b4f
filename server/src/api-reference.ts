/**
 * The REST API's OpenAPI 3.1 document, served at /api/openapi.json and browsable at /api/docs: each module
 * declares its endpoints in `<name>.endpoints.ts` (`endpointsApi`); this file puts them together in the order of docs/api.md. The server's contract tests check every API test's responses against it (server/test/support/contract.ts).
 */
import { createApiDocument, type OpenApiDocument } from './platform/http/openapi/document';
import { apiReferenceApi } from './platform/http/openapi/reference-router';
import { staffEndpoints, usersEndpoints } from './modules/users/users.endpoints';
import { inventoryEndpoints } from './modules/inventory/inventory.endpoints';
import { galleryEndpoints } from './modules/gallery/gallery.endpoints';
import { weekendPricingEndpoints } from './modules/weekend-pricing/weekend-pricing.endpoints';
import { ratesEndpoints } from './modules/rates/rates.endpoints';
import { reservationsEndpoints } from './modules/reservations/reservations.endpoints';
import { icalEndpoints } from './modules/ical/ical.endpoints';
import { calendarSyncEndpoints } from './modules/calendar-sync/calendar-sync.endpoints';
import { enquiriesEndpoints } from './modules/enquiries/enquiries.endpoints';
import { dashboardEndpoints } from './modules/dashboard/dashboard.endpoints';
import { contactEndpoints } from './modules/contact/contact.endpoints';
import { siteEndpoints } from './modules/site/site.endpoints';
import { auditEndpoints } from './modules/audit/audit.endpoints';
import { frontDeskEndpoints } from './modules/front-desk/front-desk.endpoints';
import { housekeepingEndpoints } from './modules/housekeeping/housekeeping.endpoints';
import { tripsEndpoints } from './modules/trips/trips.endpoints';
import { operationsEndpoints } from './modules/operations/operations.endpoints';
import { parkClosuresEndpoints } from './modules/park-closures/park-closures.endpoints';
import { endpointsApi } from './platform/http/endpoints';
import { guestsEndpoints } from './modules/guests/guests.endpoints';
import { messagesEndpoints } from './modules/messages/messages.endpoints';
import { pushEndpoints } from './modules/push/push.endpoints';
import { businessEndpoints } from './modules/business/business.endpoints';
import { paymentsEndpoints } from './modules/payments/payments.endpoints';
import { invoicesEndpoints } from './modules/invoices/invoices.endpoints';
import { reportsEndpoints } from './modules/reports/reports.endpoints';
import { stayEndpoints } from './modules/stay/stay.endpoints';
import { backupsEndpoints } from './modules/backups/backups.endpoints';

const DESCRIPTION = `The REST API of the website and back office (the hand-written guide is docs/api.md).

- JSON everywhere except the multipart create, update and upload calls.
- Ids are UUIDs under \`_id\`. Prices are whole rupees. Instants are ISO strings (UTC); calendar dates are \`YYYY-MM-DD\` (IST).
- Errors: non-2xx with \`{ "success": false, "message": "…", "errors"?: { "field.path": "message" } }\`, in the request's language (\`?lang=hi\` or \`Accept-Language\`).
- Endpoints with a padlock (🔒 in docs/api.md) need \`Authorization: Bearer <admin JWT>\` (role 1; 🔒🛎 also the front desk, role 3; 🔒📒 also the accountant, role 4): 401 without or with a bad token, 403 for another role.
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
        name: 'Trips',
        description:
          'The guest’s whole order: several rooms, vehicles and tours as lines (reservations), meal plans and extras, one reference, one price',
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
      {
        name: 'Front desk',
        description:
          'The Today board, the guest register with Form C, messages to guests, the message plan and the outbox',
      },
      { name: 'Notifications', description: 'Web Push to staff phones: subscriptions and the notifications chosen' },
      { name: 'Staff and audit trail', description: 'Owner and front-desk accounts, and who did what' },
      {
        name: 'Operations',
        description:
          'Drivers and guides, vehicle papers and repairs, assignments and the day sheet, safari permits (tracked, never sold) and park closures',
      },
      { name: 'Backups', description: 'The nightly backups of the database and the stored images' },
      {
        name: 'Guest stay page',
        description:
          'The guest\'s own page of a stay behind a signed, revocable link: pre-arrival details, "I have paid", data requests, and the desk\'s side of them',
      },
    ],
    modules: [
      endpointsApi(usersEndpoints),
      endpointsApi(inventoryEndpoints),
      endpointsApi(galleryEndpoints),
      endpointsApi(weekendPricingEndpoints),
      endpointsApi(ratesEndpoints),
      endpointsApi(reservationsEndpoints),
      endpointsApi(tripsEndpoints),
      endpointsApi([...operationsEndpoints, ...parkClosuresEndpoints]),
      endpointsApi(businessEndpoints),
      endpointsApi(paymentsEndpoints),
      endpointsApi(invoicesEndpoints),
      endpointsApi(reportsEndpoints),
      endpointsApi(icalEndpoints),
      endpointsApi(calendarSyncEndpoints),
      endpointsApi(enquiriesEndpoints),
      endpointsApi(dashboardEndpoints),
      endpointsApi(contactEndpoints),
      endpointsApi(siteEndpoints),
      endpointsApi(frontDeskEndpoints),
      endpointsApi(housekeepingEndpoints),
      endpointsApi(guestsEndpoints),
      endpointsApi(messagesEndpoints),
      endpointsApi(pushEndpoints),
      endpointsApi(staffEndpoints),
      endpointsApi(auditEndpoints),
      endpointsApi(backupsEndpoints),
      endpointsApi(stayEndpoints),
      apiReferenceApi,
    ],
  });
}
