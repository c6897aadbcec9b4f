import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { makeTestApp, type TestApp } from './support/test-app';
import { isCatalogueEmpty, seedDemoContent } from '../src/seed/seed';
import { SEED_IMAGES_DIR } from '../src/paths';
import { demoGallery } from '../src/seed/demo-content';
import { createImageStore } from '../src/platform/storage/create-image-store';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

describe('demo content', () => {
  it('when seeded on an empty catalogue, then rooms, tours, vehicles and gallery with their photos', async () => {
    expect(await isCatalogueEmpty(t.db)).toBe(true);
    expect(await seedDemoContent(t.db, createImageStore(t.config))).toEqual({
      rooms: 6,
      tours: 6,
      vehicles: 5,
      gallery: 12,
      extras: 4,
      staff: 3,
    });
    expect(await isCatalogueEmpty(t.db)).toBe(false);

    const rooms = (await request(t.app).get('/api/rooms/get')).body;
    expect(new Set(rooms.map((r: { category: string }) => r.category))).toEqual(
      new Set(['Standard', 'Deluxe', 'Suite']),
    );
    for (const r of rooms) {
      expect(Object.keys(r.mealPlans)).toEqual(expect.arrayContaining(['CP', 'MAP']));
      expect(r.amenities.length).toBeGreaterThan(0);
      expect(r.availability.length).toBeGreaterThan(0);
      expect(r.policies.checkIn).not.toBe('');
    }
    const tours = (await request(t.app).get('/api/v1/tours/get')).body.tours;
    expect(
      tours.every(
        (x: { itinerary: unknown[]; departureDates: unknown[] }) =>
          x.itinerary.length > 0 && x.departureDates.length > 0,
      ),
    ).toBe(true);
    const vehicles = (await request(t.app).get('/api/cars/get')).body;
    expect(
      vehicles.every(
        (v: { vehicleInfo: { seats: string }; rentalTerms: { deposit: string } }) =>
          v.vehicleInfo.seats && v.rentalTerms.deposit,
      ),
    ).toBe(true);
    const gallery = (await request(t.app).get('/api/gallery/public')).body.data;
    expect(gallery).toHaveLength(12);

    // Every referenced image was copied and is served.
    const paths = [
      ...rooms.flatMap((r: { photos: string[] }) => r.photos),
      ...gallery.map((g: { imageUrl: string }) => g.imageUrl),
    ];
    for (const p of paths) expect((await request(t.app).get(`/${p}`)).status).toBe(200);
  }, 120_000); // 30 photos resized on a busy 2-core machine

  it('then every seed photo is a JPEG of at most 1600 px and 300 KB, and NOTICE names each file', () => {
    const notice = fs.readFileSync(`${SEED_IMAGES_DIR}/NOTICE`, 'utf8');
    for (const f of fs.readdirSync(SEED_IMAGES_DIR).filter((n) => n.endsWith('.jpg'))) {
      const buf = fs.readFileSync(`${SEED_IMAGES_DIR}/${f}`);
      expect(buf.length, f).toBeLessThanOrEqual(300 * 1024);
      expect(buf.subarray(0, 3).toString('hex'), f).toBe('ffd8ff');
      expect(notice, f).toContain(f);
    }
  });

  it('demo captions are honest: a photograph taken elsewhere says so in its title and caption, a drawing says it is one', () => {
    // Section 3 of NOTICE lists the project's own drawings; every other picture is a photograph from elsewhere.
    const notice = fs.readFileSync(`${SEED_IMAGES_DIR}/NOTICE`, 'utf8');
    const drawings = notice.slice(notice.indexOf('3. Illustrations'));
    for (const g of demoGallery) {
      if (drawings.includes(g.image)) {
        expect(`${g.title} ${g.altText}`, g.image).toMatch(/illustration/i);
      } else {
        expect(g.title, g.image).toContain('(stand-in photo)');
        expect(g.description, g.image).toMatch(/^A stand-in photograph, not taken in Pachmarhi: /);
      }
    }
  });
});
