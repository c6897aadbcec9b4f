import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { bearer, fixture, makeTestApp, type TestApp } from './support/test-app';
import { createdItem, KINDS, postItem } from './support/inventory-kinds';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

describe.each(KINDS)('$name inventory refusals', (kind) => {
  it("when existingImages names another record's file, then 400 and nothing changes", async () => {
    const { _id: id, [kind.images]: firstImages } = await createdItem(t, kind);
    const req = request(t.app).put(`${kind.base}/update/${id}`).set(bearer(t.adminToken));
    for (const [k, v] of Object.entries(kind.fields)) req.field(k, v);
    const res = await req.field('existingImages', JSON.stringify(['uploads/rooms/../../etc/passwd']));
    expect(res.status).toBe(400);
    expect(kind.one((await request(t.app).get(`${kind.base}/get/${id}`)).body)[kind.images]).toEqual(firstImages);
  });

  it('when required fields are missing, then 400 with each message and no file kept', async () => {
    const before = t.files(kind.dir).length;
    const res = await postItem(t, kind, { price: 'abc' }, ['photo.jpg']);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.errors.price).toBe('Price must be a number');
    if (kind.name === 'room')
      expect(res.body.errors).toMatchObject({ name: 'Room name is required', description: 'Description is required' });
    if (kind.name === 'vehicle')
      expect(res.body.errors).toMatchObject({
        name: 'Vehicle name is required',
        brand: 'Brand is required',
        model: 'Model is required',
      });
    if (kind.name === 'tour')
      expect(res.body.errors).toMatchObject({ title: 'Title is required', location: 'Location is required' });
    expect(t.files(kind.dir).length).toBe(before);
  });

  it('when six images are sent, then 400 with docs/product.md text and no file left behind', async () => {
    const before = t.files(kind.dir).length;
    const res = await postItem(t, kind, kind.fields, Array(6).fill('photo.jpg'));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('You can only upload up to 5 images');
    expect(t.files(kind.dir).length).toBe(before);
  });

  it('when kept plus new images exceed five, then 400 and the new files are removed', async () => {
    const { _id: id, [kind.images]: firstImages } = await createdItem(t, kind);
    const before = t.files(kind.dir).length;
    const req = request(t.app).put(`${kind.base}/update/${id}`).set(bearer(t.adminToken));
    for (const [k, v] of Object.entries(kind.fields)) req.field(k, v);
    req.field('existingImages', JSON.stringify(firstImages));
    for (let i = 0; i < 4; i++) req.attach(kind.images, fixture('photo.jpg'));
    const res = await req;
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('You can only upload up to 5 images');
    expect(t.files(kind.dir).length).toBe(before);
  });

  it('when a text file is renamed .jpg, then 400 and nothing is stored', async () => {
    const before = t.files(kind.dir).length;
    const res = await postItem(t, kind, kind.fields, ['photo.jpg', 'not-an-image.jpg']);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/Only image files/);
    expect(t.files(kind.dir).length).toBe(before);
  });

  it('when a file is over the size limit, then 413 and no file is left behind', async () => {
    const before = t.files(kind.dir).length;
    const res = await postItem(t, kind, kind.fields, ['photo.jpg', 'large.jpg']);
    expect(res.status).toBe(413);
    expect(t.files(kind.dir).length).toBe(before);
  });

  it('when a JSON field is malformed, then 400 naming it', async () => {
    const field = Object.keys(kind.fields).find((k) => kind.fields[k as keyof typeof kind.fields].startsWith('['))!;
    const res = await postItem(t, kind, { ...kind.fields, [field]: '[oops' }, []);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(`${field} must be valid JSON`);
  });
});
