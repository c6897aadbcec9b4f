/** Site configuration, health, readiness and diagnostics in the API reference (docs/api.md#dashboard-contact-configuration-diagnostics). */
import { z } from 'zod';
import { siteConfigSchema } from '@pachmarhi/common/schemas/records';
import { withData } from '../../platform/http/openapi/envelopes';
import { json, operation, type ApiPaths } from '../../platform/http/openapi/operation';

const tag = 'Configuration and diagnostics';

export const siteApi: ApiPaths = {
  '/api/site-config': {
    get: operation({
      tag,
      summary: 'Business details for the pages',
      description: 'Cached for 5 minutes.',
      responses: { 200: json(withData(siteConfigSchema), 'The configuration') },
    }),
  },
  '/api/health': {
    get: operation({
      tag,
      summary: 'Liveness',
      description: 'The process answers; the database is not asked.',
      responses: { 200: json(z.object({ success: z.literal(true), status: z.literal('ok') }), 'Alive') },
    }),
  },
  '/api/ready': {
    get: operation({
      tag,
      summary: 'Readiness',
      description: 'The database answers and has every migration of this build.',
      responses: {
        200: json(
          z.object({ success: z.literal(true), status: z.literal('ready'), database: z.literal('up') }),
          'Ready',
        ),
        503: json(
          z.object({ success: z.literal(false), status: z.literal('unavailable'), reason: z.string() }),
          "Not ready: 'The database is unreachable' or 'N database migration(s) not applied'",
        ),
      },
    }),
  },
  '/api/debug/connection': {
    get: operation({
      tag,
      summary: 'Database connection test',
      description: 'OK for anyone; the driver and the round trip only for an admin (with a Bearer token).',
      responses: {
        200: json(
          z.object({
            success: z.literal(true),
            message: z.string(),
            database: z.literal('connected'),
            driver: z.enum(['pglite', 'postgres']).optional(),
            latencyMs: z.number().min(0).optional(),
          }),
          'Connected',
        ),
      },
      errors: { 503: 'The database is unavailable' },
    }),
  },
  '/api/fix-image-paths': {
    post: operation({
      tag,
      summary: 'Repair stored image paths',
      auth: 'admin',
      responses: {
        200: json(
          z.object({ success: z.literal(true), fixedCount: z.int().min(0), message: z.string() }),
          'Repaired (or nothing to do)',
        ),
      },
    }),
  },
};
