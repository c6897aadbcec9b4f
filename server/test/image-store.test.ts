import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { storedPathsOf, variantPath } from '@pachmarhi/common/image-variants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../src/config';
import { createImageStore } from '../src/platform/storage/create-image-store';
import type { ImageStore } from '../src/platform/storage/image-store';
import { startLocalS3, type LocalS3 } from './support/s3-server';
import { bearer, fixture, makeTestApp, type TestApp } from './support/test-app';

let s3: LocalS3;
const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pachmarhi-store-'));
  dirs.push(dir);
  return dir;
};
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(async () => {
  await s3.close();
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

/** The store as the app mounts it: /uploads, anything it does not answer is a 404. */
const served = (store: ImageStore) => express().use('/uploads', store.serve, (_req, res) => void res.sendStatus(404));
const jpeg = fs.readFileSync(fixture('photo.jpg'));
const png = fs.readFileSync(fixture('photo.png'));

const drivers: Array<[string, () => ImageStore]> = [
  ['disk', () => createImageStore(readConfig({ UPLOADS_DIR: tempDir() }))],
  ['s3', () => createImageStore(readConfig({ ...s3.env, UPLOADS_DIR: tempDir() }))],
];

describe.each(drivers)('the %s image store', (driver, make) => {
  let store: ImageStore;
  beforeAll(() => {
    store = make();
    expect(store.driver).toBe(driver);
  });

  it('when an image is put from a file and one from bytes, then both are served with their type, ETag and immutable caching', async () => {
    await store.put(`uploads/rooms/${driver}-a.jpg`, fixture('photo.jpg'), 'image/jpeg');
    await store.put(`uploads/gallery/${driver}-b.png`, png, 'image/png');
    expect(fs.existsSync(fixture('photo.jpg'))).toBe(true); // the source file stays

    const a = await request(served(store)).get(`/uploads/rooms/${driver}-a.jpg`).buffer(true);
    expect(a.status).toBe(200);
    expect(a.headers['content-type']).toMatch(/^image\/jpeg/);
    expect(a.headers['cache-control']).toMatch(/immutable/);
    expect(Buffer.compare(a.body as Buffer, jpeg)).toBe(0);
    const b = await request(served(store)).get(`/uploads/gallery/${driver}-b.png`).buffer(true);
    expect(b.headers['content-type']).toMatch(/^image\/png/);
    expect(Buffer.compare(b.body as Buffer, png)).toBe(0);

    expect(a.headers.etag).toBeTruthy();
    const again = await request(served(store))
      .get(`/uploads/rooms/${driver}-a.jpg`)
      .set('If-None-Match', a.headers.etag);
    expect(again.status).toBe(304);
    const head = await request(served(store)).head(`/uploads/rooms/${driver}-a.jpg`);
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toMatch(/^image\/jpeg/);
  });

  it('when removed, then 404; removing unknown keys or foreign paths does not throw', async () => {
    await store.put(`uploads/cars/${driver}-c.jpg`, jpeg, 'image/jpeg');
    expect((await request(served(store)).get(`/uploads/cars/${driver}-c.jpg`)).status).toBe(200);
    await store.remove([
      `uploads/cars/${driver}-c.jpg`,
      'uploads/cars/never-stored.jpg',
      '../../etc/passwd',
      'uploads/../x',
      '',
    ]);
    expect((await request(served(store)).get(`/uploads/cars/${driver}-c.jpg`)).status).toBe(404);
  });

  it('when a missing, hidden or escaping path is asked for, then 404', async () => {
    for (const url of [
      '/uploads/rooms/missing.jpg',
      '/uploads/.tmp/x.part',
      '/uploads/rooms/..%2f..%2fetc%2fpasswd',
      '/uploads/%E0%A4%A',
    ]) {
      expect((await request(served(store)).get(url)).status, url).toBe(404);
    }
  });

  it('when a key is not an image key, then put throws and stores nothing', async () => {
    for (const key of ['rooms/x.jpg', 'uploads/../x.jpg', 'uploads/.tmp/x.jpg', 'uploads/']) {
      await expect(store.put(key, jpeg, 'image/jpeg'), key).rejects.toThrow(/Not an image key/);
    }
  });
});

describe('the s3 store with a public base URL (CDN)', () => {
  it('when an image is asked for, then a redirect to the CDN, and the CSP lets pages load images from it', async () => {
    const store = createImageStore(readConfig({ ...s3.env, S3_PUBLIC_URL: 'https://cdn.example.com/site/' }));
    expect(store.publicOrigin).toBe('https://cdn.example.com');
    const res = await request(served(store)).get('/uploads/rooms/a.jpg');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('https://cdn.example.com/site/uploads/rooms/a.jpg');

    const t = await makeTestApp({ ...s3.env, S3_PUBLIC_URL: 'https://cdn.example.com/site' });
    try {
      const csp = (await request(t.app).get('/api/health')).headers['content-security-policy'];
      expect(csp).toMatch(/img-src 'self' data: blob: https:\/\/cdn\.example\.com/);
    } finally {
      await t.close();
    }
  });
});

describe('storage configuration', () => {
  it('when nothing is set, then disk; s3 needs a bucket and both keys or neither; path-style follows the endpoint', () => {
    expect(readConfig({}).storage).toEqual({ driver: 'disk' });
    expect(() => readConfig({ STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET/);
    expect(() => readConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toThrow(
      /S3_ACCESS_KEY_ID/,
    );
    expect(() => readConfig({ STORAGE_DRIVER: 'ftp' })).toThrow(/STORAGE_DRIVER/);
    expect(() => readConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'b', S3_PUBLIC_URL: 'cdn.example.com' })).toThrow(
      /S3_PUBLIC_URL/,
    );
    expect(readConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'b' }).storage).toEqual({
      driver: 's3',
      bucket: 'b',
      region: 'us-east-1',
      forcePathStyle: false,
      endpoint: undefined,
      credentials: undefined,
      publicUrl: undefined,
    });
    expect(
      readConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'b', S3_ENDPOINT: 'http://minio:9000' }).storage,
    ).toMatchObject({ forcePathStyle: true });
    expect(
      readConfig({
        STORAGE_DRIVER: 's3',
        S3_BUCKET: 'b',
        S3_ENDPOINT: 'http://minio:9000',
        S3_FORCE_PATH_STYLE: 'false',
      }).storage,
    ).toMatchObject({ forcePathStyle: false });
  });
});

