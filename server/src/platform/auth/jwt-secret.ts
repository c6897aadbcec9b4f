import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../../config';

/**
 * The JWT signing secret: JWT_SECRET when set; in development a random one kept in
 * `data/jwt-secret` so sessions survive restarts.
 * @throws Error in production without JWT_SECRET (the server must refuse to start)
 */
export function resolveJwtSecret(config: AppConfig): string {
  if (config.jwtSecret) return config.jwtSecret;
  if (config.production)
    throw new Error('JWT_SECRET is required when NODE_ENV=production. Set it to a long random string.');
  try {
    const existing = fs.readFileSync(config.jwtSecretFile, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    /* first start */
  }
  const secret = randomBytes(48).toString('base64url');
  fs.mkdirSync(path.dirname(config.jwtSecretFile), { recursive: true });
  fs.writeFileSync(config.jwtSecretFile, secret, { mode: 0o600 });
  return secret;
}
