/**
 * npm run purge-guest-records
 * Deletes the guest register records of stays that ended more than GUEST_RECORD_RETENTION_DAYS
 * (default 400, never below 365) days ago, and says how many. Never run automatically: the
 * Immigration and Foreigners Act 2025 and its rules ask the register to be kept for inspection (at
 * least a year); the owner decides when older records go.
 */
import { loadDotEnv, readConfig } from '../config';
import { openDatabase, type Database } from '../platform/db/database';
import { createAudit } from '../modules/audit/audit.module';
import { createGuests } from '../modules/guests/guests.module';

/**
 * Purge the register of `database` at `now` (the deletion is audited, without a user).
 * @param retentionDays GUEST_RECORD_RETENTION_DAYS as read by the config (≥ 365)
 * @returns the sentence to print: how many records were deleted and the retention applied
 */
export async function purgeGuestRecords(database: Database, retentionDays: number, now = new Date()): Promise<string> {
  const clock = () => now;
  const guests = createGuests({
    db: database.db,
    now: clock,
    audit: createAudit({ db: database.db, now: clock }),
    // The purge reads no reservation through the reservations module.
    reservations: { get: () => Promise.reject(new Error('not used by the purge')) },
    retentionDays,
  });
  const n = await guests.purge();
  return `Deleted ${n} guest record${n === 1 ? '' : 's'} of stays that ended more than ${retentionDays} days ago.`;
}

async function main(): Promise<void> {
  loadDotEnv();
  const config = readConfig();
  const database = await openDatabase({ url: config.databaseUrl, pgliteDir: config.pgliteDir });
  try {
    console.log(await purgeGuestRecords(database, config.guestRecordRetentionDays));
  } finally {
    await database.close();
  }
}

// Run as the command (`tsx src/cli/purge-guest-records.ts`), not when a test imports the function.
if (process.argv[1]?.endsWith('purge-guest-records.ts')) {
  main().catch((e: Error) => {
    console.error(e.message);
    process.exit(1);
  });
}
