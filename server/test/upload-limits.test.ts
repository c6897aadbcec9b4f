import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import fs from 'node:fs';
import { readConfig } from '../src/config';
import { bearer, fixture, makeTestApp, type TestApp } from './support/test-app';
import { pngHeaderOnly } from './support/png';
import { createRoom } from './support/records';
import { MAX_IMAGE_PIXELS, UNREADABLE_IMAGE_MESSAGE } from '../src/platform/http/upload-files';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ MAX_UPLOAD_MB: '2' });
});
afterAll(() => t.close());

const galleryUpload = (fields: Record<string, string>, image: Buffer) => {
  const req = request(t.app).post('/api/gallery/admin/upload').set(bearer(t.adminToken));
  for (const [k, v] of Object.entries(fields)) req.field(k, v);
  return req.attach('image', image, { filename: 'photo.png', contentType: 'image/png' });
};
const GALLERY_FIELDS = { title: 'Bee Falls', category: 'Waterfall', altText: 'Water falling over rocks' };

describe('image uploads: fields first, pixel limit from the header', () => {
  it('when a 16000×16000 PNG is uploaded, then 400 naming the 40-megapixel limit, without decoding it, and nothing is kept', async () => {
    expect(MAX_IMAGE_PIXELS).toBe(40_000_000);
    const before = t.files('gallery').length;
    const started = performance.now();
    const res = await galleryUpload(GALLERY_FIELDS, pngHeaderOnly(16000, 16000));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      'The image is too large: 16000 × 16000 pixels (256 megapixels); the limit is 40 megapixels',
    );
    expect(performance.now() - started).toBeLessThan(2000);
    expect(t.files('gallery').length).toBe(before);
    const hi = await galleryUpload(GALLERY_FIELDS, pngHeaderOnly(16000, 16000)).set('Accept-Language', 'hi');
    expect(hi.body.message).toBe('तस्वीर बहुत बड़ी है: 16000 × 16000 पिक्सेल (256 मेगापिक्सेल); सीमा 40 मेगापिक्सेल है');
    // Under the limit, the same damaged data is decoded and refused as unreadable.
    expect((await galleryUpload(GALLERY_FIELDS, pngHeaderOnly(4000, 4000))).body.message).toBe(
      UNREADABLE_IMAGE_MESSAGE,
    );
  });

  it('when a gallery form has no alt text, then 400 for the field before the image is decoded', async () => {
    const res = await galleryUpload({ title: 'Bee Falls', category: 'Waterfall' }, pngHeaderOnly(4000, 4000));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ altText: 'Alt text is required' });
  });

  it('when a room form misses its name, or an update names an unknown room, then 400 or 404 before the image is decoded', async () => {
    const created = await request(t.app)
      .post('/api/rooms/create')
      .set(bearer(t.adminToken))
      .field('price', '2000')
      .field('description', 'Cosy room')
      .attach('photos', pngHeaderOnly(4000, 4000), 'room.png');
    expect(created.status).toBe(400);
    expect(created.body.errors).toMatchObject({ name: 'Room name is required' });
    const unknown = await request(t.app)
      .put('/api/rooms/update/3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f')
      .set(bearer(t.adminToken))
      .field('name', '')
      .attach('photos', pngHeaderOnly(4000, 4000), 'room.png');
    expect(unknown.status).toBe(404);
    const room = await createRoom(t);
    const badUpdate = await request(t.app)
      .put(`/api/rooms/update/${room}`)
      .set(bearer(t.adminToken))
      .field('name', '')
      .field('price', '2000')
      .field('description', 'Cosy room')
      .attach('photos', pngHeaderOnly(4000, 4000), 'room.png');
    expect(badUpdate.status).toBe(400);
    expect(badUpdate.body.errors).toMatchObject({ name: 'Room name is required' });
  });
});

describe('upload limits: how many files and how large', () => {
  it('when two images are sent to the gallery in one upload, then 400 "Upload one image at a time" and nothing is kept', async () => {
    const before = t.files('gallery').length;
    const req = request(t.app).post('/api/gallery/admin/upload').set(bearer(t.adminToken));
    for (const [k, v] of Object.entries(GALLERY_FIELDS)) req.field(k, v);
    const res = await req
      .attach('image', fs.readFileSync(fixture('photo.jpg')), 'one.jpg')
      .attach('image', fs.readFileSync(fixture('photo.jpg')), 'two.jpg');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message: 'Upload one image at a time' });
    expect(t.files('gallery').length).toBe(before);
    expect(t.files('.tmp')).toEqual([]);
  });

  it('when a room form carries six photos, then 400 "You can only upload up to 5 images"', async () => {
    const req = request(t.app)
      .post('/api/rooms/create')
      .set(bearer(t.adminToken))
      .field('name', 'Pine Room')
      .field('price', '2000')
      .field('description', 'Cosy room');
    for (let i = 1; i <= 6; i++) req.attach('photos', fs.readFileSync(fixture('photo.jpg')), `photo-${i}.jpg`);
    const res = await req;
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('You can only upload up to 5 images');
  });

  it('when MAX_UPLOAD_MB is not set, then the limit is the documented 8 MB: a file of exactly 8 MiB gets past the size check, one byte more is 413', async () => {
    expect(readConfig({ NODE_ENV: 'test' }).maxUploadBytes).toBe(8 * 1024 * 1024);
    const app = await makeTestApp({ MAX_UPLOAD_MB: undefined });
    try {
      expect(app.config.maxUploadBytes).toBe(8_388_608);
      const upload = (bytes: number) => {
        const req = request(app.app).post('/api/gallery/admin/upload').set(bearer(app.adminToken));
        for (const [k, v] of Object.entries(GALLERY_FIELDS)) req.field(k, v);
        return req.attach('image', Buffer.alloc(bytes, 0x20), { filename: 'big.png', contentType: 'image/png' });
      };
      // Not an image at all, so past the size limit it is refused for what it is, not for its size.
      const atLimit = await upload(8_388_608);
      expect(atLimit.status).toBe(400);
      expect(atLimit.body.message).toBe('Only image files (JPEG, PNG, WebP, GIF or AVIF) are allowed');
      const over = await upload(8_388_609);
      expect(over.status).toBe(413);
      expect(over.body.message).toBe('Image is too large');
    } finally {
      await app.close();
    }
  });
});
