import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { bearer, makeTestApp, type TestApp } from './support/test-app';
import { KINDS, postItem } from './support/inventory-kinds';
import { uploadGalleryImage } from './support/records';
import { demoGallery, demoRooms, demoTours, demoVehicles } from '../src/seed/demo-content';
import { demoGalleryHi, demoRoomsHi, demoSiteHi, demoToursHi, demoVehiclesHi } from '../src/seed/demo-content-hi';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

const [ROOM, VEHICLE, TOUR] = KINDS;

/** A room with a Hindi name, features and check-in, but no Hindi description or cancellation. */
const ROOM_HI = {
  name: 'वैली व्यू सुइट',
  description: '',
  features: ['बालकनी', ' '],
  policies: { checkIn: 'दोपहर 12 बजे', cancellation: '' },
};

describe('item texts in the visitor’s language', () => {
  let room: { _id: string; slug: string };
  beforeAll(async () => {
    const res = await postItem(t, ROOM, { ...ROOM.fields, hi: JSON.stringify(ROOM_HI) }, []);
    expect(res.status).toBe(201);
    room = ROOM.saved(res.body);
  });

  it('when a Hindi request reads a room, then it gets the Hindi texts, English where the Hindi is empty, and no `hi` member', async () => {
    for (const path of [`/api/rooms/get/${room._id}`, `/api/rooms/slug/${room.slug}`]) {
      const res = await request(t.app).get(path).set('Accept-Language', 'hi-IN,hi;q=0.9').expect(200);
      expect(res.body).toMatchObject({
        name: 'वैली व्यू सुइट',
        description: 'Suite facing the Satpura hills',
        features: ['बालकनी'],
        amenities: ['Wi-Fi', 'Heater'],
        policies: { checkIn: 'दोपहर 12 बजे', checkOut: '11:00 AM', cancellation: 'Free until 48 h before' },
        category: 'Suite',
      });
      expect(res.body).not.toHaveProperty('hi');
      expect(res.headers.vary).toMatch(/Accept-Language/);
    }
  });

  it('when an English request reads the same room, then it is all English without the Hindi', async () => {
    const res = await request(t.app).get(`/api/rooms/get/${room._id}`).set('Accept-Language', 'en-IN').expect(200);
    expect(res.body.name).toBe('Valley View Suite');
    expect(res.body.features).toEqual(['Balcony']);
    expect(JSON.stringify(res.body)).not.toMatch(/[\u0900-\u097F]/);
  });

  it('when the list is read in Hindi and then in English, then each language gets its own answer and ETag (the list cache keeps one per language)', async () => {
    const hi = await request(t.app).get('/api/rooms/get?lang=hi').expect(200);
    const en = await request(t.app).get('/api/rooms/get').set('Accept-Language', 'en').expect(200);
    expect(hi.body.find((r: { _id: string }) => r._id === room._id).name).toBe('वैली व्यू सुइट');
    expect(en.body.find((r: { _id: string }) => r._id === room._id).name).toBe('Valley View Suite');
    expect(hi.headers.etag).not.toBe(en.headers.etag);
    expect(hi.headers.vary).toMatch(/Accept-Language/);
    const again = await request(t.app).get('/api/rooms/get?lang=hi').expect(200);
    expect(again.headers.etag).toBe(hi.headers.etag);
  });

  it('when the admin opens the room’s form, then its read carries both languages; a visitor may not use it', async () => {
    const res = await request(t.app)
      .get(`/api/rooms/admin/${room._id}`)
      .set(bearer(t.adminToken))
      .set('Accept-Language', 'hi')
      .expect(200);
    expect(res.body.name).toBe('Valley View Suite');
    expect(res.body.hi).toMatchObject({ name: 'वैली व्यू सुइट', description: '', features: ['बालकनी'] });
    await request(t.app).get(`/api/rooms/admin/${room._id}`).expect(401);
    await request(t.app).get(`/api/rooms/admin/${room._id}`).set(bearer(t.userToken)).expect(403);
  });

  it('when an update leaves out `hi`, then the stored Hindi stays; when it sends new Hindi, then Hindi readers see it at once', async () => {
    const put = (fields: Record<string, string>) => {
      const req = request(t.app).put(`/api/rooms/update/${room._id}`).set(bearer(t.adminToken));
      for (const [k, v] of Object.entries(fields)) req.field(k, v);
      return req;
    };
    await request(t.app).get('/api/rooms/get?lang=hi').expect(200); // cached before the writes
    expect((await put({ ...ROOM.fields, price: '4600' })).status).toBe(200);
    const kept = await request(t.app).get(`/api/rooms/get/${room._id}?lang=hi`).expect(200);
    expect(kept.body).toMatchObject({ name: 'वैली व्यू सुइट', price: 4600 });
    expect((await put({ ...ROOM.fields, hi: JSON.stringify({ ...ROOM_HI, name: 'घाटी दृश्य सुइट' }) })).status).toBe(200);
    const list = await request(t.app).get('/api/rooms/get?lang=hi').expect(200);
    expect(list.body.find((r: { _id: string }) => r._id === room._id).name).toBe('घाटी दृश्य सुइट');
  });

  it('when a tour has a Hindi title and a Hindi first day, then a Hindi reader gets them and the English second day', async () => {
    const itinerary = [
      {
        day: 1,
        title: 'Drive up',
        description: 'Leave at 4:30 AM',
        hi: { title: 'चढ़ाई', description: 'सुबह 4:30 बजे निकलना' },
      },
      { day: 2, title: 'Back down', description: 'Breakfast on the way', hi: { title: '', description: '' } },
    ];
    const res = await postItem(
      t,
      TOUR,
      { ...TOUR.fields, itinerary: JSON.stringify(itinerary), hi: JSON.stringify({ title: 'धूपगढ़ सूर्योदय' }) },
      [],
    );
    expect(res.status).toBe(201);
    const tour = TOUR.saved(res.body);
    const hi = await request(t.app).get(`/api/v1/tours/get/${tour._id}?lang=hi`).expect(200);
    expect(hi.body.tour).toMatchObject({ title: 'धूपगढ़ सूर्योदय', description: 'Sunrise at the highest point' });
    expect(hi.body.tour.itinerary).toMatchObject([
      { day: 1, title: 'चढ़ाई', description: 'सुबह 4:30 बजे निकलना' },
      { day: 2, title: 'Back down', description: 'Breakfast on the way' },
    ]);
    expect(hi.body.tour.itinerary[0]).not.toHaveProperty('hi');
    const list = await request(t.app).get('/api/v1/tours/get').set('Accept-Language', 'hi').expect(200);
    expect(list.body.tours.find((x: { _id: string }) => x._id === tour._id).title).toBe('धूपगढ़ सूर्योदय');
  });

  it('when a gallery image has a Hindi title but no Hindi alt text, then the Hindi gallery shows the Hindi title and the English alt text; the admin’s list has both', async () => {
    const res = await uploadGalleryImage(t, { hi: JSON.stringify({ title: 'बी फ़ॉल', altText: ' ' }) });
    expect(res.status).toBe(201);
    const pub = await request(t.app).get('/api/gallery/public').set('Accept-Language', 'hi-IN').expect(200);
    const image = pub.body.data.find((i: { _id: string }) => i._id === res.body.data._id);
    expect(image).toMatchObject({ title: 'बी फ़ॉल', altText: 'Water falling over rocks' });
    expect(image).not.toHaveProperty('hi');
    const admin = await request(t.app).get('/api/gallery/admin?search=फ़ॉल').set(bearer(t.adminToken)).expect(200);
    expect(admin.body.data[0]).toMatchObject({ title: 'Bee Falls', hi: { title: 'बी फ़ॉल' } });
  });
});

