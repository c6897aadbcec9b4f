/**
 * Several app processes on one PostgreSQL (docs/deploy.md): two real server processes on two ports,
 * one database, images in an S3-compatible bucket. A write through either is seen by the other
 * within a second, images are served by both, and the login limit is one budget for both.
 * PostgreSQL pass only (TEST_DATABASE_URL): the embedded database has a single owner by design.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { storedPathsOf } from '@pachmarhi/common/image-variants';
import { createScratchDatabase } from '../src/platform/db/scratch-database';
import { freePort, startAppProcess, type AppProcess } from './support/app-process';
import { startLocalS3, type LocalS3 } from './support/s3-server';
import { KINDS } from './support/inventory-kinds';
import { ADMIN_PASSWORD, fixture } from './support/test-app';

const url = process.env.TEST_DATABASE_URL;
if (!url) console.log('[skip] two app processes on one database: needs a real PostgreSQL (TEST_DATABASE_URL)');
const ADMIN_EMAIL = 'owner@two-processes.test';
const ROOM = KINDS[0];
const DEMO_ROOMS = 6; // server/src/seed/demo-content.ts

/** Poll `check` every 50 ms until it is true; @returns the ms it took, or fails after `withinMs`. */
async function within(withinMs: number, check: () => Promise<boolean>): Promise<number> {
  const start = Date.now();
  for (;;) {
    if (await check()) return Date.now() - start;
    if (Date.now() - start > withinMs) throw new Error(`not seen within ${withinMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** POST /api/v1/users/login from `clientIp` (the processes trust the loopback proxy). */
const login = (p: AppProcess, password: string, clientIp: string) =>
  fetch(`${p.baseUrl}/api/v1/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': clientIp },
    body: JSON.stringify({ email: ADMIN_EMAIL, password }),
  });

const roomIds = async (p: AppProcess): Promise<string[]> =>
  ((await (await fetch(`${p.baseUrl}/api/rooms/get`)).json()) as { _id: string }[]).map((r) => r._id);

describe.skipIf(!url)('two app processes on one PostgreSQL with images in S3', () => {
  let s3: LocalS3;
  let db: { url: string; drop: () => Promise<void> };
  let a: AppProcess;
  let b: AppProcess;
  let token: string;

  beforeAll(async () => {
    s3 = await startLocalS3();
    db = await createScratchDatabase(url!, 'twoproc');
    const env = {
      NODE_ENV: 'test',
      DATABASE_URL: db.url,
      JWT_SECRET: randomUUID() + randomUUID(),
      SEED_DEMO: 'true',
      CLIENT_DIST: '/nonexistent',
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      AUTH_RATE_LIMIT: '10',
      TRUSTED_PROXIES: 'loopback',
      ...s3.env,
      UPLOADS_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'two-processes-')),
    };
    // Started together on an empty database: migrations, the first admin and the demo content happen once (the startup lock).
    [a, b] = await Promise.all([
      startAppProcess({ port: await freePort(), env }),
      startAppProcess({ port: await freePort(), env }),
    ]);
    const res = await login(a, ADMIN_PASSWORD, '10.0.0.1');
    expect(res.status).toBe(200);
    token = ((await res.json()) as { data: { token: string } }).data.token;
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.drop();
    await s3?.close();
  });

  it('when both started on an empty database, then the demo content was added once', async () => {
    expect(await roomIds(a)).toHaveLength(DEMO_ROOMS);
    expect(await roomIds(b)).toHaveLength(DEMO_ROOMS);
  });

  it('when a room with two photos is created through A, then B lists it within 1 s and serves its photos from the bucket; a delete through B removes the objects and A stops listing it within 1 s', async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries(ROOM.fields)) form.append(k, v);
    form.append(ROOM.images, new Blob([fs.readFileSync(fixture('photo.jpg'))], { type: 'image/jpeg' }), 'photo.jpg');
    form.append(ROOM.images, new Blob([fs.readFileSync(fixture('photo.png'))], { type: 'image/png' }), 'photo.png');
    const created = await fetch(`${a.baseUrl}${ROOM.base}/create`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    expect(created.status).toBe(201);
    const room = ((await created.json()) as { data: { _id: string; photos: string[] } }).data;
    expect(room.photos).toHaveLength(2);

    await within(1_000, async () => (await roomIds(b)).includes(room._id));
    const stored = room.photos.flatMap(storedPathsOf); // each photo: its JPEG fallback and WebP widths
    expect(await s3.listKeys()).toEqual(expect.arrayContaining(stored));
    for (const key of stored) {
      const img = await fetch(`${b.baseUrl}/${key}`);
      expect(img.status, key).toBe(200);
      expect(img.headers.get('content-type'), key).toBe(key.endsWith('.webp') ? 'image/webp' : 'image/jpeg');
      const object = await s3.client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
      expect(
        Buffer.from(await img.arrayBuffer()).equals(Buffer.from(await object.Body!.transformToByteArray())),
        key,
      ).toBe(true);
    }

    const removed = await fetch(`${b.baseUrl}${ROOM.base}/delete/${room._id}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(removed.status).toBe(200);
    expect((await s3.listKeys()).filter((k) => stored.includes(k))).toEqual([]);
    await within(1_000, async () => !(await roomIds(a)).includes(room._id));
    expect((await fetch(`${a.baseUrl}/${room.photos[0]}`)).status).toBe(404);
  });

  it('when 11 failed logins from one address alternate between A and B, then the 11th is refused with 429: one budget for both', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await login(i % 2 ? b : a, 'Wrong-password-1', '10.0.0.2')).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
    // Another address still has its own budget.
    expect((await login(b, 'Wrong-password-1', '10.0.0.3')).status).toBe(401);
  });
});
