import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Request, RequestHandler } from 'express';
import multer from 'multer';
import { fileTypeFromFile } from 'file-type';
import { MAX_IMAGES_MESSAGE } from '@pachmarhi/common/constants';
import { ruleMessage } from '@pachmarhi/common/i18n/validation-codes';
import { AppError } from '../errors/app-error';
import { guardMultipart } from '../errors/multipart';
import { imageFiles, putImageFiles, storeImage, type ImageFile } from '../storage/image-variants';
import { tempUploadName } from '../storage/sweep-temp-files';
import type { ImageStore } from '../storage/image-store';

/** The folder of an image key ('uploads/<kind>/<file>'), one per kind of record. */
export type UploadKind = 'rooms' | 'cars' | 'tours' | 'gallery';

const IMAGE_TYPES: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
};
export const ONLY_IMAGES_MESSAGE = 'Only image files (JPEG, PNG, WebP, GIF or AVIF) are allowed';
export const UNREADABLE_IMAGE_MESSAGE = 'The image could not be read: it may be damaged. Please try another file.';
/** Largest image accepted, in pixels (width × height, read from the header before decoding): 40 megapixels. */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** The refusal of an image over MAX_IMAGE_PIXELS, naming its size and the limit (code `imageTooManyPixels`). */
export const tooManyPixelsMessage = (width: number, height: number): string =>
  ruleMessage('imageTooManyPixels', {
    value: `${width} × ${height}`,
    count: Math.round((width * height) / 100_000) / 10,
    max: MAX_IMAGE_PIXELS / 1_000_000,
  });

// Image keys stored while handling a request, with their store: removed if the request fails.
const pending = new WeakMap<Request, { store: ImageStore; keys: string[] }>();
const track = (req: Request, store: ImageStore, key: string) =>
  pending.set(req, { store, keys: [...(pending.get(req)?.keys ?? []), key] });

/** Remove every image this request stored and its temporary files (called by the error handler). Never throws. */
export async function discardRequestUploads(req: Request): Promise<void> {
  const stored = pending.get(req);
  pending.delete(req);
  await Promise.all([
    stored?.store.remove(stored.keys),
    ...requestFiles(req).map((f) => fsp.rm(f.path, { force: true }).catch(() => {})),
  ]);
}

/** Keep this request's images: call once the rows that reference them are committed. */
export function commitRequestUploads(req: Request): void {
  pending.delete(req);
}

function requestFiles(req: Request): Express.Multer.File[] {
  if (Array.isArray(req.files)) return req.files;
  return req.file ? [req.file] : [];
}

export interface UploadOptions {
  /** Where the checked images go. */
  store: ImageStore;
  /** Files are received into `<uploadsDir>/.tmp` (never served; old leftovers swept at start). */
  uploadsDir: string;
  kind: UploadKind;
  /** Multipart field carrying the files. */
  field: string;
  /** At most this many files (more → 400 'You can only upload up to 5 images'). */
  maxFiles: number;
  /** Per-file limit in bytes (more → 413). */
  maxBytes: number;
  /** Message when more than `maxFiles` arrive (default: the documented five-image message). */
  tooManyMessage?: string;
  /**
   * Check the request's text fields (req.body, parsed) and throw an AppError 400 when they are
   * refused; runs once the body is received and before any image is decoded, so a refused form
   * costs no decoding. What it returns is ignored: the route validates again for its values.
   */
  checkFields?: (req: Request) => unknown;
}

/** Folder of files being received, under the uploads folder (dot-first: never served). */
export const uploadTempDir = (uploadsDir: string): string => path.join(uploadsDir, '.tmp');

/**
 * Multipart parsing for image uploads: files are received into a temp folder under random names,
 * checked by their bytes (not name or declared type), turned upright and stripped of metadata, and
 * put in the store as a JPEG fallback 'uploads/<kind>/<uuid>-<width>x<height>-full.jpg' with its WebP variants
 * (server/src/platform/storage/image-variants.ts). Afterwards `uploadedImagePaths(req)` gives the fallbacks'
 * public paths. The text fields are checked first (`checkFields`), then each image's header: over
 * MAX_IMAGE_PIXELS it is refused without being decoded. Any failure (here or later in the request)
 * removes every stored file again.
 * @throws (to next) AppError 400 refused fields, not an image, too many pixels, unreadable or too many files, 413 too large; the store's error
 */