describe('a Gypsy’s vehicle information in Hindi', () => {
  const withHindi = (vehicleInfo: object) => ({ ...VEHICLE.fields, hi: JSON.stringify({ vehicleInfo }) });

  it('when the Hindi seats count the same guests as the English, then Hindi readers get the Hindi seats, transmission and mileage, English where empty', async () => {
    const res = await postItem(t, VEHICLE, withHindi({ seats: '6 सीटें', transmission: 'मैनुअल', mileage: '' }), []);
    expect(res.status).toBe(201);
    const { _id: id } = VEHICLE.saved(res.body);
    const hi = await request(t.app).get(`/api/cars/get/${id}?lang=hi`).expect(200);
    expect(hi.body.vehicleInfo).toMatchObject({
      seats: '6 सीटें',
      transmission: 'मैनुअल',
      mileage: '11 km/l',
      year: '2018',
    });
    const en = await request(t.app).get(`/api/cars/get/${id}?lang=en`).expect(200);
    expect(en.body.vehicleInfo).toMatchObject({ seats: '6', transmission: 'Manual', mileage: '11 km/l' });
  });

  it('when the Hindi seats name another number of guests than the English, then the Gypsy is refused with the field and the count, in the request’s language', async () => {
    for (const [seats, lang, message] of [
      ['5 (ड्राइवर + 4)', 'en', 'The Hindi seats must name the same guests as the English: 6 besides the driver'],
      ['चार', 'hi', 'हिन्दी की सीटों में उतने ही मेहमान हों जितने अंग्रेज़ी में: ड्राइवर के अलावा 6'],
    ] as const) {
      const req = request(t.app).post(`${VEHICLE.base}/create?lang=${lang}`).set(bearer(t.adminToken));
      for (const [k, v] of Object.entries(withHindi({ seats }))) void req.field(k, v);
      const res = await req.expect(400);
      expect(res.body.errors['hi.vehicleInfo.seats']).toBe(message);
    }
  });
});

