/** The owner's audit trail at /api/audit (docs/api.md#staff-accounts-and-the-audit-trail). */
import { z } from 'zod';
import { auditEntrySchema, auditQuerySchema } from '@pachmarhi/common/schemas/audit';
import { endpointsOf } from '../../platform/http/endpoints';
import { json } from '../../platform/http/openapi/operation';
import type { AuditTrail } from './audit.module';

const endpoint = endpointsOf<{ audit: AuditTrail }>();

export const auditEndpoints = [
  endpoint({
    method: 'get',
    path: '/api/audit',
    tag: 'Staff and audit trail',
    summary: 'The audit trail',
    auth: 'admin',
    description:
      'Every write of the back office and every read of the guest register, newest first, 50 a page: who, their role then, the action, the entity and its id, and the changed fields before and after (passwords and tokens never). `from` and `to` are IST dates, both included.',
    query: auditQuerySchema,
    responses: {
      200: json(
        z.object({ success: z.literal(true), data: z.array(auditEntrySchema), total: z.int().min(0) }),
        'A page of rows and how many match',
      ),
    },
    handle: async ({ query }, { audit }) => {
      const { data, total } = await audit.list(query);
      return { success: true, data, total };
    },
  }),
];
