/**
 * Site configuration, health and readiness, the connection test and the image-path repair (admin)
 * (docs/api.md#dashboard-contact-configuration-diagnostics). The site configuration is a public
 * read the pages call in process too, for the site's public origin.
 */
import type { Request, RequestHandler, Response } from 'express';
import { z } from 'zod';
import { siteConfigSchema } from '@pachmarhi/common/schemas/records';
import { backupStatusSchema } from '@pachmarhi/common/schemas/backups';
import { endpointsOf } from '../../platform/http/endpoints';
import { withData } from '../../platform/http/openapi/envelopes';
import { json } from '../../platform/http/openapi/operation';
import type { Site } from './site.module';

/** The site module and the owner's guard (the connection test says more to the owner, refusing no one). */
const endpoint = endpointsOf<{ site: Site; requireAdmin: RequestHandler }>();
const tag = 'Configuration and diagnostics';

/** True when the request carries an admin's valid session; never refuses (a guest gets the short answer). */
const isAdmin = (requireAdmin: RequestHandler, req: Request, res: Response) =>
  new Promise<boolean>((resolve) => {
    Promise.resolve(requireAdmin(req, res, (err?: unknown) => resolve(!err))).catch(() => resolve(false));
  });

export const siteEndpoints = [
  endpoint({
    method: 'get',
    path: '/api/site-config',
    tag,
    summary: 'Business details for the pages',
    description:
      'Cached for 5 minutes. `gst` tells public pages to word prices "incl. GST", "+ GST" or neither, and the rates tours and vehicle hire are taxed at (percent; 0 when not registered), so a price shown before a quote is taxed by the same rule (the business settings).',
    headers: { 'Cache-Control': 'public, max-age=300' },
    responses: { 200: json(withData(siteConfigSchema), 'The configuration') },
    read: async ({ origin }, { site }) => ({ json: { success: true, data: await site.config(origin) } }),
  }),
  endpoint({
    method: 'get',
    path: '/api/health',
    tag,
    summary: 'Liveness',
    description: 'The process answers; the database is not asked.',
    responses: { 200: json(z.object({ success: z.literal(true), status: z.literal('ok') }), 'Alive') },
    // Liveness for a load balancer: the process answers HTTP.
    handle: async () => ({ success: true, status: 'ok' }),
  }),
  endpoint({
    method: 'get',
    path: '/api/ready',
    tag,
    summary: 'Readiness',
    description:
      "The database answers and has every migration of this build. `backup` is the backups' state: when the last good one finished and, when the last run failed, its error (a failed backup does not make the process unready).",
    responses: {
      200: json(
        z.object({
          success: z.literal(true),
          status: z.literal('ready'),
          database: z.literal('up'),
          backup: backupStatusSchema,
        }),
        'Ready',
      ),
      503: json(
        z.object({ success: z.literal(false), status: z.literal('unavailable'), reason: z.string() }),
        "Not ready: 'The database is unreachable' or 'N database migration(s) not applied'",
      ),
    },
    handle: async ({ res }, { site }) => {
      // The backups' state rides along (a failed backup does not make the process unready).
      let pending: number;
      let backup: Awaited<ReturnType<Site['backupStatus']>>;
      try {
        pending = await site.pendingMigrations();
        backup = await site.backupStatus();
      } catch {
        res.status(503).json({ success: false, status: 'unavailable', reason: 'The database is unreachable' });
        return undefined;
      }
      if (pending) {
        const reason = `${pending} database migration(s) not applied`;
        res.status(503).json({ success: false, status: 'unavailable', reason });
        return undefined;
      }
      return { success: true, status: 'ready', database: 'up', backup };
    },
  }),
  endpoint({
    method: 'get',
    path: '/api/debug/connection',
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
    handle: async ({ req, res }, { site, requireAdmin }) => {
      const latencyMs = await site.ping();
      const details = (await isAdmin(requireAdmin, req, res)) ? { driver: site.driver, latencyMs } : {};
      return { success: true, message: 'Connected to the database', database: 'connected', ...details };
    },
  }),
  endpoint({
    method: 'post',
    path: '/api/fix-image-paths',
    tag,
    summary: 'Repair stored image paths',
    auth: 'admin',
    responses: {
      200: json(
        z.object({ success: z.literal(true), fixedCount: z.int().min(0), message: z.string() }),
        'Repaired (or nothing to do)',
      ),
    },
    handle: async (_in, { site }) => {
      const fixedCount = await site.fixImagePaths();
      const message = fixedCount ? `Fixed image paths in ${fixedCount} records` : 'All image paths are already correct';
      return { success: true, fixedCount, message };
    },
  }),
];
