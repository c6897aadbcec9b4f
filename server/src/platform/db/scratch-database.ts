import { randomUUID } from 'node:crypto';
import pg from 'pg';

/**
 * Create a database named `<prefix>_<random>` on the PostgreSQL server of `baseUrl`, for a
 * browser-test run or a benchmark that needs the real server process on a clean database: empty,
 * or a copy of the database `template` (which nobody may be connected to meanwhile).
 * @returns its name, its URL and a `drop` that removes it (closing open connections)
 * @throws when the server is unreachable, the role may not create databases or `template` is in use
 */
export async function createScratchDatabase(
  baseUrl: string,
  prefix: string,
  template?: string,
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
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
  await run(`create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}
