/** /api/calendar-feeds in the API reference (docs/api.md#calendar-sync). */
import { z } from 'zod';
import {
  calendarFeedInputSchema,
  calendarFeedListQuerySchema,
  calendarFeedSchema,
  calendarSyncResultSchema,
} from '@pachmarhi/common/schemas/calendar-feeds';
import { done, idPath, saved, withData } from '../../platform/http/openapi/envelopes';
import { json, operation, type ApiPaths } from '../../platform/http/openapi/operation';

const tag = 'Calendar sync';
const SYNC =
  "A sync fetches the address (conditional GET, 10 s, 5 MB, at most 3 redirects, public addresses only unless ICAL_ALLOW_PRIVATE_HOSTS=true), reads it and, in one transaction, updates moved events, releases events that left the file or were cancelled and adds new ones as blocks (status 'blocked', source 'ical'). A failed fetch or a file that does not read changes no block and sets `lastStatus: 'error'` and `lastError`.";

export const calendarSyncApi: ApiPaths = {
  '/api/calendar-feeds': {
    get: operation({
      tag,
      summary: 'Import feeds of rooms and vehicles',
      auth: 'admin',
      query: calendarFeedListQuerySchema,
      responses: { 200: json(withData(z.array(calendarFeedSchema)), 'The feeds, oldest first') },
    }),
    post: operation({
      tag,
      summary: 'Add an import feed (synced at once)',
      auth: 'admin',
      description: `${SYNC} The first sync's outcome is the answer's \`data.lastStatus\`.`,
      body: calendarFeedInputSchema,
      responses: { 201: json(saved(calendarFeedSchema), 'Added') },
      errors: { 400: 'Not an http(s) address, a tour, or an unknown item' },
    }),
  },
  '/api/calendar-feeds/{id}': {
    delete: operation({
      tag,
      summary: 'Remove an import feed and release its blocks',
      auth: 'admin',
      path: idPath('calendar feed'),
      responses: { 200: json(done(), 'Removed') },
      errors: { 404: 'Unknown feed (also a non-UUID id)' },
    }),
  },
  '/api/calendar-feeds/{id}/sync': {
    post: operation({
      tag,
      summary: 'Sync an import feed now',
      auth: 'admin',
      description: SYNC,
      path: idPath('calendar feed'),
      responses: { 200: json(withData(calendarSyncResultSchema), 'The feed after the sync and what changed') },
      errors: { 404: 'Unknown feed (also a non-UUID id)' },
    }),
  },
};
