import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import express, { type RequestHandler } from 'express';
import request from 'supertest';
import { badRequest } from '../src/platform/errors/app-error';
import { errorHandler } from '../src/platform/errors/error-handler';
import { databaseOutageLog } from '../src/platform/errors/database-outage';
import { createDiskStore } from '../src/platform/storage/disk-store';
import type { ImageStore } from '../src/platform/storage/image-store';
import {
  commitRequestUploads,
  imageUpload,
  MAX_IMAGE_PIXELS,
  ONLY_IMAGES_MESSAGE,
  storeImageCopy,
  tooManyPixelsMessage,
  UNREADABLE_IMAGE_MESSAGE,
  uploadedImagePaths,
  uploadTempDir,
  type UploadOptions,
} from '../src/platform/http/upload-files';
import { fixture } from './support/test-app';
import { pngHeaderOnly } from './support/png';

// The upload rules on their own (platform/http/upload-files.ts): how many files, how large, what
// kind, how many pixels, and what is kept when a request fails. The API's routes apply them with
// their own numbers (upload-limits.test.ts: the gallery's one image, the 8 MB default).

const PHOTO = fs.readFileSync(fixture('photo.jpg'));
let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pachmarhi-upload-rules-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const filesIn = (sub: string) => (fs.existsSync(path.join(dir, sub)) ? fs.readdirSync(path.join(dir, sub)) : []);

/**
 * An app with POST /up taking `field` files through imageUpload(options), answering the stored
 * paths; `after` runs next (e.g. a failure after the upload), then the uploads are committed.
 */
function uploadApp(options: Partial<UploadOptions> = {}, after?: RequestHandler) {
  const store = createDiskStore(dir);
  const app = express();
  const upload = imageUpload({
    store,
    uploadsDir: dir,
    kind: 'gallery',
    field: 'image',
    maxFiles: 2,
    maxBytes: PHOTO.length,
    ...options,
  });
  app.post('/up', ...upload, after ?? ((_req, _res, next) => next()), (req, res) => {
    commitRequestUploads(req);
    res.status(201).json({ paths: uploadedImagePaths(req) });
  });
  app.use(errorHandler(databaseOutageLog(async () => {})));
  return app;
}
const send = (
  app: express.Express,
  files: Array<[Buffer, string]>,
  fields: Record<string, string> = {},
  field = 'image',
) => {
  const req = request(app).post('/up');
  for (const [k, v] of Object.entries(fields)) req.field(k, v);
  for (const [body, name] of files) req.attach(field, body, name);
  return req;
};

