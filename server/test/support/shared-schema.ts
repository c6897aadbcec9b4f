import { randomUUID } from 'node:crypto';
import bcrypt from 'bcryptjs';
import { ROLE_ADMIN } from '@pachmarhi/common/constants';
import { createApp, type CreateAppOptions } from '../../src/app';
import { readConfig } from '../../src/config';
import { openDatabase, type Database } from '../../src/platform/db/database';
import { insertUser, toAuthUser } from '../../src/modules/users/users.repository';
import { signAccessToken } from '../../src/platform/auth/tokens';
import { ADMIN_PASSWORD, JWT_SECRET } from './test-app';

/** Why a case needs TEST_DATABASE_URL, for the "[skip] …" line and the test title. */
export const NEEDS_POSTGRES = 'needs a real PostgreSQL (set TEST_DATABASE_URL)';

/**
 * `count` apps as separate server processes would have them, on one fresh schema of
 * TEST_DATABASE_URL: each with its own connection pool, change feed and rate-limit stores.
 * The schema has one admin (`adminToken`).
 */
export async function appsOnOneSchema(
  count: number,
  options: Partial<Pick<CreateAppOptions, 'rateLimits' | 'now'>> = {},
) {
  const url = process.env.TEST_DATABASE_URL!;
  const schemaName = `t_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const databases: Database[] = [];
  for (let i = 0; i < count; i++) databases.push(await openDatabase({ url, schemaName }));
  const config = readConfig({ NODE_ENV: 'test', CLIENT_DIST: '/nonexistent' });
  const apps = databases.map((database) => createApp({ database, config, jwtSecret: JWT_SECRET, ...options }));
  const admin = toAuthUser(
    await insertUser(databases[0].db, {
      name: 'Admin',
      email: 'admin@test.in',
      passwordHash: await bcrypt.hash(ADMIN_PASSWORD, 4),
      role: ROLE_ADMIN,
    }),
  );
  return {
    apps,
    databases,
    admin,
    adminToken: signAccessToken({ ...admin, tokenVersion: 0 }, JWT_SECRET, options.now?.()),
    async close() {
      for (const d of databases) await d.close();
    },
  };
}
