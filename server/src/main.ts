import { loadDotEnv, readConfig } from './config';
import { resolveJwtSecret } from './auth/jwt-secret';
import { openAndPrepare } from './bootstrap';
import { createApp } from './app';
import { sweepTempUploads } from './uploads/sweep-temp-files';

/** Start the server: configuration, database (+ migrations, admin, demo content), HTTP. */
async function main(): Promise<void> {
  loadDotEnv();
  const config = readConfig();
  const jwtSecret = resolveJwtSecret(config);
  if (!config.admin) console.warn('[auth] no ADMIN_EMAIL/ADMIN_PASSWORD set; create an admin with: npm run create-admin -- --email … --password …');
  const database = await openAndPrepare(config);
  // Uploads cut off by a crash or kill -9 leave '<uuid>.part' files behind; clear the old ones.
  void sweepTempUploads(config.uploadsDir).then((n) => n && console.log(`[uploads] removed ${n} stale temporary file(s)`));
  const app = createApp({ database, config, jwtSecret });
  const server = app.listen(config.port, () => {
    console.log(`[http] Pachmarhi site on http://localhost:${config.port}${config.production ? '' : ' (development)'}`);
  });
  server.keepAliveTimeout = 65_000;

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`[http] ${signal}: shutting down`);
    server.close(() => void database.close().finally(() => process.exit(0)));
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((e: Error) => {
  console.error(`[fatal] ${e.message}`);
  process.exit(1);
});
