/** iCal availability feeds in the API reference (docs/api.md#reservations-and-availability). */
import { z } from 'zod';
import { saved, withData } from '../../platform/http/openapi/envelopes';
import { json, operation, text, type ApiPaths } from '../../platform/http/openapi/operation';

const tag = 'Reservations and availability';
const feedKind = z.enum(['room', 'vehicle']);
const feedLink = z.object({ kind: feedKind, itemId: z.uuid(), name: z.string(), url: z.url() });

export const icalApi: ApiPaths = {
  '/api/ical/{kind}/{id}.ics': {
    get: operation({
      tag,
      summary: "An item's bookings as an iCal feed",
      description:
        'A secret URL (from `GET /api/ical-links`): one all-day VEVENT "Booked" per held, confirmed or blocked stay from 90 days ago on.',
      path: z.object({ kind: feedKind, id: z.uuid() }),
      query: z.object({ token: z.string().meta({ description: 'The signature of the feed URL' }) }),
      responses: { 200: text('text/calendar', 'The calendar (cached privately for 5 minutes)') },
      errors: { 404: 'A wrong token, a tour or an unknown id' },
    }),
  },
  '/api/ical-links': {
    get: operation({
      tag,
      summary: 'The iCal feed URL of every room and vehicle',
      auth: 'admin',
      responses: { 200: json(withData(z.array(feedLink)), 'The feeds (URLs on SITE_URL)') },
    }),
  },
  '/api/ical-links/{kind}/{id}/reset': {
    post: operation({
      tag,
      summary: "Give an item's iCal feed a new URL",
      auth: 'admin',
      description: 'The old URL stops working at once (404); calendars that used it must be given the new one.',
      path: z.object({ kind: feedKind, id: z.uuid() }),
      responses: { 200: json(saved(feedLink), 'The feed with its new URL') },
      errors: { 404: 'A tour or an unknown id' },
    }),
  },
};
