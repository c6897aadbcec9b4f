import fsp from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Request, RequestHandler, Response } from 'express';
import type { S3Client } from '@aws-sdk/client-s3';
import { logger } from '../logging/logger';
import type { StorageConfig } from './storage-config';
import { IMMUTABLE_CACHE, toImageKey, type ImageStore, type StoredImage } from './image-store';

type S3Config = Extract<StorageConfig, { driver: 's3' }>;

/**
 * Images as objects in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO…), keyed by their
 * public path ('uploads/rooms/x.jpg'). /uploads/… streams the object from the bucket, or redirects
 * to `publicUrl` + key when a public base URL (CDN) is configured.
 */
export async function createS3Store(config: S3Config): Promise<ImageStore> {
  // Imported here, not at the top: the SDK weighs ~23 MB of memory that the disk driver never needs.
  const {
    DeleteObjectCommand,
    GetObjectCommand,
    HeadObjectCommand,
    ListObjectsV2Command,
    PutObjectCommand,
    S3Client,
    S3ServiceException,
  } = await import('@aws-sdk/client-s3');
  const { bucket, publicUrl } = config;
  const client: S3Client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // Checksums only where the API requires them: R2, MinIO and older services reject the rest.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

  const serve: RequestHandler = async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const key = keyOfRequest(req);
    if (!key) return next();
    if (publicUrl) {
      res.set('Cache-Control', 'public, max-age=86400');
      return res.redirect(302, `${publicUrl}/${key.split('/').map(encodeURIComponent).join('/')}`);
    }
    try {
      const input = { Bucket: bucket, Key: key, IfNoneMatch: req.get('If-None-Match') };
      if (req.method === 'HEAD') {
        sendHeaders(res, await client.send(new HeadObjectCommand(input)));
        res.end();
      } else {
        const out = await client.send(new GetObjectCommand(input));
        sendHeaders(res, out);
        await pipeline(out.Body as Readable, res);
      }
    } catch (e) {
      const status = e instanceof S3ServiceException ? e.$metadata.httpStatusCode : undefined;
      if (status === 304) {
        res.set('Cache-Control', IMMUTABLE_CACHE).status(304).end();
      } else if (res.headersSent) {
        res.destroy(); // the bucket failed mid-stream: cut the response rather than send a short body
      } else {
        // Without s3:ListBucket a missing key is 403, not 404: both are simply not there.
        next(status === 404 || status === 403 ? undefined : e);
      }
    }
  };

  return {
    driver: 's3',
    publicOrigin: publicUrl && new URL(publicUrl).origin,
    async put(storedPath, source, contentType) {
      const key = toImageKey(storedPath);
      if (!key) throw new Error(`Not an image key: ${storedPath}`);
      // Images are small (MAX_UPLOAD_MB), so a buffer: a plain signed PUT that every S3-compatible service accepts.
      const body = typeof source === 'string' ? await fsp.readFile(source) : source;
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: IMMUTABLE_CACHE,
        }),
      );
    },
    async get(storedPath) {
      const key = toImageKey(storedPath);
      if (!key) return null;
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return Buffer.from(await out.Body!.transformToByteArray());
      } catch (e) {
        const status = e instanceof S3ServiceException ? e.$metadata.httpStatusCode : undefined;
        if (status === 404 || status === 403) return null;
        throw e;
      }
    },
    async remove(storedPaths) {
      const keys = storedPaths.map(toImageKey).filter((k): k is string => k !== null);
      // One DeleteObject per key: DeleteObjects needs a checksum header that not every service takes.
      await Promise.all(
        keys.map((Key) =>
          client.send(new DeleteObjectCommand({ Bucket: bucket, Key })).catch((e: Error) => {
            logger.warn(`[storage] could not delete s3://${bucket}/${Key}: ${e.message}`);
          }),
        ),
      );
    },
    async list() {
      const found: StoredImage[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: 'uploads/', ContinuationToken }),
        );
        for (const o of page.Contents ?? []) {
          const key = o.Key && toImageKey(o.Key);
          if (key) found.push({ key, modifiedMs: o.LastModified?.getTime() ?? 0, size: o.Size, etag: o.ETag });
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return found;
    },
    serve,
  };
}

/** The key asked for under /uploads, or null for a malformed or foreign path. */
function keyOfRequest(req: Request): string | null {
  try {
    return toImageKey(`uploads${decodeURIComponent(req.path)}`);
  } catch {
    return null; // bad percent-encoding
  }
}

function sendHeaders(
  res: Response,
  out: { ContentType?: string; ContentLength?: number; ETag?: string; LastModified?: Date },
): void {
  res.set({
    'Content-Type': out.ContentType || 'application/octet-stream',
    'Cache-Control': IMMUTABLE_CACHE,
    ...(out.ContentLength !== undefined ? { 'Content-Length': String(out.ContentLength) } : {}),
    ...(out.ETag ? { ETag: out.ETag } : {}),
    ...(out.LastModified ? { 'Last-Modified': out.LastModified.toUTCString() } : {}),
  });
}
