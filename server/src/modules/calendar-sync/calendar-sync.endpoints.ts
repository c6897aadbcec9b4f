/**
 * Import feeds at /api/calendar-feeds (admin): list, add (synced at once), delete (its blocks
 * released) and "Sync now" (docs/api.md#calendar-sync). Rules of the body in
 * common/src/schemas/calendar-feeds.ts.
 */
import { z } from 'zod';
import {
  calendarFeedInputSchema,
  calendarFeedListQuerySchema,
  calendarFeedSchema,
  calendarSyncResultSchema,
} from '@pachmarhi/common/schemas/calendar-feeds';
import { endpointsOf } from '../../platform/http/endpoints';
import { done, idPath, saved, withData } from '../../platform/http/openapi/envelopes';
import { json } from '../../platform/http/openapi/operation';
import type { CalendarSync } from './calendar-sync.module';

const endpoint = endpointsOf<{ calendarSync: CalendarSync }>();
const tag = 'Calendar sync';
const SYNC =
  "A sync fetches the address (conditional GET, 10 s, 5 MB, at most 3 redirects, public addresses only unless ICAL_ALLOW_PRIVATE_HOSTS=true), reads it and, in one transaction, updates moved events, releases events that left the file or were cancelled and adds new ones as blocks (status 'blocked', source 'ical'). A failed fetch or a file that does not read changes no block and sets `lastStatus: 'error'` and `lastError`.";
const feedId = { params: idPath('calendar feed'), notFound: 'Calendar feed' };

export const calendarSyncEndpoints = [
  endpoint({
    method: 'get',
    path: '/api/calendar-feeds',
    tag,
    summary: 'Import feeds of rooms and vehicles',
    auth: 'admin',
    query: calendarFeedListQuerySchema,
    responses: { 200: json(withData(z.array(calendarFeedSchema)), 'The feeds, oldest first') },
    handle: async ({ query }, { calendarSync }) => ({ success: true, data: await calendarSync.list(query) }),
  }),
  endpoint({
    method: 'post',
    path: '/api/calendar-feeds',
    tag,
    summary: 'Add an import feed (synced at once)',
    auth: 'admin',
    description: `${SYNC} The first sync's outcome is the answer's \`data.lastStatus\`.`,
    body: calendarFeedInputSchema,
    status: 201,
    responses: { 201: json(saved(calendarFeedSchema), 'Added') },
    errors: { 400: 'Not an http(s) address, a tour (`kind`), an unknown item (`itemId`) or a blank label' },
    handle: async ({ body }, { calendarSync }) => ({
      success: true,
      message: 'Calendar feed added',
      data: await calendarSync.create(body),
    }),
  }),
  endpoint({
    method: 'delete',
    path: '/api/calendar-feeds/:id',
    tag,
    summary: 'Remove an import feed and release its blocks',
    auth: 'admin',
    ...feedId,
    responses: { 200: json(done(), 'Removed') },
    errors: { 404: 'Unknown feed (also a non-UUID id)' },
    handle: async ({ params }, { calendarSync }) => {
      await calendarSync.remove(params.id);
      return { success: true, message: 'Calendar feed removed; its blocks are released' };
    },
  }),
  endpoint({
    method: 'post',
    path: '/api/calendar-feeds/:id/sync',
    tag,
    summary: 'Sync an import feed now',
    auth: 'admin',
    description: SYNC,
    ...feedId,
    responses: { 200: json(withData(calendarSyncResultSchema), 'The feed after the sync and what changed') },
    errors: { 404: 'Unknown feed (also a non-UUID id)' },
    handle: async ({ params }, { calendarSync }) => ({ success: true, data: await calendarSync.sync(params.id) }),
  }),
];
