import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { VARIANT_WIDTHS, storedPathsOf, variantPath } from '@pachmarhi/common/image-variants';
import { imageFiles } from '../src/platform/storage/image-variants';
import { convertStoredImages } from '../src/modules/images/images.module';
import { createImageStore } from '../src/platform/storage/create-image-store';
import { SEED_IMAGES_DIR } from '../src/paths';
import { bearer, makeTestApp, type TestApp } from './support/test-app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** A 300×200 JPEG shot 'sideways' (EXIF orientation 6: shown rotated 90°) with a camera make and GPS position. */
const phonePhoto = () =>
  sharp({ create: { width: 300, height: 200, channels: 3, background: '#3a7d44' } })
    .jpeg()
    .withMetadata({
      orientation: 6,
      exif: {
        IFD0: { Make: 'PhoneMaker' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '22/1 28/1 3/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '78/1 26/1 4/1',
        },
      },
    })
    .toBuffer();

const fileOf = (uploadsDir: string, stored: string) => path.join(uploadsDir, stored.slice('uploads/'.length));

describe('image variants', () => {
  it('when a phone photo with EXIF orientation and GPS is processed, then every file is upright, without metadata, and the WebP widths never exceed the original', async () => {
    const input = await phonePhoto();
    const before = await sharp(input).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.toString('latin1')).toContain('PhoneMaker');
    const files = await imageFiles(input, 'uploads/rooms/abc');
    // The fallback is named with its upright size.
    expect(files.map((f) => f.path)).toEqual([
      'uploads/rooms/abc-200x300-full.jpg',
      'uploads/rooms/abc-400.webp',
      'uploads/rooms/abc-800.webp',
      'uploads/rooms/abc-1600.webp',
    ]);
    for (const f of files) {
      const m = await sharp(f.bytes).metadata();
      expect(m.format).toBe(f.contentType === 'image/jpeg' ? 'jpeg' : 'webp');
      expect(m.exif, f.path).toBeUndefined(); // no camera, no GPS
      expect(m.orientation ?? 1).toBe(1);
      expect([m.width, m.height], f.path).toEqual([200, 300]); // turned upright; 200 px wide: never enlarged
    }
  });

  it('when a wide photo is processed, then the variants are 400, 800 and 1600 px wide and the fallback at most 1600', async () => {
    const wide = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
    const files = await imageFiles(wide, 'uploads/tours/w');
    const widths = await Promise.all(files.map(async (f) => (await sharp(f.bytes).metadata()).width));
    expect(widths).toEqual([1600, ...VARIANT_WIDTHS]);
    expect(files[0].path).toBe('uploads/tours/w-1600x800-full.jpg');
  });

  it('when a card shows a demo photo, then its 400 px variant weighs at most 60 KB', async () => {
    for (const name of fs.readdirSync(SEED_IMAGES_DIR).filter((f) => /\.(jpe?g|png|webp)$/i.test(f))) {
      const files = await imageFiles(path.join(SEED_IMAGES_DIR, name), 'uploads/rooms/seed');
      const card = files.find((f) => f.path.endsWith('-400.webp'))!;
      expect(card.bytes.length, name).toBeLessThanOrEqual(60 * 1024);
    }
  });

  it('when a room is created with a phone photo, then the stored files have no GPS; a later failure in the request leaves none; deleting removes every variant', async () => {
    t = await makeTestApp({ MAX_UPLOAD_MB: '2' });
    const photo = await phonePhoto();
    const post = (fields: Record<string, string>) => {
      const req = request(t!.app).post('/api/rooms/create').set(bearer(t!.adminToken));
      for (const [k, v] of Object.entries(fields)) req.field(k, v);
      return req.attach('photos', photo, 'phone.jpg');
    };
    const bad = await post({ name: 'Pine Room', price: 'abc', description: 'Cosy' });
    expect(bad.status).toBe(400);
    expect(t.files('rooms')).toEqual([]);

    const res = await post({ name: 'Pine Room', price: '2000', description: 'Cosy' });
    expect(res.status).toBe(201);
    const [stored] = res.body.data.photos as string[];
    expect(t.files('rooms').sort()).toEqual(
      storedPathsOf(stored)
        .map((p) => path.basename(p))
        .sort(),
    );
    const served = await request(t.app).get(`/${stored}`).buffer(true);
    expect((await sharp(served.body as Buffer).metadata()).exif).toBeUndefined();
    expect((await request(t.app).get(`/${variantPath(stored, 800)}`)).headers['content-type']).toMatch(/^image\/webp/);
    expect(fs.existsSync(fileOf(t.uploadsDir, variantPath(stored, 1600)))).toBe(true);

    expect(
      (await request(t.app).delete(`/api/rooms/delete/${res.body.data._id}`).set(bearer(t.adminToken))).status,
    ).toBe(200);
    expect(t.files('rooms')).toEqual([]);
  });

  it('when a file passes as an image by its first bytes but cannot be decoded, then 400 and nothing is stored', async () => {
    t = await makeTestApp();
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
    const req = request(t.app).post('/api/rooms/create').set(bearer(t.adminToken));
    for (const [k, v] of Object.entries({ name: 'Pine Room', price: '2000', description: 'Cosy' })) req.field(k, v);
    const res = await req.attach('photos', broken, 'broken.jpg');
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/could not be read|Only image files/);
    expect(t.files('rooms')).toEqual([]);
  });

  it('when images:variants runs over an upload from before (original bytes, GPS kept), then the record points at a clean fallback with variants and the old file is gone; a second run changes nothing', async () => {
    t = await makeTestApp({ MAX_UPLOAD_MB: '2' });
    const store = createImageStore(t.config);
    const res = await request(t.app)
      .post('/api/rooms/create')
      .set(bearer(t.adminToken))
      .field('name', 'Old Room')
      .field('price', '1500')
      .field('description', 'From before');
    expect(res.status).toBe(201);
    const old = 'uploads/rooms/0b3c2a1e-old.jpg';
    await store.put(old, await phonePhoto(), 'image/jpeg');
    await t.db.execute(sql`update rooms set photos = ${JSON.stringify([old, 'https://cdn.example/x.jpg'])}::jsonb`);

    const first = await convertStoredImages(t.database, store);
    expect(first).toMatchObject({ converted: 1, current: 0, skipped: ['https://cdn.example/x.jpg'] });
    const [room] = (await request(t.app).get('/api/rooms/get')).body as { photos: string[] }[];
    const [fallback, external] = room.photos;
    expect(fallback).toMatch(/^uploads\/rooms\/[0-9a-f-]{36}-200x300-full\.jpg$/);
    expect(external).toBe('https://cdn.example/x.jpg');
    expect(await store.get(old)).toBeNull();
    for (const p of storedPathsOf(fallback)) expect(await store.get(p), p).not.toBeNull();
    expect((await sharp((await store.get(fallback))!).metadata()).exif).toBeUndefined();

    const again = await convertStoredImages(t.database, store);
    expect(again).toMatchObject({ converted: 0, current: 1 });
    expect(((await request(t.app).get('/api/rooms/get')).body as { photos: string[] }[])[0].photos).toEqual(
      room.photos,
    );
  });

  it('when images:variants runs over a processed image named without its size (from before sizes were in names), then it is remade with its size and the old fallback and variants are gone', async () => {
    t = await makeTestApp({ MAX_UPLOAD_MB: '2' });
    const store = createImageStore(t.config);
    const res = await request(t.app)
      .post('/api/rooms/create')
      .set(bearer(t.adminToken))
      .field('name', 'Sized Later')
      .field('price', '1500')
      .field('description', 'Variants without a size');
    expect(res.status).toBe(201);
    const old = 'uploads/rooms/5f0c2a1e-9d7b-4c1e-8a2b-3c4d5e6f7a8b-full.jpg';
    const oldFiles = ['-full.jpg', '-400.webp', '-800.webp', '-1600.webp'].map((s) => old.replace('-full.jpg', s));
    for (const f of oldFiles) await store.put(f, await phonePhoto(), 'image/jpeg');
    await t.db.execute(sql`update rooms set photos = ${JSON.stringify([old])}::jsonb`);

    expect(await convertStoredImages(t.database, store)).toMatchObject({ converted: 1, current: 0 });
    const [room] = (await request(t.app).get('/api/rooms/get')).body as { photos: string[] }[];
    expect(room.photos[0]).toMatch(/^uploads\/rooms\/[0-9a-f-]{36}-200x300-full\.jpg$/);
    for (const f of oldFiles) expect(await store.get(f), f).toBeNull();
  });
});
