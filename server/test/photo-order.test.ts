import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { bearer, fixture, makeTestApp, type TestApp } from './support/test-app';
import { createdItem, KINDS } from './support/inventory-kinds';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
  t.setNow(new Date('2026-11-21T10:00:00+05:30'));
});
afterAll(() => t.close());

// Issue 25, point 5: the owner chooses the cover and reorders photos; the server stores that order.
describe.each(KINDS)('$name photo order', (kind) => {
  const update = (id: string, parts: Record<string, string>, files: string[] = []) => {
    const req = request(t.app).put(`${kind.base}/update/${id}`).set(bearer(t.adminToken));
    for (const [k, v] of Object.entries({ ...kind.fields, ...parts })) req.field(k, v);
    for (const f of files) req.attach(kind.images, fixture(f));
    return req;
  };

  it('when the owner makes a new photo the cover and moves a kept one last, then that order is stored, served and listed with the cover first', async () => {
    const {
      _id: id,
      [kind.images]: [a, b],
    } = await createdItem(t, kind);
    const res = await update(
      id,
      { existingImages: JSON.stringify([a, b]), imageOrder: JSON.stringify(['new:0', b, a]) },
      ['photo.png'],
    );
    expect(res.status).toBe(200);
    const saved: string[] = kind.saved(res.body)[kind.images];
    expect(saved).toHaveLength(3);
    expect(saved.slice(1)).toEqual([b, a]);
    expect([a, b]).not.toContain(saved[0]);
    const one = kind.one((await request(t.app).get(`${kind.base}/get/${id}`).expect(200)).body);
    expect(one[kind.images]).toEqual(saved);
    const listed = kind.list((await request(t.app).get(`${kind.base}/get`).expect(200)).body);
    expect(listed.find((r: { _id: string }) => r._id === id)[kind.images]).toEqual(saved);
  });

  it('when only kept photos are reordered, then no file changes and the new first photo is the cover', async () => {
    const {
      _id: id,
      [kind.images]: [a, b],
    } = await createdItem(t, kind);
    const before = t.files(kind.dir).length;
    const res = await update(id, { existingImages: JSON.stringify([a, b]), imageOrder: JSON.stringify([b, a]) });
    expect(res.status).toBe(200);
    expect(kind.saved(res.body)[kind.images]).toEqual([b, a]);
    expect(t.files(kind.dir)).toHaveLength(before);
  });

  it('when imageOrder leaves a photo out, repeats one or names a stranger, then 400 on imageOrder and nothing changes', async () => {
    const {
      _id: id,
      [kind.images]: [a, b],
    } = await createdItem(t, kind);
    for (const order of [[a], [a, a], [a, b, 'new:0'], [a, 'uploads/rooms/other.jpg']]) {
      const res = await update(id, { existingImages: JSON.stringify([a, b]), imageOrder: JSON.stringify(order) });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.errors)).toEqual(['imageOrder']);
    }
    const one = kind.one((await request(t.app).get(`${kind.base}/get/${id}`).expect(200)).body);
    expect(one[kind.images]).toEqual([a, b]);
  });
});
