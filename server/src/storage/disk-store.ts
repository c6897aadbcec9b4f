import fsp from 'node:fs/promises';
import path from 'node:path';
import express from 'express';
import { toImageKey, type ImageStore } from './image-store';

/**
 * Images as files in `uploadsDir` ('uploads/rooms/x.jpg' → <uploadsDir>/rooms/x.jpg), served with
 * express.static. The default driver.
 */
export function createDiskStore(uploadsDir: string): ImageStore {
  const root = path.resolve(uploadsDir);
  const fileOf = (storedPath: string): string | null => {
    const key = toImageKey(storedPath);
    return key && path.join(root, key.slice('uploads/'.length));
  };

  return {
    driver: 'disk',
    async put(key, source) {
      const file = fileOf(key);
      if (!file) throw new Error(`Not an image key: ${key}`);
      await fsp.mkdir(path.dirname(file), { recursive: true });
      if (typeof source === 'string') await fsp.copyFile(source, file);
      else await fsp.writeFile(file, source);
    },
    async get(key) {
      const file = fileOf(key);
      if (!file) return null;
      return fsp.readFile(file).catch((e: NodeJS.ErrnoException) => {
        if (e.code === 'ENOENT') return null;
        throw e;
      });
    },
    async remove(keys) {
      await Promise.all(keys.map((k) => fileOf(k)).map((f) => (f ? fsp.rm(f, { force: true }).catch(() => {}) : undefined)));
    },
    serve: express.static(root, { immutable: true, maxAge: '365d', index: false, dotfiles: 'deny' }),
  };
}
