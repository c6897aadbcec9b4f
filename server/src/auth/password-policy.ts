import { AppError } from '../errors/app-error';

const MIN_CHARACTERS = 10;
/** bcrypt reads only the first 72 bytes; a longer password would be silently truncated. */
const MAX_BYTES = 72;

/**
 * Refuse passwords the server will not store: fewer than 10 characters, or more than 72 bytes in UTF-8.
 * @throws AppError 400 with `errors.password`
 */
export function assertPasswordAllowed(password: string): void {
  const msg = [...password].length < MIN_CHARACTERS
    ? `Password must be at least ${MIN_CHARACTERS} characters`
    : Buffer.byteLength(password, 'utf8') > MAX_BYTES ? `Password must be at most ${MAX_BYTES} bytes` : '';
  if (msg) throw new AppError(400, msg, { password: msg });
}
