/**
 * The demo photos' copies, made in a child process (./photo-maker.ts) so that the server that
 * seeded its first start does not keep sharp's memory for the rest of its life (docs/deploy.md#memory),
 * and kept in a cache folder (data/seed-photos/) so that the next seed on this machine (a second
 * demo database, every browser test's fresh server) reads them instead of resizing them again.
 */
import { fork } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REPO_ROOT, SEED_IMAGES_DIR } from '../paths';
import { imageFiles, type ImageFile } from '../platform/storage/image-variants';

/** Where made copies are kept, one folder per photo and recipe (SEED_PHOTO_CACHE_DIR; default data/seed-photos). */
const CACHE_DIR = process.env.SEED_PHOTO_CACHE_DIR || path.join(REPO_ROOT, 'data/seed-photos');
/** The recipe's fingerprint: the code that makes the copies (a change of size or quality makes new ones). */
const RECIPE = createHash('sha256').update(imageFiles.toString()).digest('hex').slice(0, 16);

/** A photo's cache folder: its bytes' and the recipe's hash. */
const cacheFolder = (file: string) =>
  path.join(
    CACHE_DIR,
    createHash('sha256')
      .update(RECIPE)
      .update(fs.readFileSync(path.join(SEED_IMAGES_DIR, file)))
      .digest('hex')
      .slice(0, 32),
  );

/** The copies kept for `file`, or undefined (none yet, or unreadable). */
function cached(file: string): MadeCopy | undefined {
  const dir = cacheFolder(file);
  try {
    const index = JSON.parse(fs.readFileSync(path.join(dir, 'index.json'), 'utf8')) as {
      base: string;
      files: { path: string; contentType: string }[];
    };
    return {
      base: index.base,
      files: index.files.map((f, i) => ({ ...f, bytes: fs.readFileSync(path.join(dir, `${i}.bin`)) })),
    };
  } catch {
    return undefined;
  }
}

/** Keep `made` for `file` (written aside, then renamed: a reader never sees half of it; a failure only loses the cache). */
function keep(file: string, made: MadeCopy): void {
  const dir = cacheFolder(file);
  const tmp = `${dir}.${randomUUID()}.tmp`;
  try {
    fs.mkdirSync(tmp, { recursive: true });
    made.files.forEach((f, i) => fs.writeFileSync(path.join(tmp, `${i}.bin`), f.bytes));
    const index = { base: made.base, files: made.files.map(({ path: p, contentType }) => ({ path: p, contentType })) };
    fs.writeFileSync(path.join(tmp, 'index.json'), JSON.stringify(index));
    fs.renameSync(tmp, dir);
  } catch {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

/** A photo's copies as `makeImageCopy` makes them: its temporary base name and its files. */
export interface MadeCopy {
  base: string;
  files: ImageFile[];
}

/** One message of the child: a photo's copies, or why it could not be made. */
export type PhotoMade = { file: string; made: MadeCopy } | { file: string; error: string };

/**
 * The child's module: the bundle's dist/photo-maker.js beside dist/main.js (`npm start`), else
 * this folder's photo-maker.ts run through tsx (development, tests, the seed command).
 */
function childModule(): { file: string; execArgv: string[] } {
  const built = new URL('./photo-maker.js', import.meta.url);
  if (fs.existsSync(built)) return { file: fileURLToPath(built), execArgv: [] };
  return { file: fileURLToPath(new URL('./photo-maker.ts', import.meta.url)), execArgv: ['--import', 'tsx'] };
}

/**
 * Make the copies of each photo file (names in SEED_IMAGES_DIR) in one child process.
 * @param progress hears each photo done: (done, total)
 * @returns one promise per file, each resolved with its copies (the files' bytes in memory) or
 *   rejected with the child's error (an unreadable photo, or the child ended before making it)
 */
export function makeDemoPhotos(
  files: readonly string[],
  progress: (done: number, total: number) => void,
): Map<string, Promise<MadeCopy>> {
  const pending = new Map<string, { resolve: (m: MadeCopy) => void; reject: (e: Error) => void }>();
  const made = new Map(
    files.map((f) => [f, new Promise<MadeCopy>((resolve, reject) => pending.set(f, { resolve, reject }))]),
  );
  for (const m of made.values()) m.catch(() => {}); // each failure is thrown where it is awaited
  let done = 0;
  // Photos made before on this machine come from the cache; the child makes the others.
  const toMake = files.filter((f) => {
    const copy = cached(f);
    if (!copy) return true;
    pending.get(f)!.resolve(copy);
    pending.delete(f);
    progress(++done, files.length);
    return false;
  });
  if (!toMake.length) return made;
  const { file, execArgv } = childModule();
  // 'advanced': the files' bytes travel as binary, not as JSON arrays of numbers.
  const child = fork(file, [JSON.stringify(toMake)], { serialization: 'advanced', execArgv, stdio: 'inherit' });
  child.on('message', (message: PhotoMade) => {
    const waiting = pending.get(message.file);
    if (!waiting) return;
    pending.delete(message.file);
    if ('error' in message) return waiting.reject(new Error(`demo photo ${message.file}: ${message.error}`));
    // Buffers arrive as Uint8Arrays: the store wants Buffers.
    const copies = message.made.files.map((f) => ({ ...f, bytes: Buffer.from(f.bytes) }));
    const copy = { base: message.made.base, files: copies };
    keep(message.file, copy);
    waiting.resolve(copy);
    progress(++done, files.length);
  });
  const endAll = (why: string) => {
    for (const [f, waiting] of pending) waiting.reject(new Error(`demo photo ${f}: ${why}`));
    pending.clear();
  };
  child.on('error', (e) => endAll(e.message));
  child.on('exit', (code, signal) => endAll(`the photo process ended (${signal ?? `exit ${code}`}) before it`));
  return made;
}
