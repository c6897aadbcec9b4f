import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Request, RequestHandler } from 'express';
import multer from 'multer';
import { fileTypeFromFile } from 'file-type';
import { MAX_IMAGES_MESSAGE } from '@pachmarhi/common/constants';
import { AppError } from '../errors/app-error';
import { guardMultipart } from '../errors/multipart';

/** Folders under the uploads directory, one per kind of record. */
export type UploadKind = 'rooms' | 'cars' | 'tours' | 'gallery';

const IMAGE_TYPES: Record<string, string> = {
  'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/gif': 'gif', 'image/avif': 'avif',
};
export const ONLY_IMAGES_MESSAGE = 'Only image files (JPEG, PNG, WebP, GIF or AVIF) are allowed';

// Disk paths written while handling a request, removed if the request fails.
const pending = new WeakMap<Request, string[]>();
const track = (req: Request, file: string) => pending.set(req, [...(pending.get(req) ?? []), file]);

/** Remove every file this request wrote (called by the error handler). Never throws. */
export async function discardRequestUploads(req: Request): Promise<void> {
  const files = [...(pending.get(req) ?? []), ...requestFiles(req).map((f) => f.path)];
  pending.delete(req);
  await Promise.all(files.map((f) => fsp.rm(f, { force: true }).catch(() => {})));
}

/** Keep this request's files: call once the rows that reference them are committed. */
export function commitRequestUploads(req: Request): void {
  pending.delete(req);
}

function requestFiles(req: Request): Express.Multer.File[] {
  if (Array.isArray(req.files)) return req.files;
  return req.file ? [req.file] : [];
}

export interface UploadOptions {
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
}

/**
 * Multipart parsing for image uploads: files go to `<uploadsDir>/<kind>/` under random names, are
 * checked by their bytes (not name or declared type) and renamed to `<uuid>.<ext>`. Afterwards
 * `uploadedImagePaths(req)` gives their public paths ('uploads/<kind>/<uuid>.<ext>').
 * Any failure (here or later in the request) removes them again.
 */
export function imageUpload(opts: UploadOptions): RequestHandler[] {
  const dir = path.join(opts.uploadsDir, opts.kind);
  const storage = multer.diskStorage({
    destination: (_req, _file, cb) => fs.mkdir(dir, { recursive: true }, (err) => cb(err, dir)),
    filename: (_req, _file, cb) => cb(null, `${randomUUID()}.part`),
  });
  const multerParse = guardMultipart(multer({
    storage,
    limits: { fileSize: opts.maxBytes, files: opts.maxFiles, fields: 60, fieldSize: 256 * 1024, parts: 80 },
  }).array(opts.field));
  const parse: RequestHandler = (req, res, next) =>
    multerParse(req, res, (err?: unknown) => {
      if (err instanceof multer.MulterError && err.code === 'LIMIT_FILE_COUNT') {
        return next(new AppError(400, opts.tooManyMessage ?? MAX_IMAGES_MESSAGE));
      }
      next(err);
    });

  const verify: RequestHandler = async (req, _res, next) => {
    try {
      const paths: string[] = [];
      for (const file of requestFiles(req)) {
        const type = file.size > 0 ? await fileTypeFromFile(file.path) : undefined;
        const ext = type && IMAGE_TYPES[type.mime];
        if (!ext) throw new AppError(400, ONLY_IMAGES_MESSAGE);
        const name = `${randomUUID()}.${ext}`;
        const final = path.join(dir, name);
        await fsp.rename(file.path, final);
        track(req, final);
        file.path = final;
        paths.push(`uploads/${opts.kind}/${name}`);
      }
      uploaded.set(req, paths);
      next();
    } catch (e) {
      next(e);
    }
  };
  return [parse, verify];
}

const uploaded = new WeakMap<Request, string[]>();
/** Public paths of the images this request uploaded, in order. */
export const uploadedImagePaths = (req: Request): string[] => uploaded.get(req) ?? [];

/** Map a stored public path ('uploads/rooms/x.jpg') to its file, or null if it is not one of ours. */
export function diskPathOf(uploadsDir: string, publicPath: string): string | null {
  const rel = publicPath.replace(/\\/g, '/').replace(/^\/+/, '');
  if (!rel.startsWith('uploads/')) return null;
  const full = path.resolve(uploadsDir, rel.slice('uploads/'.length));
  return full.startsWith(path.resolve(uploadsDir) + path.sep) ? full : null;
}

/** Delete stored images by public path (after the rows no longer reference them). Never throws. */
export async function removeStoredImages(uploadsDir: string, publicPaths: string[]): Promise<void> {
  await Promise.all(
    publicPaths.map((p) => {
      const file = diskPathOf(uploadsDir, p);
      return file ? fsp.rm(file, { force: true }).catch(() => {}) : Promise.resolve();
    }),
  );
}

/**
 * Copy a local image into the uploads folder under a random name (used by the demo seed).
 * @returns its public path 'uploads/<kind>/<uuid>.<ext>'
 */
export async function storeImageCopy(uploadsDir: string, kind: UploadKind, source: string): Promise<string> {
  const dir = path.join(uploadsDir, kind);
  await fsp.mkdir(dir, { recursive: true });
  const name = `${randomUUID()}${path.extname(source).toLowerCase() || '.jpg'}`;
  await fsp.copyFile(source, path.join(dir, name));
  return `uploads/${kind}/${name}`;
}
