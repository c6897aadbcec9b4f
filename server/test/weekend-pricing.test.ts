import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { bearer, makeTestApp, type TestApp } from './support/test-app';
import { contractCoverage } from './support/contract-hook';

// A fresh database per case: these cases assert whole lists and counts.
let t: TestApp;
beforeEach(async () => {
  t = await makeTestApp();
});
afterEach(() => t.close());

const admin = (method: 'get' | 'post' | 'put', path: string) =>
  request(t.app)[method](`/api/weekend-pricing${path}`).set(bearer(t.adminToken));
const at = (iso: string) => t.setNow(new Date(iso));
const activate = (percentageIncrease: number, description = '') =>
  admin('post', '/activate').send({ percentageIncrease, description }).expect(200);

describe('weekend pricing transitions and history', () => {
  it('when nothing was done, then status is inactive at 25 % and the history is empty', async () => {
    const res = await request(t.app).get('/api/weekend-pricing/status');
    expect(res.body).toEqual({
      success: true,
      data: { isActive: false, percentageIncrease: 25, startTime: null, description: '' },
    });
    expect((await admin('get', '/history')).body.data).toEqual([]);
  });

  it('when activated at 30 %, then active with a start time and one open history row', async () => {
    at('2026-11-20T10:00:00Z');
    const res = await admin('post', '/activate').send({ percentageIncrease: 30, description: 'Diwali weekends' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      isActive: true,
      percentageIncrease: 30,
      startTime: '2026-11-20T10:00:00.000Z',
      description: 'Diwali weekends',
    });
    const history = (await admin('get', '/history')).body.data;
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      isActive: true,
      percentageIncrease: 30,
      startTime: '2026-11-20T10:00:00.000Z',
      endTime: null,
      description: 'Diwali weekends',
    });
    expect((await admin('post', '/activate').send({ percentageIncrease: 30 })).status).toBe(409);
  });

  it('when the percentage changes while active, then the open row closes and a new one opens', async () => {
    at('2026-11-20T10:00:00Z');
    await activate(30);
    at('2026-11-21T10:00:00Z');
    const res = await admin('put', '/percentage').send({ percentageIncrease: 40 });
    expect(res.body.data.percentageIncrease).toBe(40);
    const history = (await admin('get', '/history')).body.data;
    expect(
      history.map((h: { percentageIncrease: number; endTime: string | null }) => [h.percentageIncrease, h.endTime]),
    ).toEqual([
      [40, null],
      [30, '2026-11-21T10:00:00.000Z'],
    ]);
  });

  it('when deactivated, then inactive and the open row closes; deactivating again is 409', async () => {
    at('2026-11-20T10:00:00Z');
    await activate(40);
    at('2026-11-22T10:00:00Z');
    const res = await admin('post', '/deactivate');
    expect(res.body.data).toMatchObject({ isActive: false, percentageIncrease: 40, startTime: null });
    const history = (await admin('get', '/history')).body.data;
    expect(history[0]).toMatchObject({ isActive: false, endTime: '2026-11-22T10:00:00.000Z' });
    expect((await admin('post', '/deactivate')).status).toBe(409);
  });

  it('when the percentage changes while inactive, then no history row; activation without a body uses 25', async () => {
    await activate(40);
    await admin('post', '/deactivate').expect(200);
    const history = async () => (await admin('get', '/history')).body.data;
    const before = (await history()).length;
    await admin('put', '/percentage').send({ percentageIncrease: 10 }).expect(200);
    expect(await history()).toHaveLength(before);
    const res = await admin('post', '/activate').send({});
    expect(res.body.data.percentageIncrease).toBe(25);
  });

  it('when the percentage is outside 0–100 or not whole, then 400', async () => {
    for (const bad of [-1, 101, 12.5, 'abc', null]) {
      const res = await admin('put', '/percentage').send({ percentageIncrease: bad });
      expect(res.status, String(bad)).toBe(400);
      expect(res.body.errors.percentageIncrease).toBe('Percentage must be a whole number from 0 to 100');
    }
    expect((await admin('post', '/activate').send({ percentageIncrease: 150 })).status).toBe(400);
  });
});

contractCoverage([
  'GET /api/weekend-pricing/status',
  'GET /api/weekend-pricing/history',
  'POST /api/weekend-pricing/activate',
  'POST /api/weekend-pricing/deactivate',
  'PUT /api/weekend-pricing/percentage',
]);
