import { storedPathsOf } from '@pachmarhi/common/image-variants';
import type { AppConfig } from '../../config';
import { createDiskStore } from './disk-store';
import type { ImageStore } from './image-store';

/**
 * The image store STORAGE_DRIVER selects: the uploads folder (disk, default) or an S3-compatible
 * bucket, whose driver (and the AWS SDK) loads on its first use. Removing an image's stored path
 * removes its WebP variants too (common/src/image-variants.ts).
 */
export function createImageStore(config: Pick<AppConfig, 'storage' | 'uploadsDir'>): ImageStore {
  const store = config.storage.driver === 's3' ? lazyS3Store(config.storage) : createDiskStore(config.uploadsDir);
  return { ...store, remove: (paths) => store.remove([...new Set(paths.flatMap(storedPathsOf))]) };
}

function lazyS3Store(s3: Extract<AppConfig['storage'], { driver: 's3' }>): ImageStore {
  let loading: Promise<ImageStore> | undefined;
  const load = () => (loading ??= import('./s3-store').then((m) => m.createS3Store(s3)));
  return {
    driver: 's3',
    publicOrigin: s3.publicUrl && new URL(s3.publicUrl).origin,
    put: async (storedPath, source, contentType) => (await load()).put(storedPath, source, contentType),
    get: async (storedPath) => (await load()).get(storedPath),
    remove: (storedPaths) =>
      load().then(
        (store) => store.remove(storedPaths),
        () => {},
      ), // never throws, as the interface says
    list: async () => (await load()).list(),
    serve: (req, res, next) => void load().then((store) => store.serve(req, res, next), next),
  };
}
