/**
 * Where backup archives are kept (docs/deploy.md#backups): a folder (BACKUP_DIR) and/or the image
 * bucket under `backups/` (BACKUP_S3). Archives are named by the instant they were taken
 * (`backupFileName`), so a listing sorts by age.
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { AppConfig } from '../../config';
import type { StorageConfig } from '../storage/storage-config';

/** One place archives are kept. */
export interface BackupTarget {
  /** 'dir' (BACKUP_DIR) or 's3' (the bucket's backups/). */
  readonly name: 'dir' | 's3';
  /** Where it is, for messages: the folder, or s3://bucket/backups/. */
  readonly where: string;
  /** Keep the archive `localFile` as `file` (a base name). @throws the file system's or the bucket's error */
  put(localFile: string, file: string): Promise<void>;
  /** The stored archive `file` as a stream with its size, or null when it is not there. */
  open(file: string): Promise<{ stream: Readable; size: number } | null>;
  /** Delete the stored archive `file` (nothing when absent). @throws on other errors */
  remove(file: string): Promise<void>;
}

/** An archive's base name: 'pachmarhi-backup-2026-12-01T21-00-00Z.tar.gz' for that instant (UTC). */
export const backupFileName = (at: Date): string =>
  `pachmarhi-backup-${at.toISOString().slice(0, 19).replace(/:/g, '-')}Z.tar.gz`;

/** A base name of ours: no folder, no dot-first name (a request can name no other file). */
const safeName = (file: string) => /^pachmarhi-backup-[0-9TZ-]+\.tar\.gz$/.test(file);

/** Archives in the folder `dir` (created when needed). */
export function dirTarget(dir: string): BackupTarget {
  const fileOf = (file: string) => {
    if (!safeName(file)) throw new Error(`Not a backup file name: ${file}`);
    return path.join(dir, file);
  };
  return {
    name: 'dir',
    where: dir,
    async put(localFile, file) {
      const target = fileOf(file);
      if (path.resolve(localFile) === path.resolve(target)) return;
      await fsp.mkdir(dir, { recursive: true });
      await fsp.copyFile(localFile, `${target}.partial`);
      await fsp.rename(`${target}.partial`, target);
    },
    async open(file) {
      const st = await fsp.stat(fileOf(file)).catch(() => null);
      return st?.isFile() ? { stream: fs.createReadStream(fileOf(file)), size: st.size } : null;
    },
    remove: (file) => fsp.rm(fileOf(file), { force: true }),
  };
}

/** Archives in the S3 bucket of the image store, under `backups/`; the AWS SDK loads on first use. */
export function s3Target(config: Extract<StorageConfig, { driver: 's3' }>): BackupTarget {
  const keyOf = (file: string) => {
    if (!safeName(file)) throw new Error(`Not a backup file name: ${file}`);
    return `backups/${file}`;
  };
  const sdk = import('@aws-sdk/client-s3').then((m) => ({
    m,
    client: new m.S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials: config.credentials,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    }),
  }));
  sdk.catch(() => {}); // reported by the call that needs it
  const missing = (e: unknown, m: typeof import('@aws-sdk/client-s3')) =>
    e instanceof m.S3ServiceException && [404, 403].includes(e.$metadata.httpStatusCode ?? 0);
  return {
    name: 's3',
    where: `s3://${config.bucket}/backups/`,
    async put(localFile, file) {
      const { m, client } = await sdk;
      const { size } = await fsp.stat(localFile);
      await client.send(
        new m.PutObjectCommand({
          Bucket: config.bucket,
          Key: keyOf(file),
          Body: fs.createReadStream(localFile),
          ContentLength: size,
          ContentType: 'application/gzip',
        }),
      );
    },
    async open(file) {
      const { m, client } = await sdk;
      try {
        const out = await client.send(new m.GetObjectCommand({ Bucket: config.bucket, Key: keyOf(file) }));
        return { stream: out.Body as Readable, size: out.ContentLength ?? 0 };
      } catch (e) {
        if (missing(e, m)) return null;
        throw e;
      }
    },
    async remove(file) {
      const { m, client } = await sdk;
      await client.send(new m.DeleteObjectCommand({ Bucket: config.bucket, Key: keyOf(file) }));
    },
  };
}

/**
 * The places the configuration names: BACKUP_DIR (when set) first, then the image bucket's
 * backups/ (BACKUP_S3, with STORAGE_DRIVER=s3).
 */
export function backupTargets(config: Pick<AppConfig, 'backup' | 'storage'>): BackupTarget[] {
  const targets: BackupTarget[] = [];
  if (config.backup.dir) targets.push(dirTarget(config.backup.dir));
  if (config.backup.s3 && config.storage.driver === 's3') targets.push(s3Target(config.storage));
  return targets;
}
