import type { AddressInfo } from 'node:net';
import { loadDotEnv, readConfig } from './config';
import { resolveJwtSecret } from './auth/jwt-secret';
import { redisRateLimitStores } from './auth/rate-limit';
import { openAndPrepare } from './bootstrap';
import { createApp } from './app';
import { sweepTempUploads } from './uploads/sweep-temp-files';
import { configureLogging, logger } from './logging/logger';

/** Longest wait (ms) for in-flight requests after SIGTERM/SIGINT before the process exits anyway. */
const DRAIN_MS = 10_000;

/** Start the server: configuration, logging, database (+ migrations, admin, demo content), HTTP. */
async function main(): Promise<void> {
  loadDotEnv();
  const config = readConfig();
  const log = configureLogging({ level: config.logLevel, pretty: config.nodeEnv === 'development' });
  const jwtSecret = resolveJwtSecret(config);
  if (!config.admin) log.warn('[auth] no ADMIN_EMAIL/ADMIN_PASSWORD set; create an admin with: npm run create-admin -- --email … --password …');
  const database = await openAndPrepare(config, (msg) => log.info(msg));
  const rateLimits = config.redisUrl ? await redisRateLimitStores(config.redisUrl) : undefined;
  // Uploads cut off by a crash or kill -9 leave '<uuid>.part' files behind; clear the old ones.
  void sweepTempUploads(config.uploadsDir).then((n) => n && log.info(`[uploads] removed ${n} stale temporary file(s)`));
  const app = createApp({ database, config, jwtSecret, rateLimits });
  const server = app.listen(config.port, () => {
    const { port } = server.address() as AddressInfo;
    log.info({ port }, `[http] Pachmarhi site on http://localhost:${port}${config.production ? '' : ' (development)'}`);
  });
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
      void Promise.allSettled([database.close(), rateLimits?.close()]).finally(() => {
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

main().catch((e: Error) => {
  logger.fatal({ err: e }, `[fatal] ${e.message}`);
  logger.flush();
  process.exit(1);
});
