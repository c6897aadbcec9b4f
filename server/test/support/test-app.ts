import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import bcrypt from 'bcryptjs';
import { ROLE_ACCOUNTANT, ROLE_ADMIN, ROLE_FRONT_DESK, ROLE_USER } from '@pachmarhi/common/constants';
import { createApp } from '../../src/app';
import type { Backups } from '../../src/modules/backups/backups.module';
import type { Pages } from '../../src/modules/pages/pages.module';
import type { Messages } from '../../src/modules/messages/messages.module';
import type { Push } from '../../src/modules/push/push.module';
import type { JobRunner } from '../../src/platform/jobs/job-runner';
import { readConfig, type AppConfig } from '../../src/config';
import { openDatabase, type Database } from '../../src/platform/db/database';
import { insertUser, toAuthUser } from '../../src/modules/users/users.repository';
import { signAccessToken } from '../../src/platform/auth/tokens';

export const FIXTURES = path.join(path.dirname(new URL(import.meta.url).pathname), '../fixtures');
export const JWT_SECRET = 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz';
export const ADMIN_PASSWORD = 'Admin#Satpura26';
export const USER_PASSWORD = 'User@12345';
export const DESK_PASSWORD = 'Desk#Satpura26';

let pgliteTemplate: Promise<Blob> | undefined;
/** A freshly migrated embedded database's data directory, made once per test file and copied per app. */
function migratedTemplate(): Promise<Blob> {
  pgliteTemplate ??= openDatabase({ pgliteDir: 'memory://' }).then(async (d) => {
    const blob = await d.snapshot!();
    await d.close();
    return blob;
  });
  return pgliteTemplate;
}

/**
 * A real app on a clean database: in-memory PGlite, or a fresh schema in TEST_DATABASE_URL's
 * PostgreSQL (or `databaseUrl`'s), or the embedded database in the folder `pgliteDir`. Has one admin
 * and one user, a temp uploads folder and a settable clock.
 * Uploads are limited to 0.2 MB unless `env` says otherwise (`MAX_UPLOAD_MB: undefined`: the default).
 */
export async function makeTestApp(
  env: Record<string, string | undefined> = {},
  { databaseUrl, pgliteDir }: { databaseUrl?: string; pgliteDir?: string } = {},
) {
  const url = databaseUrl ?? process.env.TEST_DATABASE_URL;
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pachmarhi-uploads-'));
  const config: AppConfig = readConfig({
    NODE_ENV: 'test',
    UPLOADS_DIR: uploadsDir,
    CLIENT_DIST: '/nonexistent',
    MAX_UPLOAD_MB: '0.2',
    ...env,
  });
  const database: Database = await openDatabase(
    pgliteDir
      ? { pgliteDir }
      : url
        ? { url, schemaName: `t_${randomUUID().replace(/-/g, '').slice(0, 16)}`, pool: config.dbPool } // DB_POOL_* as the server reads them
        : { pgliteDir: 'memory://', pgliteSnapshot: await migratedTemplate() },
  );
  let clock: Date | null = null;
  const now = () => clock ?? new Date();
  let backups: Backups | undefined;
  let pages: Pages | undefined;
  let jobs: { runner: JobRunner; messages: Messages; push: Push } | undefined;
  const app = createApp({
    database,
    config,
    jwtSecret: JWT_SECRET,
    now,
    onBackups: (b) => (backups = b),
    onPages: (p) => (pages = p),
    onJobs: (runner, modules) => (jobs = { runner, ...modules }),
  });

  const hash = (p: string) => bcrypt.hash(p, 4);
  const admin = toAuthUser(
    await insertUser(database.db, {
      name: 'Admin',
      email: 'admin@test.in',
      passwordHash: await hash(ADMIN_PASSWORD),
      role: ROLE_ADMIN,
    }),
  );
  const user = toAuthUser(
    await insertUser(database.db, {
      name: 'Visitor',
      email: 'visitor@test.in',
      passwordHash: await hash(USER_PASSWORD),
      role: ROLE_USER,
    }),
  );
  const desk = toAuthUser(
    await insertUser(database.db, {
      name: 'Front Desk',
      email: 'desk@test.in',
      passwordHash: await hash(DESK_PASSWORD),
      role: ROLE_FRONT_DESK,
    }),
  );

  const accountant = toAuthUser(
    await insertUser(database.db, {
      name: 'Accountant',
      email: 'accountant@test.in',
      passwordHash: await hash(DESK_PASSWORD),
      role: ROLE_ACCOUNTANT,
    }),
  );

  return {
    app,
    database,
    db: database.db,
    config,
    uploadsDir,
    admin,
    user,
    /** A front-desk account (role 3). */
    desk,
    /** An accountant's account (role 4): the money reads and exports only. */
    accountant,
    /** The app's backups module (its nightly run is called by hand). */
    backups: backups!,
    /** The app's pages module (its render load: how many renders run and wait). */
    pages: pages!,
    /** The job runner (not started: a test that sends starts it), the messages module (its tick) and push. */
    jobs: jobs!,
    /** A token of the admin signed at the app's current time (its clock may be set far from real time). */
    get adminToken() {
      return signAccessToken({ ...admin, tokenVersion: 0 }, JWT_SECRET, now());
    },
    /** A token of the user signed at the app's current time. */
    get userToken() {
      return signAccessToken({ ...user, tokenVersion: 0 }, JWT_SECRET, now());
    },
    /** A token of the front-desk account signed at the app's current time. */
    get deskToken() {
      return signAccessToken({ ...desk, tokenVersion: 0 }, JWT_SECRET, now());
    },
    /** A token of the accountant's account signed at the app's current time. */
    get accountantToken() {
      return signAccessToken({ ...accountant, tokenVersion: 0 }, JWT_SECRET, now());
    },
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
      await jobs?.runner.stop(2_000);
      await database.close();
      fs.rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof makeTestApp>>;
export const fixture = (name: string) => path.join(FIXTURES, name);
export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
