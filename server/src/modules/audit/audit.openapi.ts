/** /api/audit in the API reference (docs/api.md#staff-accounts-and-the-audit-trail). */
import { z } from 'zod';
import { auditEntrySchema, auditQuerySchema } from '@pachmarhi/common/schemas/audit';
import { json, operation, type ApiPaths } from '../../platform/http/openapi/operation';

export const auditApi: ApiPaths = {
  '/api/audit': {
    get: operation({
      tag: 'Staff and audit trail',
      summary: 'The audit trail',
      auth: 'admin',
      description:
        'Every write of the back office and every read of the guest register, newest first, 50 a page: who, their role then, the action, the entity and its id, and the changed fields before and after (passwords and tokens never).',
      query: auditQuerySchema,
      responses: {
        200: json(
          z.object({ success: z.literal(true), data: z.array(auditEntrySchema), total: z.int().min(0) }),
          'A page of rows and how many match',
        ),
      },
    }),
  },
};