describe('how many files', () => {
  it('when exactly maxFiles images come, then both are stored as JPEG fallbacks with their WebP variants, and nothing is left in the temp folder', async () => {
    const res = await send(uploadApp(), [
      [PHOTO, 'a.jpg'],
      [PHOTO, 'b.jpg'],
    ]);
    expect(res.status).toBe(201);
    expect(res.body.paths).toHaveLength(2);
    for (const p of res.body.paths as string[]) {
      expect(p).toMatch(/^uploads\/gallery\/[0-9a-f-]{36}-\d+x\d+-full\.jpg$/);
      expect(fs.existsSync(path.join(dir, p.replace(/^uploads\//, '')))).toBe(true);
    }
    expect(fs.readdirSync(uploadTempDir(dir))).toEqual([]);
  });

  it("when one file more than maxFiles comes, then 400 with the route's message, or the five-image message by default, and nothing is stored", async () => {
    const before = filesIn('gallery').length;
    const own = await send(uploadApp({ maxFiles: 1, tooManyMessage: 'One at a time' }), [
      [PHOTO, 'a.jpg'],
      [PHOTO, 'b.jpg'],
    ]);
    expect(own.status).toBe(400);
    expect(own.body).toEqual({ success: false, message: 'One at a time' });
    const byDefault = await send(uploadApp({ maxFiles: 1 }), [
      [PHOTO, 'a.jpg'],
      [PHOTO, 'b.jpg'],
    ]);
    expect(byDefault.status).toBe(400);
    expect(byDefault.body.message).toBe('You can only upload up to 5 images');
    expect(filesIn('gallery').length).toBe(before);
  });

  it('when files come under another field name, then 400 naming it', async () => {
    const res = await send(uploadApp(), [[PHOTO, 'a.jpg']], {}, 'photos');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Unexpected file field 'photos'");
  });
});

describe('how large', () => {
  it('when a file is exactly maxBytes, then it is taken; one byte over, 413 "Image is too large"', async () => {
    expect((await send(uploadApp({ maxBytes: PHOTO.length }), [[PHOTO, 'a.jpg']])).status).toBe(201);
    const over = await send(uploadApp({ maxBytes: PHOTO.length - 1 }), [[PHOTO, 'a.jpg']]);
    expect(over.status).toBe(413);
    expect(over.body.message).toBe('Image is too large');
  });
});

describe('what kind of file, how many pixels', () => {
  it('when a file is not an image by its bytes, or empty, then 400 naming the allowed types', async () => {
    expect(ONLY_IMAGES_MESSAGE).toBe('Only image files (JPEG, PNG, WebP, GIF or AVIF) are allowed');
    const app = uploadApp({ maxBytes: 1_000_000 });
    for (const body of [
      fs.readFileSync(fixture('not-an-image.jpg')),
      Buffer.alloc(0),
      Buffer.from('%PDF-1.4 not an image'),
    ]) {
      const res = await send(app, [[body, 'x.jpg']]);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(ONLY_IMAGES_MESSAGE);
    }
  });

  it('when an image has more than 40 megapixels by its header, then 400 naming its size and the limit, without decoding it', async () => {
    expect(MAX_IMAGE_PIXELS).toBe(40_000_000);
    const res = await send(uploadApp({ maxBytes: 1_000_000 }), [[pngHeaderOnly(8001, 5000), 'big.png']]);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      'The image is too large: 8001 × 5000 pixels (40 megapixels); the limit is 40 megapixels',
    );
    expect(tooManyPixelsMessage(10_000, 4_500)).toBe(
      'The image is too large: 10000 × 4500 pixels (45 megapixels); the limit is 40 megapixels',
    );
  });

  it('when an image has exactly 40 megapixels, then it is not refused for its size (this one is then unreadable)', async () => {
    const res = await send(uploadApp({ maxBytes: 1_000_000 }), [[pngHeaderOnly(8000, 5000), 'exact.png']]);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(UNREADABLE_IMAGE_MESSAGE);
  });

  it('when the second file is refused, then the first is not stored either', async () => {
    const before = filesIn('gallery').length;
    const res = await send(uploadApp({ maxBytes: 1_000_000 }), [
      [PHOTO, 'a.jpg'],
      [Buffer.from('not an image'), 'b.jpg'],
    ]);
    expect(res.status).toBe(400);
    expect(filesIn('gallery').length).toBe(before);
  });
});

describe('fields first, and what a failing request leaves', () => {
  it('when the fields are refused, then 400 for them before any image is looked at', async () => {
    const app = uploadApp({
      maxBytes: 1_000_000,
      checkFields: (req) => {
        if (!req.body?.title) throw badRequest('Validation failed', { title: 'Title is required' });
      },
    });
    const res = await send(app, [[Buffer.from('not an image'), 'x.jpg']]);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ title: 'Title is required' });
    expect((await send(app, [[PHOTO, 'a.jpg']], { title: 'Bee Falls' })).status).toBe(201);
  });

  it('when a form comes without an image, then the route reads no image paths', async () => {
    const res = await send(uploadApp(), [], { title: 'No image' });
    expect(res.status).toBe(201);
    expect(res.body.paths).toEqual([]);
  });

  it('when a file starts like a PNG but its header cannot be read, then 400 "could not be read"', async () => {
    // The PNG signature and an IHDR chunk that stops after 5 of its 13 bytes.
    const junk = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
      Buffer.from('IHDR'),
      Buffer.from([0, 0, 1, 0, 0]),
    ]);
    const res = await send(uploadApp({ maxBytes: 1_000_000 }), [[junk, 'broken.png']]);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(UNREADABLE_IMAGE_MESSAGE);
  });

  it('when the route commits its uploads and fails later, then the images stay (their records refer to them)', async () => {
    const store = createDiskStore(dir);
    const app = express();
    const upload = imageUpload({
      store,
      uploadsDir: dir,
      kind: 'tours',
      field: 'image',
      maxFiles: 1,
      maxBytes: PHOTO.length,
    });
    app.post('/up', ...upload, (req, _res, next) => {
      commitRequestUploads(req);
      next(badRequest('Failed after the commit'));
    });
    app.use(errorHandler(databaseOutageLog(async () => {})));
    const before = filesIn('tours').length;
    // The error handler discards a request's uncommitted uploads before it answers, so by the answer
    // anything it would remove is gone.
    expect((await send(app, [[PHOTO, 'a.jpg']])).status).toBe(400);
    expect(filesIn('tours').length).toBeGreaterThan(before);
  });

  it('when the request fails after its images were stored, then they are removed again, with the temp files', async () => {
    const before = filesIn('gallery').length;
    const failing = uploadApp({}, (_req, _res, next) => next(badRequest('Refused after the upload')));
    const res = await send(failing, [
      [PHOTO, 'a.jpg'],
      [PHOTO, 'b.jpg'],
    ]);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Refused after the upload');
    await expect.poll(() => filesIn('gallery').length).toBe(before);
    expect(fs.readdirSync(uploadTempDir(dir))).toEqual([]);
  });

  it('when an image is copied in by the seed, then it is stored the same way; a file that is no image is refused and leaves nothing', async () => {
    const store = createDiskStore(dir);
    const before = filesIn('rooms').length;
    expect(await storeImageCopy(store, 'rooms', fixture('photo.jpg'))).toMatch(
      /^uploads\/rooms\/[0-9a-f-]{36}-\d+x\d+-full\.jpg$/,
    );
    expect(filesIn('rooms').length).toBeGreaterThan(before);
    const stored = filesIn('rooms').length;
    await expect(storeImageCopy(store, 'rooms', fixture('not-an-image.jpg'))).rejects.toMatchObject({
      status: 400,
      message: ONLY_IMAGES_MESSAGE,
    });
    expect(filesIn('rooms').length).toBe(stored);
  });

  it("when the store fails halfway through the seed's copy, then the files already put are removed", async () => {
    const disk = createDiskStore(dir);
    let puts = 0;
    const failing: ImageStore = {
      ...disk,
      put: async (...args) => {
        if (++puts === 2) throw new Error('disk full');
        return disk.put(...args);
      },
    };
    const before = filesIn('cars').length;
    await expect(storeImageCopy(failing, 'cars', fixture('photo.jpg'))).rejects.toThrow('disk full');
    expect(puts).toBe(2);
    expect(filesIn('cars').length).toBe(before);
  });
});