describe('the API with STORAGE_DRIVER=s3', () => {
  let t: TestApp;
  let bucket: LocalS3; // its own server: the bucket starts empty
  beforeAll(async () => {
    bucket = await startLocalS3();
    t = await makeTestApp(bucket.env);
  });
  afterAll(async () => {
    await t.close();
    await bucket.close();
  });

  const postRoom = (fields: Record<string, string>, files: string[]) => {
    const req = request(t.app).post('/api/rooms/create').set(bearer(t.adminToken));
    for (const [k, v] of Object.entries(fields)) req.field(k, v);
    for (const f of files) req.attach('photos', fixture(f));
    return req;
  };

  it('when a request fails after its images were stored, then no object is left in the bucket', async () => {
    const invalid = await postRoom({ price: 'abc' }, ['photo.jpg', 'photo.png']);
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors.price).toBe('Price must be a number');
    const notAnImage = await postRoom({ name: 'Pine Room', price: '2000', description: 'Cosy' }, [
      'photo.jpg',
      'not-an-image.jpg',
    ]);
    expect(notAnImage.status).toBe(400);
    const tooLarge = await postRoom({ name: 'Pine Room', price: '2000', description: 'Cosy' }, [
      'photo.jpg',
      'large.jpg',
    ]);
    expect(tooLarge.status).toBe(413);
    expect(await bucket.listKeys()).toEqual([]);
  });

  it('when a room is created with two images, then they are objects served at /uploads/…, and deleting the room removes them', async () => {
    const res = await postRoom({ name: 'Pine Room', price: '2000', description: 'Cosy' }, ['photo.jpg', 'photo.png']);
    expect(res.status).toBe(201);
    const { _id: id, photos } = res.body.data as { _id: string; photos: string[] };
    for (const p of photos) expect(p).toMatch(/^uploads\/rooms\/[0-9a-f-]{36}-\d+x\d+-full\.jpg$/);
    expect(await bucket.listKeys()).toEqual(photos.flatMap(storedPathsOf).sort());

    const [jpg, pngPath] = photos;
    const a = await request(t.app).get(`/${jpg}`).buffer(true);
    expect(a.status).toBe(200);
    expect(a.headers['content-type']).toMatch(/^image\/jpeg/);
    expect((a.body as Buffer).subarray(0, 3)).toEqual(jpeg.subarray(0, 3)); // re-encoded: a JPEG, not the same bytes
    const b = await request(t.app).get(`/${pngPath}`).buffer(true);
    expect(b.headers['content-type']).toMatch(/^image\/jpeg/); // the PNG's fallback is a JPEG
    expect(png.length).toBeGreaterThan(0);
    const webp = await request(t.app)
      .get(`/${variantPath(jpg, 400)}`)
      .buffer(true);
    expect(webp.headers['content-type']).toMatch(/^image\/webp/);
    expect((await request(t.app).get('/uploads/rooms/missing.jpg')).body).toEqual({
      success: false,
      message: 'Not found',
    });

    // An update that drops one image deletes its object.
    const upd = request(t.app).put(`/api/rooms/update/${id}`).set(bearer(t.adminToken));
    for (const [k, v] of Object.entries({ name: 'Pine Room', price: '2000', description: 'Cosy' })) upd.field(k, v);
    expect((await upd.field('existingImages', JSON.stringify([jpg]))).status).toBe(200);
    expect(await bucket.listKeys()).toEqual(storedPathsOf(jpg).sort());

    expect((await request(t.app).delete(`/api/rooms/delete/${id}`).set(bearer(t.adminToken))).status).toBe(200);
    expect(await bucket.listKeys()).toEqual([]);
    expect((await request(t.app).get(`/${jpg}`)).status).toBe(404);
  });

  it('when a gallery image is uploaded and deleted, then its object comes and goes', async () => {
    const req = request(t.app).post('/api/gallery/admin/upload').set(bearer(t.adminToken));
    for (const [k, v] of Object.entries({ title: 'Bee Falls', category: 'Waterfall', altText: 'Water over rocks' }))
      req.field(k, v);
    const res = await req.attach('image', fixture('photo.jpg'));
    expect(res.status).toBe(201);
    expect(await bucket.listKeys()).toEqual(storedPathsOf(res.body.data.imageUrl).sort());
    expect(
      (await request(t.app).delete(`/api/gallery/admin/${res.body.data._id}`).set(bearer(t.adminToken))).status,
    ).toBe(200);
    expect(await bucket.listKeys()).toEqual([]);
  });

  it('then nothing but the (empty) temporary folder was created under the uploads folder', () => {
    expect(fs.readdirSync(t.uploadsDir)).toEqual(['.tmp']);
    expect(fs.readdirSync(path.join(t.uploadsDir, '.tmp'))).toEqual([]);
  });
});
