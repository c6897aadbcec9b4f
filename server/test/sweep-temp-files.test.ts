import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { storedPathsOf } from '@pachmarhi/common/image-variants';
import { removeUnreferencedImages, sweepTempUploads, tempUploadName } from '../src/platform/storage/sweep-temp-files';
import { createImageStore } from '../src/platform/storage/create-image-store';
import { processStartTime } from '../src/platform/process-start';
import { freePort, startAppProcess, type AppProcess } from './support/app-process';
import { fixture } from './support/test-app';

const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'pachmarhi-sweep-'));
afterAll(() => fs.rmSync(uploads, { recursive: true, force: true }));
const HOUR = 3_600_000;

/** Write a file under `root` and set its modification time `ageMs` in the past. */
function file(rel: string, ageMs: number, root = uploads): string {
  const full = path.join(root, rel);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, 'partial upload');
  const t = new Date(Date.now() - ageMs);
  fs.utimesSync(full, t, t);
  return full;
}

/** A process that has exited, with the pid and start time it had. */
async function exitedProcess(): Promise<{ pid: number; startedAt: number }> {
  const child = spawn('sleep', ['5'], { stdio: 'ignore' });
  await new Promise((r) => child.once('spawn', r));
  const startedAt = processStartTime(child.pid!)!;
  child.kill('SIGKILL');
  await new Promise((r) => child.once('exit', r));
  return { pid: child.pid!, startedAt };
}

describe('stale temporary upload files', () => {
  it('when a process receiving uploads was killed (kill -9), then its .part files go at the next start whatever their age; a live process’s stay', async () => {
    const dead = await exitedProcess();
    const mine = tempUploadName();
    const host = mine.split('-')[0];
    const deadPart = file(`.tmp/${host}-${dead.pid}-${dead.startedAt}-${randomUUID()}.part`, 1000);
    // Our own pid with another start time: an earlier process whose pid this one got.
    const reusedPid = file(`.tmp/${host}-${process.pid}-${dead.startedAt - 60_000}-${randomUUID()}.part`, 1000);
    const livePart = file(`.tmp/${mine}`, 2 * HOUR);
    const otherMachine = file(`.tmp/0000beef-${dead.pid}-${dead.startedAt}-${randomUUID()}.part`, 60_000);
    const removed = await sweepTempUploads(uploads);
    expect(removed.sort()).toEqual([path.relative(uploads, deadPart), path.relative(uploads, reusedPid)].sort());
    for (const f of [livePart, otherMachine]) expect(fs.existsSync(f)).toBe(true); // another machine's: by age only
    for (const f of [livePart, otherMachine]) fs.rmSync(f);
  });

  it('when older versions left <uuid>.part files, then those older than an hour are deleted at start and nothing else', async () => {
    const oldParts = [file(`rooms/${randomUUID()}.part`, 2 * HOUR), file(`gallery/${randomUUID()}.part`, 25 * HOUR)];
    const freshPart = file(`cars/${randomUUID()}.part`, 60_000); // an upload in progress
    const keep = [
      file(`rooms/${randomUUID()}.jpg`, 48 * HOUR), // a stored image
      file('rooms/notes.part', 48 * HOUR), // not one of multer's names
      file('.gitkeep', 48 * HOUR),
    ];
    expect(await sweepTempUploads(uploads)).toHaveLength(2);
    for (const f of oldParts) expect(fs.existsSync(f)).toBe(false);
    for (const f of [freshPart, ...keep]) expect(fs.existsSync(f)).toBe(true);
  });

  it('when the uploads folder does not exist, then nothing happens', async () => {
    expect(await sweepTempUploads(path.join(uploads, 'missing'))).toEqual([]);
  });
});

describe('stored images no record refers to', () => {
  const root = fs.mkdtempSync(path.join(uploads, 'store-'));
  const store = createImageStore({ uploadsDir: root, storage: { driver: 'disk' } });
  /** An uploaded image's files (fallback and variants) stored `ageMs` ago. @returns the fallback's path */
  const image = (kind: string, ageMs: number): string => {
    const fallback = `uploads/${kind}/${randomUUID()}-full.jpg`;
    for (const p of storedPathsOf(fallback)) file(p.slice('uploads/'.length), ageMs, root);
    return fallback;
  };
  const exists = (p: string) => fs.existsSync(path.join(root, p.slice('uploads/'.length)));

  it('when kill -9 left image variants that belong to no record, then the reconcile removes exactly those and never a referenced file', async () => {
    const room = image('rooms', HOUR);
    const gallery = image('gallery', HOUR);
    const legacy = `uploads/cars/${randomUUID()}.png`; // before variants
    file(legacy.slice('uploads/'.length), HOUR, root);
    const viaDiskPrefix = image('tours', HOUR); // referenced with a disk prefix and backslashes
    const orphanA = image('rooms', HOUR);
    const orphanB = image('gallery', HOUR);
    const handPlaced = file('rooms/logo.png', HOUR, root);
    const newer = image('rooms', 0); // stored after this process began to take uploads: its own (or a live server's)
    const referenced = [
      room,
      gallery,
      legacy,
      `C:\\site\\${viaDiskPrefix.replace(/\//g, '\\')}`,
      'https://cdn.example/x.jpg',
    ];

    const removed = await removeUnreferencedImages(store, referenced, Date.now() - 60_000);
    expect(removed.sort()).toEqual([...storedPathsOf(orphanA), ...storedPathsOf(orphanB)].sort());
    expect(removed).toHaveLength(8);
    for (const p of [
      ...storedPathsOf(room),
      ...storedPathsOf(gallery),
      legacy,
      ...storedPathsOf(viaDiskPrefix),
      ...storedPathsOf(newer),
    ])
      expect(exists(p)).toBe(true);
    for (const p of removed) expect(exists(p)).toBe(false);
    expect(fs.existsSync(handPlaced)).toBe(true);
  });

  it('when the database refers to no image at all while the store holds some (a database that does not go with it), then nothing is removed', async () => {
    const stored = image('rooms', HOUR);
    expect(await removeUnreferencedImages(store, [], Date.now())).toEqual([]);
    expect(exists(stored)).toBe(true);
  });
});

