import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createRoom } from './support/records';
import { makeTestApp, type TestApp } from './support/test-app';

let t: TestApp;
afterEach(() => t?.close());

describe('the public lists (served ahead of the general middleware)', () => {
  it('when a list is asked for, then it carries the same security headers as every other answer, no-store, an ETag and a request id', async () => {
    t = await makeTestApp();
    await createRoom(t, { name: 'Pine Room' });
    const list = await request(t.app).get('/api/rooms/get');
    const other = await request(t.app).get('/api/site-config');
    expect(list.status).toBe(200);
    expect(list.body.map((r: { name: string }) => r.name)).toContain('Pine Room');
    for (const h of [
      'content-security-policy',
      'x-content-type-options',
      'x-frame-options',
      'strict-transport-security',
      'cross-origin-resource-policy',
      'referrer-policy',
    ]) {
      expect(list.headers[h], h).toBe(other.headers[h]);
      expect(list.headers[h], h).toBeTruthy();
    }
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(list.headers.etag).toBeTruthy();
    const again = await request(t.app).get('/api/rooms/get').set('If-None-Match', list.headers.etag);
    expect(again.status).toBe(304);
  });

  it('when a list is asked for with gzip, then it comes compressed; tours and vehicles answer at their own paths', async () => {
    t = await makeTestApp();
    for (let i = 0; i < 8; i++)
      await createRoom(t, {
        name: `Room ${i}`,
        description: 'A long description of the room, its view and its bed. '.repeat(4),
      });
    const gz = await request(t.app).get('/api/rooms/get').set('Accept-Encoding', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.body).toHaveLength(8);
    expect((await request(t.app).get('/api/v1/tours/get')).body).toMatchObject({ success: true, tours: [] });
    expect((await request(t.app).get('/api/cars/get')).body).toEqual([]);
  });
});
