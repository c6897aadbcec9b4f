import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import bcrypt from 'bcryptjs';
import { ROLE_ADMIN, ROLE_USER } from '@pachmarhi/common/constants';
import { createApp } from '../../src/app';
import { readConfig, type AppConfig } from '../../src/config';
import { openDatabase, type Database } from '../../src/db/database';
import { insertUser, toAuthUser } from '../../src/users/users.repository';
import { signAccessToken } from '../../src/auth/tokens';

export const FIXTURES = path.join(path.dirname(new URL(import.meta.url).pathname), '../fixtures');
export const JWT_SECRET = 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz';
export const ADMIN_PASSWORD = 'Admin@12345';
export const USER_PASSWORD = 'User@12345';

/**
 * A real app on a clean database: in-memory PGlite, or a fresh schema in TEST_DATABASE_URL's
 * PostgreSQL. Has one admin and one user, a temp uploads folder and a settable clock.
 */
export async function makeTestApp(env: Record<string, string> = {}) {
  const url = process.env.TEST_DATABASE_URL;
  const database: Database = await openDatabase(
    url ? { url, schemaName: `t_${randomUUID().replace(/-/g, '').slice(0, 16)}` } : { pgliteDir: 'memory://' },
  );
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pachmarhi-uploads-'));
  const config: AppConfig = readConfig({ NODE_ENV: 'test', UPLOADS_DIR: uploadsDir, CLIENT_DIST: '/nonexistent', MAX_UPLOAD_MB: '0.2', ...env });
  let clock: Date | null = null;
  const now = () => clock ?? new Date();
  const app = createApp({ database, config, jwtSecret: JWT_SECRET, now });

  const hash = (p: string) => bcrypt.hash(p, 4);
  const admin = toAuthUser(await insertUser(database.db, { name: 'Admin', email: 'admin@test.in', passwordHash: await hash(ADMIN_PASSWORD), role: ROLE_ADMIN }));
  const user = toAuthUser(await insertUser(database.db, { name: 'Visitor', email: 'visitor@test.in', passwordHash: await hash(USER_PASSWORD), role: ROLE_USER }));

  return {
    app, database, db: database.db, config, uploadsDir, admin, user,
    adminToken: signAccessToken({ ...admin, tokenVersion: 0 }, JWT_SECRET),
    userToken: signAccessToken({ ...user, tokenVersion: 0 }, JWT_SECRET),
    /** Fix the clock (null = real time). */
    setNow(d: Date | null) {
      clock = d;
    },
    /** Files currently under uploads/<kind>. */
    files(kind: string): string[] {
      const dir = path.join(uploadsDir, kind);
      return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
    },
    async close() {
      await database.close();
      fs.rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof makeTestApp>>;
export const fixture = (name: string) => path.join(FIXTURES, name);
export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