describe('the site’s name, address and hours in Hindi', () => {
  const settings = () => request(t.app).put('/api/business-settings').set(bearer(t.adminToken));
  const SITE_HI = {
    businessName: 'पचमढ़ी स्टेज़',
    address: 'पटेल मार्ग, पचमढ़ी',
    officeHours: '',
    supportHours: 'सुबह 7 से रात 9',
  };

  it('when the owner saves them, then the site configuration carries them beside the English, a blank one blank (the English shows)', async () => {
    const before = (await request(t.app).get('/api/site-config').expect(200)).body.data;
    expect(before.hi).toEqual({ businessName: '', address: '', officeHours: '', supportHours: '' });
    const saved = await settings().send({ siteHi: SITE_HI }).expect(200);
    expect(saved.body.data.siteHi).toEqual(SITE_HI);
    const config = (await request(t.app).get('/api/site-config').expect(200)).body.data;
    expect(config.hi).toEqual(SITE_HI);
    expect(config.businessName).toBe(before.businessName);
  });

  it('when one is too long or not text, then the save is refused with its field', async () => {
    const long = await settings()
      .send({ siteHi: { ...SITE_HI, address: 'प'.repeat(501) } })
      .expect(400);
    expect(long.body.errors['siteHi.address']).toBe('Address must be at most 500 characters');
    const wrong = await settings()
      .send({ siteHi: { ...SITE_HI, officeHours: 9 } })
      .expect(400);
    expect(Object.keys(wrong.body.errors)).toEqual(['siteHi.officeHours']);
  });
});

describe('the demo content in Hindi', () => {
  it('when the seed runs, then every room, tour (with every itinerary day), vehicle and gallery image has its Hindi', () => {
    for (const r of demoRooms) expect(demoRoomsHi[r.name]?.description, r.name).toBeTruthy();
    for (const v of demoVehicles) {
      expect(demoVehiclesHi[v.name]?.description, v.name).toBeTruthy();
      expect(demoVehiclesHi[v.name]?.vehicleInfo?.transmission, v.name).toBeTruthy();
    }
    for (const [key, text] of Object.entries(demoSiteHi)) expect(text, key).toMatch(/[\u0900-\u097F]/);
    for (const g of demoGallery) expect(demoGalleryHi[g.image]?.altText, g.image).toBeTruthy();
    for (const tour of demoTours) {
      expect(demoToursHi[tour.title]?.description, tour.title).toBeTruthy();
      expect(demoToursHi[tour.title].days).toHaveLength(tour.itinerary?.length ?? 0);
    }
  });
});
