import fsp from 'node:fs/promises';
import path from 'node:path';
import express from 'express';
import { toImageKey, type ImageStore, type StoredImage } from './image-store';

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
      await Promise.all(
        keys.map((k) => fileOf(k)).map((f) => (f ? fsp.rm(f, { force: true }).catch(() => {}) : undefined)),
      );
    },
    async list() {
      // Every file under the kind folders; dot-first names (.tmp/, .gitkeep) are not image keys.
      const entries = await fsp
        .readdir(root, { recursive: true, withFileTypes: true })
        .catch((e: NodeJS.ErrnoException) => {
          if (e.code === 'ENOENT') return [];
          throw e;
        });
      const found: StoredImage[] = [];
      for (const e of entries) {
        if (!e.isFile()) continue;
        const full = path.join(e.parentPath, e.name);
        const key = toImageKey(`uploads/${path.relative(root, full).split(path.sep).join('/')}`);
        const st = key && (await fsp.stat(full).catch(() => null));
        if (key && st) found.push({ key, modifiedMs: st.mtimeMs, size: st.size });
      }
      return found;
    },
    serve: express.static(root, { immutable: true, maxAge: '365d', index: false, dotfiles: 'deny' }),
  };
}