export function imageUpload(opts: UploadOptions): RequestHandler[] {
  const dir = uploadTempDir(opts.uploadsDir);
  const storage = multer.diskStorage({
    destination: (_req, _file, cb) => fs.mkdir(dir, { recursive: true }, (err) => cb(err, dir)),
    filename: (_req, _file, cb) => cb(null, tempUploadName()),
  });
  const multerParse = guardMultipart(
    multer({
      storage,
      limits: { fileSize: opts.maxBytes, files: opts.maxFiles, fields: 60, fieldSize: 256 * 1024, parts: 80 },
    }).array(opts.field),
  );
  const parse: RequestHandler = (req, res, next) =>
    multerParse(req, res, (err?: unknown) => {
      if (err instanceof multer.MulterError && err.code === 'LIMIT_FILE_COUNT') {
        return next(new AppError(400, opts.tooManyMessage ?? MAX_IMAGES_MESSAGE));
      }
      next(err);
    });

  const store: RequestHandler = async (req, _res, next) => {
    try {
      await opts.checkFields?.(req);
      // Every file's type and dimensions before any decoding: a refused second file costs no work on the first.
      const received = requestFiles(req);
      const bases: string[] = [];
      for (const file of received) bases.push(await sniffImage(file.path, file.size, opts.kind));
      const paths: string[] = [];
      for (const [i, file] of received.entries()) {
        const made = await imageFiles(file.path, bases[i]).catch(() => {
          throw new AppError(400, UNREADABLE_IMAGE_MESSAGE);
        });
        // Tracked before each put: a put that fails halfway is removed too.
        paths.push(await putImageFiles(opts.store, made, (p) => track(req, opts.store, p)));
        await fsp.rm(file.path, { force: true });
      }
      uploaded.set(req, paths);
      next();
    } catch (e) {
      next(e);
    }
  };
  return [parse, store];
}

/**
 * Check a local file's bytes and its dimensions (from the header, not decoded) and give it a fresh
 * stored name without extension, 'uploads/<kind>/<uuid>'.
 * @throws AppError 400 ONLY_IMAGES_MESSAGE when it is empty or not JPEG/PNG/WebP/GIF/AVIF;
 *   tooManyPixelsMessage over MAX_IMAGE_PIXELS; UNREADABLE_IMAGE_MESSAGE when the header cannot be read
 */
async function sniffImage(file: string, size: number, kind: UploadKind): Promise<string> {
  const type = size > 0 ? await fileTypeFromFile(file) : undefined;
  if (!type || !IMAGE_TYPES[type.mime]) throw new AppError(400, ONLY_IMAGES_MESSAGE);
  const { default: sharp } = await import('sharp');
  const { width = 0, height = 0 } = await sharp(file)
    .metadata()
    .catch(() => {
      throw new AppError(400, UNREADABLE_IMAGE_MESSAGE);
    });
  if (width * height > MAX_IMAGE_PIXELS) throw new AppError(400, tooManyPixelsMessage(width, height));
  return `uploads/${kind}/${randomUUID()}`;
}

const uploaded = new WeakMap<Request, string[]>();
/** Public paths of the images this request uploaded, in order. */
export const uploadedImagePaths = (req: Request): string[] => uploaded.get(req) ?? [];

/**
 * A local image checked and made into its files as an upload is (the same processing), once, to
 * be put in the store under any number of fresh names with `putImageCopy` (the demo seed uses a
 * photo for several items).
 * @throws AppError 400 when the file is not an image; sharp's error
 */
export async function makeImageCopy(kind: UploadKind, source: string): Promise<{ base: string; files: ImageFile[] }> {
  const base = await sniffImage(source, (await fsp.stat(source)).size, kind);
  return { base, files: await imageFiles(source, base) };
}

/**
 * Put the files `makeImageCopy` made in the store under a fresh name of `kind`; `track` hears each
 * stored path before its put. @returns its public path 'uploads/<kind>/<uuid>-<width>x<height>-full.jpg'
 */
export function putImageCopy(
  store: ImageStore,
  kind: UploadKind,
  made: { base: string; files: ImageFile[] },
  track: (path: string) => void,
): Promise<string> {
  const base = `uploads/${kind}/${randomUUID()}`;
  return putImageFiles(
    store,
    made.files.map((f) => ({ ...f, path: base + f.path.slice(made.base.length) })),
    track,
  );
}

/**
 * Put a local image into the store under a fresh name, through the same processing as uploads
 * (used by the demo seed).
 * @returns its public path 'uploads/<kind>/<uuid>-<width>x<height>-full.jpg'
 * @throws AppError 400 when the file is not an image; sharp's or the store's error
 */
export async function storeImageCopy(store: ImageStore, kind: UploadKind, source: string): Promise<string> {
  const base = await sniffImage(source, (await fsp.stat(source)).size, kind);
  const stored: string[] = [];
  // A failure halfway must not leave part of the image behind.
  return storeImage(store, source, base, (p) => stored.push(p)).catch(async (e: unknown) => {
    await store.remove(stored);
    throw e;
  });
}
