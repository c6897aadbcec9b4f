import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { bearer, makeTestApp, type TestApp } from './support/test-app';
import { uploadGalleryImage } from './support/records';
import { contractCoverage } from './support/contract-hook';

// A fresh database per case: these cases assert whole lists and counts.
let t: TestApp;
beforeEach(async () => {
  t = await makeTestApp();
});
afterEach(() => t.close());

/** Upload an image that must be accepted. @returns its record */
async function uploaded(fields: Record<string, string> = {}, file = 'photo.jpg') {
  const res = await uploadGalleryImage(t, fields, file);
  expect(res.status).toBe(201);
  return res.body.data;
}

describe('gallery', () => {
  it('when an admin uploads an image with its fields, then 201 with the record, tags normalised', async () => {
    const res = await uploadGalleryImage(t, {
      description: 'Monsoon at Bee Falls',
      tags: 'falls, , monsoon ',
      featured: 'true',
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      title: 'Bee Falls',
      category: 'Waterfall',
      altText: 'Water falling over rocks',
      description: 'Monsoon at Bee Falls',
      tags: 'falls, monsoon',
      featured: true,
    });
    expect(res.body.data.imageUrl).toMatch(/^uploads\/gallery\/[0-9a-f-]{36}-\d+x\d+-full\.jpg$/);
    expect(res.body.data.uploadDate).toMatch(/Z$/);
    expect(t.files('gallery')).toHaveLength(4); // the JPEG and its three WebP widths
  });

  it('when listed publicly, then newest first and filterable by category', async () => {
    await uploaded();
    await uploadGalleryImage(
      t,
      { title: 'Dhoopgarh sunset', category: 'Sunset', altText: 'Sun setting over hills' },
      'photo.png',
    );
    const all = (await request(t.app).get('/api/gallery/public').expect(200)).body;
    expect(all.success).toBe(true);
    expect(all.data.map((g: { title: string }) => g.title)).toEqual(['Dhoopgarh sunset', 'Bee Falls']);
    const falls = (await request(t.app).get('/api/gallery/public?category=Waterfall')).body.data;
    expect(falls).toHaveLength(1);
    expect((await request(t.app).get('/api/gallery/get?category=All')).body.data).toHaveLength(2);
    expect((await request(t.app).get('/api/gallery/public?category=Beach')).status).toBe(400);
  });

  it('when an admin searches, then case-insensitive matches on title, tags or description', async () => {
    const id = (await uploaded({ description: 'Monsoon at Bee Falls' }))._id;
    await uploaded({ title: 'Dhoopgarh sunset', category: 'Sunset', altText: 'Sun setting over hills' });
    const res = await request(t.app).get('/api/gallery/admin?search=MONSOON').set(bearer(t.adminToken));
    expect(res.body.data.map((g: { _id: string }) => g._id)).toEqual([id]);
    const pct = await request(t.app).get('/api/gallery/admin?search=%25').set(bearer(t.adminToken));
    expect(pct.body.data).toHaveLength(0);
  });

  it('when fields or the image are missing, then 400 with the messages and no file kept', async () => {
    const before = t.files('gallery').length;
    const res = await request(t.app).post('/api/gallery/admin/upload').set(bearer(t.adminToken)).field('title', '');
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      title: 'Title is required',
      category: 'Category is required',
      altText: 'Alt text is required',
    });
    const noImage = await request(t.app)
      .post('/api/gallery/admin/upload')
      .set(bearer(t.adminToken))
      .field('title', 'x')
      .field('category', 'Nature')
      .field('altText', 'x');
    expect(noImage.status).toBe(400);
    expect(noImage.body.message).toBe('Image is required');
    const textFile = await uploadGalleryImage(t, {}, 'not-an-image.jpg');
    expect(textFile.status).toBe(400);
    const big = await uploadGalleryImage(t, {}, 'large.jpg');
    expect(big.status).toBe(413);
    expect(t.files('gallery').length).toBe(before);
  });

  it('when deleted, then gone from the list and its file removed; again, then 404', async () => {
    const id = (await uploaded())._id;
    await uploaded({}, 'photo.png');
    const res = await request(t.app).delete(`/api/gallery/admin/${id}`).set(bearer(t.adminToken));
    expect(res.body).toEqual({ success: true, message: 'Image deleted successfully' });
    expect(t.files('gallery')).toHaveLength(4); // the other image's JPEG and variants
    const list = (await request(t.app).get('/api/gallery/public')).body.data;
    expect(list.map((g: { _id: string }) => g._id)).not.toContain(id);
    expect((await request(t.app).delete(`/api/gallery/admin/${id}`).set(bearer(t.adminToken))).status).toBe(404);
  });
});

contractCoverage([
  'GET /api/gallery/public',
  'GET /api/gallery/get',
  'GET /api/gallery/admin',
  'POST /api/gallery/admin/upload',
  'DELETE /api/gallery/admin/{id}',
]);
