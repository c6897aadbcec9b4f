// @ts-check
/**
 * Make a new embedded database's data directory (PostgreSQL's initdb, inside PGlite) and exit.
 * Run as a child process by database.ts: while initdb runs, PGlite's WebAssembly memory grows to
 * about 700 MB, and WebAssembly memory never shrinks, so the server opens the finished directory
 * itself (about 240 MB) instead of keeping that for its whole life (docs/deploy.md#memory).
 *
 * Arguments: the directory, then PGlite's options as JSON. Exit code 0 when the directory is ready.
 */
import { PGlite } from '@electric-sql/pglite';

const [dir, options = '{}'] = process.argv.slice(2);
const client = await PGlite.create(dir, JSON.parse(options));
await client.close();
