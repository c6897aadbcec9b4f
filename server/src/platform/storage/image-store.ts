import type { RequestHandler } from 'express';

/**
 * Where uploaded images live (docs/api.md, "Image storage"). Keys are the public paths the API
 * returns, 'uploads/<kind>/<file>', so the stored paths do not depend on the driver.
 */
export interface ImageStore {
  /** 'disk' (the uploads folder) or 's3' (an S3-compatible bucket). */
  readonly driver: 'disk' | 's3';
  /**
   * Store `source` (a local file, which stays where it is, or bytes) under `key`.
   * @param contentType the sniffed MIME type, e.g. 'image/jpeg'
   * @throws Error when `key` is not an image key (see toImageKey) or the write fails
   */
  put(key: string, source: string | Buffer, contentType: string): Promise<void>;
  /** The bytes stored under `key`, or null when there are none (or it is not an image key). @throws Error when the read fails otherwise */
  get(key: string): Promise<Buffer | null>;
  /** Delete these keys; stored paths are read with toImageKey; unknown ones and anything else are skipped. Never throws. */
  remove(keys: string[]): Promise<void>;
  /**
   * Every stored image key with when it was stored (epoch ms), for the start-up clean-up of files no
   * record refers to. @throws Error when the store cannot be listed (e.g. a bucket without s3:ListBucket)
   */
  list(): Promise<StoredImage[]>;
  /**
   * Express handler mounted at /uploads: answers GET/HEAD for stored images (long-lived immutable
   * caching: names are random and never reused) and calls next() for anything missing.
   */
  serve: RequestHandler;
  /** The origin images are served from when it is not this server (a CDN, S3_PUBLIC_URL); for the CSP. */
  readonly publicOrigin?: string;
}

/** One stored image: its key ('uploads/<kind>/<file>') and when it was stored (epoch ms). */
export interface StoredImage {
  key: string;
  modifiedMs: number;
  /** Its size in bytes, when the store tells it. */
  size?: number;
  /** The bucket's version stamp of the object (its ETag; S3 only), for the backup's manifest. */
  etag?: string;
}

/**
 * The image key of a stored path, or null when it is not one of ours: backslashes become slashes and
 * leading slashes go ('/uploads/rooms/x.jpg' → 'uploads/rooms/x.jpg'); it must lie under uploads/
 * with no empty, dot-first ('.', '..', '.tmp') or control-character segment.
 */
export function toImageKey(storedPath: string): string | null {
  const key = storedPath.replace(/\\/g, '/').replace(/^\/+/, '');
  const [top, ...rest] = key.split('/');
  const bad = (seg: string) => seg === '' || seg.startsWith('.') || /\p{Cc}/u.test(seg);
  return top === 'uploads' && rest.length > 0 && !rest.some(bad) ? key : null;
}

/** `Cache-Control` of a stored image: its name is random and never reused, so a year, immutable. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
