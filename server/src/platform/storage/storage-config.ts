/** Which image store the server uses (docs/api.md, "Image storage"); read from STORAGE_DRIVER and S3_*. */
export type StorageConfig =
  | { driver: 'disk' }
  | {
      driver: 's3';
      bucket: string;
      /** Custom endpoint (R2, MinIO, …); undefined = AWS S3 for `region`. */
      endpoint?: string;
      region: string;
      /** Undefined = the SDK's default credential chain (environment, profile, instance role…). */
      credentials?: { accessKeyId: string; secretAccessKey: string };
      /** Bucket in the path (endpoint/bucket/key) instead of the host name. */
      forcePathStyle: boolean;
      /** Base URL images are served from (a CDN), without trailing slash; /uploads/… redirects there. */
      publicUrl?: string;
    };

/** The STORAGE_DRIVER and S3_* variables as parsed by config.ts. */
export interface StorageEnv {
  STORAGE_DRIVER: 'disk' | 's3';
  S3_BUCKET: string;
  S3_ENDPOINT: string;
  S3_REGION: string;
  S3_ACCESS_KEY_ID: string;
  S3_SECRET_ACCESS_KEY: string;
  S3_FORCE_PATH_STYLE: '' | 'true' | 'false';
  S3_PUBLIC_URL: string;
}

/**
 * The storage part of the configuration.
 * @throws Error naming the variable: STORAGE_DRIVER=s3 without S3_BUCKET, only one of
 *   S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY
 */
export function readStorageConfig(e: StorageEnv): StorageConfig {
  if (e.STORAGE_DRIVER === 'disk') return { driver: 'disk' };
  if (!e.S3_BUCKET) throw new Error('Invalid environment variable S3_BUCKET: required when STORAGE_DRIVER=s3');
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY) {
    throw new Error(
      "Invalid environment variable S3_ACCESS_KEY_ID: set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (the SDK's default credentials)",
    );
  }
  return {
    driver: 's3',
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT || undefined,
    region: e.S3_REGION || 'us-east-1',
    credentials: e.S3_ACCESS_KEY_ID
      ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
      : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE ? e.S3_FORCE_PATH_STYLE === 'true' : Boolean(e.S3_ENDPOINT),
    publicUrl: e.S3_PUBLIC_URL.replace(/\/+$/, '') || undefined,
  };
}