describe('a server killed with kill -9 during an upload', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pachmarhi-killed-'));
  const uploadsDir = path.join(dir, 'uploads');
  const env = {
    PGLITE_DIR: path.join(dir, 'pglite'),
    UPLOADS_DIR: uploadsDir,
    CLIENT_DIST: '/nonexistent',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'info',
    JWT_SECRET: randomUUID() + randomUUID(),
    ADMIN_EMAIL: 'owner@test.in',
    ADMIN_PASSWORD: 'Forsyth#Point26',
    // Not this test's concern: the job runner's first start (its tables, on the one embedded
    // connection) held the owner's sign-in past its deadline on a loaded CI machine.
    MESSAGES_SCHEDULE: 'false',
  };
  const children: AppProcess[] = [];
  afterAll(async () => {
    await Promise.all(children.map((c) => c.stop()));
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const start = async () => {
    const p = await startAppProcess({ port: await freePort(), env });
    children.push(p);
    return p;
  };
  const listFiles = (sub: string) =>
    fs.existsSync(path.join(uploadsDir, sub)) ? fs.readdirSync(path.join(uploadsDir, sub)) : [];

  it('when the server restarts, then the killed upload’s .part file and the image files no record refers to are removed and logged; the room’s images stay', async () => {
    const a = await start();
    const login = await fetch(`${a.baseUrl}/api/v1/users/login/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD, role: 1 }),
    });
    expect(login.status, await login.clone().text()).toBe(200);
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const form = new FormData();
    for (const [k, v] of Object.entries({ name: 'Pine Room', price: '2000', description: 'Cosy room' }))
      form.append(k, v);
    form.append('photos', new Blob([fs.readFileSync(fixture('photo.jpg'))], { type: 'image/jpeg' }), 'photo.jpg');
    const created = await fetch(`${a.baseUrl}/api/rooms/create`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    expect(created.status).toBe(201);
    const photo = ((await created.json()) as { data: { photos: string[] } }).data.photos[0];
    const kept = storedPathsOf(photo).map((p) => path.basename(p));
    expect(listFiles('rooms').sort()).toEqual([...kept].sort());

    // An upload under way: the file part has begun, the body never ends; then kill -9.
    const boundary = 'x-killed-upload';
    const upload = http.request(`${a.baseUrl}/api/rooms/create`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
    });
    upload.on('error', () => {});
    upload.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nCedar Room\r\n--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    );
    upload.write(fs.readFileSync(fixture('photo.jpg')));
    for (let i = 0; i < 100 && !listFiles('.tmp').length; i++) await new Promise((r) => setTimeout(r, 50));
    expect(listFiles('.tmp')).toHaveLength(1);
    process.kill(a.pid, 'SIGKILL');
    await a.stop();
    // What a kill between storing an upload's files and committing its record leaves: files of no record.
    const orphan = randomUUID();
    for (const name of kept)
      fs.copyFileSync(
        path.join(uploadsDir, 'rooms', name),
        path.join(uploadsDir, 'rooms', name.replace(/^[0-9a-f-]{36}/, orphan)),
      );
    expect(listFiles('rooms')).toHaveLength(8);

    const b = await start();
    for (let i = 0; i < 300 && !/no record refers to/.test(b.output()); i++)
      await new Promise((r) => setTimeout(r, 100));
    expect(listFiles('.tmp')).toEqual([]);
    expect(listFiles('rooms').sort()).toEqual([...kept].sort());
    expect((await fetch(`${b.baseUrl}/${photo}`)).status).toBe(200);
    expect(b.output()).toMatch(/removed 1 temporary file/);
    expect(b.output()).toMatch(/removed 4 stored image file\(s\) that no record refers to/);
  }, 120_000);
});
