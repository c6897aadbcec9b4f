import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root; relative paths in the environment resolve against it, whatever the cwd. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SERVER_ROOT = path.join(REPO_ROOT, 'server');
export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'drizzle');
export const SEED_IMAGES_DIR = path.join(SERVER_ROOT, 'seed/images');

/** Resolve a configured path: absolute as is, relative against the repository root. */
export const fromRoot = (p: string): string => (path.isAbsolute(p) ? p : path.join(REPO_ROOT, p));
