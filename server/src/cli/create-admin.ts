/**
 * npm run create-admin -- --email admin@example.com --password '…' [--name 'Site Admin']
 * Creates an administrator, or makes the account with that email one and sets its password.
 */
import { z } from 'zod';
import { loadDotEnv, readConfig } from '../config';
import { openDatabase } from '../platform/db/database';
import { PASSWORD_MIN_LENGTH } from '@pachmarhi/common/schemas/auth';
import { upsertAdmin } from '../modules/users/users.service';
import { parseArgs } from './args';

const argsSchema = z.object({
  email: z.email('Give --email with a valid email address').transform((e) => e.toLowerCase()),
  password: z
    .string({ error: 'Give --password' })
    .min(PASSWORD_MIN_LENGTH, `The password needs at least ${PASSWORD_MIN_LENGTH} characters`),
  name: z.string().default('Administrator'),
});

async function main(): Promise<void> {
  loadDotEnv();
  const parsed = argsSchema.safeParse(parseArgs(process.argv.slice(2)));
  if (!parsed.success)
    throw new Error(
      `${parsed.error.issues[0].message}\nUsage: npm run create-admin -- --email you@example.com --password 'a long password' [--name 'Your Name']`,
    );
  const config = readConfig();
  const database = await openDatabase({ url: config.databaseUrl, pgliteDir: config.pgliteDir });
  try {
    const { user, created } = await upsertAdmin(database.db, parsed.data);
    console.log(created ? `Created admin ${user.email}` : `${user.email} is now an admin with the new password`);
  } finally {
    await database.close();
  }
}

main().catch((e: Error) => {
  console.error(e.message);
  process.exit(1);
});
