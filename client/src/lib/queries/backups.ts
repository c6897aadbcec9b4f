import type { BackupEntry } from '@pachmarhi/common/schemas/backups';
import { api } from '@/lib/api';

/** The owner's backups (docs/api.md#backups). */
export const backupQueries = {
  /** 🔒 `GET /api/backups`: the kept archives and the failed runs of the last week, newest first. */
  list: () => ({
    queryKey: ['backups'] as const,
    queryFn: async ({ signal }: { signal?: AbortSignal }) =>
      (await api<{ data: BackupEntry[] }>('/api/backups', { signal, auth: true })).data,
    staleTime: 60_000,
    retry: false,
  }),
};

/** 🔒 `GET /api/backups/latest`: the newest archive, as an attachment (audited). */
export const LATEST_BACKUP_PATH = '/api/backups/latest';
