import net from 'node:net';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/platform/db/database';
import { CLIENT_GRACE_MS } from '../src/platform/db/pg-timeouts';

const target = process.env.TEST_DATABASE_URL ? new URL(process.env.TEST_DATABASE_URL) : null;
if (!target) console.log('[skip] database-timeouts: PostgreSQL only; set TEST_DATABASE_URL to run it');

/** A TCP proxy to PostgreSQL that can turn into a black hole: connections stay open, nothing is forwarded. */
function blackHoleProxy(host: string, port: number) {
  let holed = false;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    sockets.add(client);
    client.on('error', () => client.destroy());
    if (holed) return; // accept, never answer
    const upstream = net.connect(port, host);
    sockets.add(upstream);
    upstream.on('error', () => upstream.destroy());
    client.on('data', (d) => void (holed || upstream.write(d)));
    upstream.on('data', (d) => void (holed || client.write(d)));
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  return {
    server,
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)),
      ),
    hole: (on: boolean) => void (holed = on),
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const LIMIT_MS = 800;
const elapsed = async (p: Promise<unknown>) => {
  const t0 = Date.now();
  await expect(p).rejects.toThrow();
  return Date.now() - t0;
};

describe.runIf(target)('when PostgreSQL stops answering (black-holed connection)', () => {
  const proxy = blackHoleProxy(target?.hostname ?? '', Number(target?.port || 5432));
  let database: Database;

  beforeAll(async () => {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.host = `127.0.0.1:${await proxy.listen()}`;
    database = await openDatabase({
      url: url.toString(),
      schemaName: `t_${randomUUID().replace(/-/g, '').slice(0, 16)}`,
      pool: { max: 1, waitMs: LIMIT_MS, statementTimeoutMs: LIMIT_MS },
    });
  });
  afterAll(async () => {
    proxy.hole(false);
    await database?.close();
    await proxy.close();
  });

  it('then a query on an open connection fails within the statement timeout (+ grace)', async () => {
    await database.ping();
    proxy.hole(true);
    const ms = await elapsed(database.ping());
    expect(ms).toBeGreaterThanOrEqual(LIMIT_MS - 50);
    expect(ms).toBeLessThan(LIMIT_MS + CLIENT_GRACE_MS + 700);
  });

  it('then a new connection fails within the pool wait', async () => {
    proxy.hole(true);
    expect(await elapsed(database.ping())).toBeLessThan(LIMIT_MS + 700);
  });

  it('then a transaction stuck on it does not poison the pool once the database answers again', async () => {
    proxy.hole(false);
    await database.ping();
    proxy.hole(true);
    await elapsed(database.db.transaction(async (tx) => tx.execute(sql`select 1`)));
    proxy.hole(false);
    await database.ping(); // with max 1, a kept stuck connection would time out here
  });

  it('then a statement running longer than the timeout is cancelled by the server', async () => {
    proxy.hole(false);
    const ms = await elapsed(database.db.execute(sql`select pg_sleep(5)`));
    expect(ms).toBeLessThan(LIMIT_MS + CLIENT_GRACE_MS + 700);
  });
});
