/**
 * iCal availability feeds (docs/api.md#reservations-and-availability): GET /api/ical/:kind/:id.ics?token=
 * (a secret URL: 404 for a wrong token), the admin's list of feed URLs, GET /api/ical-links, and
 * POST /api/ical-links/:kind/:id/reset (the item's feed gets a new URL, the old one stops working at once).
 * URLs are on SITE_URL, never the request's Host header (platform/http/site-origin.ts).
 */
import { z } from 'zod';
import { endpointsOf } from '../../platform/http/endpoints';
import { saved, withData } from '../../platform/http/openapi/envelopes';
import { json, text } from '../../platform/http/openapi/operation';
import type { Ical } from './ical.module';

const endpoint = endpointsOf<{ ical: Ical }>();
const tag = 'Reservations and availability';
const feedKind = z.enum(['room', 'vehicle']);
const feedLink = z.object({ kind: feedKind, itemId: z.uuid(), name: z.string(), url: z.url() });
/** A tour or a malformed id is a 404 'Calendar not found', as an unknown item is. */
const feedItem = { params: z.object({ kind: feedKind, id: z.uuid() }), notFound: 'Calendar' };

export const icalEndpoints = [
  endpoint({
    method: 'get',
    path: '/api/ical/:kind/:id.ics',
    tag,
    summary: "An item's bookings as an iCal feed",
    description:
      'A secret URL (from `GET /api/ical-links`): one all-day VEVENT "Booked" per held, confirmed or blocked stay from 90 days ago on; blocks imported from a channel keep their channel\'s UID (calendar sync).',
    ...feedItem,
    query: z.object({ token: z.string().meta({ description: 'The signature of the feed URL' }) }),
    secretQuery: true,
    responses: { 200: text('text/calendar', 'The calendar (cached privately for 5 minutes)') },
    errors: { 404: 'A wrong token, a tour or an unknown id' },
    handle: async ({ params, query, res }, { ical }) => {
      const calendar = await ical.calendar(params.kind, params.id, query.token);
      res.type('text/calendar; charset=utf-8').set('Cache-Control', 'private, max-age=300').send(calendar);
      return undefined;
    },
  }),
  endpoint({
    method: 'get',
    path: '/api/ical-links',
    tag,
    summary: 'The iCal feed URL of every room and vehicle',
    auth: 'admin',
    responses: { 200: json(withData(z.array(feedLink)), 'The feeds (URLs on SITE_URL)') },
    handle: async ({ origin }, { ical }) => ({ success: true, data: await ical.links(origin) }),
  }),
  endpoint({
    method: 'post',
    path: '/api/ical-links/:kind/:id/reset',
    tag,
    summary: "Give an item's iCal feed a new URL",
    auth: 'admin',
    description:
      'The old URL stops working at once (404); calendars that used it must be given the new one. Other items keep theirs; changing `JWT_SECRET` still changes every URL.',
    ...feedItem,
    responses: { 200: json(saved(feedLink), 'The feed with its new URL') },
    errors: { 404: 'A tour or an unknown id' },
    handle: async ({ params, origin }, { ical }) => ({
      success: true,
      message: 'Calendar link reset: the old link no longer works',
      data: await ical.resetLink(params.kind, params.id, origin),
    }),
  }),
];
