/** The owner's backups at /api/backups (docs/api.md#backups): the kept archives, and the newest one to download (audited). */
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import { backupEntrySchema } from '@pachmarhi/common/schemas/backups';
import { endpointsOf } from '../../platform/http/endpoints';
import { binary, json } from '../../platform/http/openapi/operation';
import type { Backups } from './backups.module';

const endpoint = endpointsOf<{ backups: Backups }>();
const tag = 'Backups';

export const backupsEndpoints = [
  endpoint({
    method: 'get',
    path: '/api/backups',
    tag,
    summary: 'The kept backups',
    auth: 'admin',
    description:
      'The archives the retention rule keeps (7 daily, 4 weekly, 12 monthly) and the runs of the last 7 days that failed, newest first.',
    responses: {
      200: json(z.object({ success: z.literal(true), data: z.array(backupEntrySchema) }), 'The backups'),
    },
    handle: async (_in, { backups }) => ({ success: true, data: await backups.list() }),
  }),
  endpoint({
    method: 'get',
    path: '/api/backups/latest',
    tag,
    summary: 'Download the newest backup',
    auth: 'admin',
    description:
      'The newest good archive (`.tar.gz`: manifest.json, the tables, the stored images) as an attachment; the download is audited.',
    responses: { 200: binary('application/gzip', 'The archive') },
    errors: { 404: 'No good backup yet, or its file is in none of the places backups are kept' },
    handle: async ({ res }, { backups }) => {
      const { file, size, stream } = await backups.latest();
      res.set({
        'Content-Type': 'application/gzip',
        'Content-Length': String(size),
        'Content-Disposition': `attachment; filename="${file}"`,
      });
      await pipeline(stream, res);
      return undefined;
    },
  }),
];
