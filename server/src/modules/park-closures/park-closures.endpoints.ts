/**
 * The park's closures at /api/park-closures (docs/api.md#operations): read by anyone (the public
 * tour page shows them), kept by the owner; one declaration per endpoint
 * (docs/decisions/024-one-declaration-per-endpoint.md).
 */
import { z } from 'zod';
import { parkClosureInputSchema, parkClosuresQuerySchema } from '@pachmarhi/common/schemas/operations';
import { parkClosureSchema } from '@pachmarhi/common/schemas/operations-records';
import { endpointsOf } from '../../platform/http/endpoints';
import { done, idPath, saved, withData } from '../../platform/http/openapi/envelopes';
import { json } from '../../platform/http/openapi/operation';
import type { ParkClosures } from './park-closures.module';

const endpoint = endpointsOf<{ parkClosures: ParkClosures }>();
const TAG = 'Operations';
const closurePath = idPath('park closure');
const NOT_FOUND = { 404: 'No park closure with this id' } as const;

export const parkClosuresEndpoints = [
  endpoint({
    method: 'get',
    path: '/api/park-closures',
    tag: TAG,
    summary: 'When the park is closed',
    description:
      'Every closure of Satpura’s core zone (annual, weekly, on dates; a shift or the whole day), or with `from`/`to` (IST dates) only those that close a day of the range. A park safari cannot be quoted, enquired or reserved on a closed shift.',
    query: parkClosuresQuerySchema,
    responses: { 200: json(withData(z.array(parkClosureSchema)), 'The closures') },
    handle: async ({ query }, { parkClosures }) => ({
      success: true,
      data: await parkClosures.list({ from: query.from || undefined, to: query.to || undefined }),
    }),
  }),
  endpoint({
    method: 'post',
    path: '/api/park-closures',
    tag: TAG,
    summary: 'Add a park closure',
    auth: 'admin',
    body: parkClosureInputSchema,
    status: 201,
    responses: { 201: json(saved(parkClosureSchema), 'The closure') },
    handle: async ({ body }, { parkClosures }) => ({
      success: true,
      message: 'Park closure added',
      data: await parkClosures.create(body),
    }),
  }),
  endpoint({
    method: 'put',
    path: '/api/park-closures/:id',
    tag: TAG,
    summary: 'Change a park closure',
    description: 'The whole record, as POST (the dates of Holi and Diwali change each year).',
    auth: 'admin',
    params: closurePath,
    notFound: 'Park closure',
    body: parkClosureInputSchema,
    errors: NOT_FOUND,
    responses: { 200: json(saved(parkClosureSchema), 'The closure as it is now') },
    handle: async ({ params, body }, { parkClosures }) => ({
      success: true,
      message: 'Park closure updated',
      data: await parkClosures.update(params.id, body),
    }),
  }),
  endpoint({
    method: 'delete',
    path: '/api/park-closures/:id',
    tag: TAG,
    summary: 'Delete a park closure',
    auth: 'admin',
    params: closurePath,
    notFound: 'Park closure',
    errors: NOT_FOUND,
    responses: { 200: json(done(), 'Deleted') },
    handle: async ({ params }, { parkClosures }) => {
      await parkClosures.remove(params.id);
      return { success: true, message: 'Park closure deleted' };
    },
  }),
];
