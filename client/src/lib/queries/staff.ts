import { queryOptions } from '@tanstack/react-query';
import type { StaffMember } from '@pachmarhi/common/schemas/staff';
import type { AuditEntry } from '@pachmarhi/common/schemas/audit';
import { api } from '@/lib/api';

/** The filters of `GET /api/audit` (blank ones are left out). */
export interface AuditFilters {
  entity?: string;
  entityId?: string;
  userId?: string;
  from?: string;
  to?: string;
  page?: number;
}

/**
 * The owner's reads of staff accounts and the audit trail (docs/api.md#staff-accounts-and-the-audit-trail).
 * @throws ApiRequestError (403 for a front-desk account) / TypeError from the query functions
 */
export const staffQueries = {
  all: ['staff'] as const,
  /** 🔒 `GET /api/staff` → owners and front desk, oldest first. */
  list: () =>
    queryOptions({
      queryKey: ['staff', 'list'],
      queryFn: async ({ signal }) => (await api<{ data: StaffMember[] }>('/api/staff', { signal, auth: true })).data,
    }),
  /** 🔒 `GET /api/audit?…` → one page (50 rows) of the trail, newest first, and the total. */
  audit: (filters: AuditFilters) =>
    queryOptions({
      queryKey: ['staff', 'audit', filters],
      queryFn: async ({ signal }) => {
        const query = new URLSearchParams(
          Object.entries(filters)
            .filter(([, v]) => v !== undefined && v !== '')
            .map(([k, v]) => [k, String(v)]),
        );
        return api<{ data: AuditEntry[]; total: number }>(`/api/audit?${query}`, { signal, auth: true });
      },
    }),
};

/** 🔒 `POST /api/staff`. @throws ApiRequestError 400 with field errors, 409 email taken */
export const createStaff = (body: unknown) =>
  api<{ message: string; data: StaffMember }>('/api/staff', { method: 'POST', json: body, auth: true });

/** 🔒 `PATCH /api/staff/:id` (role, disabled). @throws ApiRequestError 409 when no enabled owner would remain */
export const updateStaff = (id: string, body: { role?: number; disabled?: boolean }) =>
  api<{ message: string; data: StaffMember }>(`/api/staff/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    json: body,
    auth: true,
  });

/** 🔒 `POST /api/staff/:id/password`: a new password; the account's sessions end. @throws ApiRequestError 400 */
export const resetStaffPassword = (id: string, password: string) =>
  api<{ message: string; data: StaffMember }>(`/api/staff/${encodeURIComponent(id)}/password`, {
    method: 'POST',
    json: { password },
    auth: true,
  });
