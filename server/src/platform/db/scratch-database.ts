import { randomUUID } from 'node:crypto';
import pg from 'pg';

/**
 * Create an empty database named `<prefix>_<random>` on the PostgreSQL server of `baseUrl`, for a
 * browser-test run or a benchmark that needs the real server process on a clean database.
 * @returns its URL and a `drop` that removes it (closing open connections)
 * @throws when the server is unreachable or the role may not create databases
 */
export async function createScratchDatabase(
  baseUrl: string,
  prefix: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}
