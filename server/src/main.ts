import type { AddressInfo } from 'node:net';
import { loadDotEnv, readConfig } from './config';
import { resolveJwtSecret } from './platform/auth/jwt-secret';
import { redisRateLimitStores } from './platform/http/rate-limit';
import { openAndPrepare } from './bootstrap';
import { createApp } from './app';
import { removeUnreferencedImages, sweepTempUploads } from './platform/storage/sweep-temp-files';
import { createImageStore } from './platform/storage/create-image-store';
import type { ImageStore } from './platform/storage/image-store';
import type { Database } from './platform/db/database';
import { referencedImagePaths } from './modules/images/images.module';
import { configureLogging, logger, type Logger } from './platform/logging/logger';
import type { AppConfig } from './config';

/** Longest wait (ms) for in-flight requests after SIGTERM/SIGINT before the process exits anyway. */
const DRAIN_MS = 10_000;

/** Start the server: configuration, logging, database (+ migrations, admin, demo content), HTTP. */
async function main(): Promise<void> {
  loadDotEnv();
  const config = readConfig();
  const log = configureLogging({ level: config.logLevel, pretty: config.logPretty });
  const jwtSecret = resolveJwtSecret(config);
  if (!config.admin)
    log.warn(
      '[auth] no ADMIN_EMAIL/ADMIN_PASSWORD set; create an admin with: npm run create-admin -- --email … --password …',
    );
  const database = await openAndPrepare(config, (msg) => log.info(msg));
  const rateLimits = config.redisUrl ? await redisRateLimitStores(config.redisUrl) : undefined;
  const images = createImageStore(config);
  const takingUploadsAt = Date.now(); // anything stored from now on is this process's own
  const { fixedNow } = config;
  // Import feeds are synced every ICAL_SYNC_MINUTES by whichever process claims them (modules/calendar-sync).
  let stopCalendarSync = async () => {};
  // The nightly backup at 02:30 IST, by whichever process claims the night (modules/backups; BACKUP_SCHEDULE).
  let stopBackups = async () => {};
  // The message plan's jobs (pg-boss on the database; MESSAGES_SCHEDULE) and the push keys, made on first start.
  let stopJobs = async () => {};
  if (fixedNow) log.warn(`[clock] test-only TEST_FIXED_NOW: the server's clock stands at ${fixedNow.toISOString()}`);
  const app = createApp({
    database,
    config,
    jwtSecret,
    rateLimits,
    images,
    now: fixedNow && (() => new Date(fixedNow)),
    onCalendarSync: (calendarSync) => (stopCalendarSync = calendarSync.startSchedule(log)),
    onBackups: (backups) => {
      if (config.backup.schedule) stopBackups = backups.startSchedule(log);
    },
    onJobs: (jobs, { push }) => {
      void push.ready().catch((e: Error) => log.warn(`[push] VAPID keys: ${e.message}`));
      if (!config.messaging.schedule) return;
      stopJobs = () => jobs.stop();
      jobs.start().catch((e: Error) => log.error(`[jobs] could not start: ${e.message}`));
    },
  });
  const server = app.listen(config.port, () => {
    const { port } = server.address() as AddressInfo;
    log.info({ port }, `[http] Pachmarhi site on http://localhost:${port}${config.production ? '' : ' (development)'}`);
  });
  void removeCrashLeftovers(config, database, images, takingUploadsAt, log);
  server.keepAliveTimeout = 65_000;

  // Stop accepting connections, let in-flight requests finish (idle keep-alive connections are
  // closed as they become idle), then close the database and exit; after DRAIN_MS exit anyway.
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`[http] ${signal}: shutting down`);
    server.close(() => {
      clearInterval(idle);
      void Promise.all([stopCalendarSync(), stopBackups(), stopJobs()])
        .then(() => Promise.allSettled([database.close(), rateLimits?.close()]))
        .finally(() => {
          log.info('[http] stopped');
          log.flush();
          process.exit(0);
        });
    });
    const idle = setInterval(() => server.closeIdleConnections(), 200);
    setTimeout(() => {
      log.error('[http] requests still running after shutdown timeout; exiting');
      log.flush();
      process.exit(1);
    }, DRAIN_MS).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

/**
 * What a crash or kill -9 leaves behind, removed in the background at start and logged file by
 * file: temporary uploads of processes that no longer run, and stored images that no room, vehicle,
 * tour or gallery image refers to (stored before the crash, their record never committed). A file a
 * record refers to is never touched, nor one stored after `takingUploadsAt` (this process's own). On
 * PostgreSQL other servers may share the store and be between storing an upload and committing its
 * record, so there only files stored 10 minutes before that go.
 */
async function removeCrashLeftovers(
  config: AppConfig,
  database: Database,
  images: ImageStore,
  takingUploadsAt: number,
  log: Logger,
): Promise<void> {
  const temp = await sweepTempUploads(config.uploadsDir);
  if (temp.length) log.info({ files: temp }, `[uploads] removed ${temp.length} temporary file(s) of stopped uploads`);
  try {
    const graceMs = database.driver === 'postgres' ? 10 * 60_000 : 0;
    const orphans = await removeUnreferencedImages(
      images,
      await referencedImagePaths(database),
      takingUploadsAt - graceMs,
    );
    if (orphans.length)
      log.info({ files: orphans }, `[uploads] removed ${orphans.length} stored image file(s) that no record refers to`);
  } catch (err) {
    log.warn({ err }, '[uploads] could not look for stored images that no record refers to');
  }
}

main().catch((e: Error) => {
  logger.fatal({ err: e }, `[fatal] ${e.message}`);
  logger.flush();
  process.exit(1);
});
