import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/platform/db/database';
import { MIGRATIONS_DIR } from '../src/paths';

const url = process.env.TEST_DATABASE_URL;
if (!url) console.log('[skip] migration-lock: needs a real PostgreSQL (set TEST_DATABASE_URL)');

describe.runIf(url)('several processes starting together on a fresh PostgreSQL schema', () => {
  it('when three open it at once, then all succeed and each migration is applied once', async () => {
    const schemaName = `t_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
    const opened = await Promise.allSettled([1, 2, 3].map(() => openDatabase({ url: url!, schemaName })));
    const databases = opened.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []));
    try {
      expect(opened.map((o) => (o.status === 'rejected' ? String(o.reason) : 'ok'))).toEqual(['ok', 'ok', 'ok']);
      const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'))
        .entries as unknown[];
      const { rows } = (await databases[0].db.execute(
        sql`select count(*)::int as n, count(distinct hash)::int as distinct_n from __drizzle_migrations`,
      )) as unknown as { rows: unknown[] };
      expect(rows[0]).toEqual({ n: journal.length, distinct_n: journal.length });
      expect(await databases[0].pendingMigrations()).toBe(0);
    } finally {
      for (const d of databases) await d.close();
    }
  });
});
