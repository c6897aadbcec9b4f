/**
 * Idempotent writes: a POST, PUT, PATCH or DELETE under /api sent with an `Idempotency-Key`
 * header is done once. The same key again (the same user) with the same method, path and body gets
 * the first answer replayed (`Idempotent-Replayed: true`) without doing it again; with another
 * request it is refused (422). A retry while the first is still being handled waits for its answer.
 * The back office's offline queue sends every write with a key (docs/decisions/025-idempotent-writes.md).
 * Keys are kept 48 hours; a failed first attempt (5xx, or no answer) frees its key.
 */
import { createHash } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import type { Db } from '../db/database';
import { verifyAccessToken } from '../auth/tokens';
import { claimKey, findKey, forgetKeysBefore, freeKey, keepAnswer, type KeyOf } from './idempotency.repository';

/** How long a key is remembered. */
export const IDEMPOTENCY_KEEP_MS = 48 * 60 * 60 * 1000;
/** How long a retry waits for the first request's answer before a 409. */
const WAIT_MS = 10_000;
const POLL_MS = 50;
/** 1–200 printable characters, no spaces (a UUID in practice). */
const KEY = /^[\x21-\x7e]{1,200}$/;
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const hashOf = (req: Request) =>
  createHash('sha256')
    .update(`${req.method} ${req.originalUrl}\n${JSON.stringify(req.body ?? null)}`)
    .digest('hex');

/** The signed-in user of the request ('' without a valid token: the route itself answers 401). */
function userOf(req: Request, secret: string, now: Date): string {
  const match = /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '');
  return (match && verifyAccessToken(match[1], secret, now)?.sub) || '';
}

const refuse = (res: Response, status: number, message: string) => res.status(status).json({ success: false, message });

/**
 * The middleware (mount after the JSON body parser, before the API's routes).
 * @param now the app's clock (keys' ages)
 */
export function idempotentWrites(db: Db, secret: string, now: () => Date): RequestHandler {
  let lastSweep = 0;
  const sweep = async (at: Date) => {
    if (Math.abs(at.getTime() - lastSweep) < 60 * 60 * 1000) return;
    lastSweep = at.getTime();
    await forgetKeysBefore(db, new Date(at.getTime() - IDEMPOTENCY_KEEP_MS));
  };

  return async (req, res, next) => {
    const key = req.get('idempotency-key');
    const fresh = (row: { createdAt: Date }, at: Date) => at.getTime() - row.createdAt.getTime() < IDEMPOTENCY_KEEP_MS;
    if (key === undefined || !WRITES.has(req.method) || !req.path.startsWith('/api/')) return next();
    if (!KEY.test(key)) return refuse(res, 400, 'Idempotency-Key must be 1 to 200 printable characters');
    try {
      const at = now();
      await sweep(at);
      const userId = userOf(req, secret, at);
      const requestHash = hashOf(req);
      const k: KeyOf = { userId, key };
      if (await claimKey(db, k, requestHash, at)) return remember(db, k, res, next);

      const deadline = Date.now() + WAIT_MS;
      for (;;) {
        const row = await findKey(db, k);
        // Forgotten after 48 hours (whatever the sweep has done so far).
        if (row && !fresh(row, at)) {
          await freeKey(db, k, row.createdAt);
          continue;
        }
        // The first attempt failed meanwhile and gave its key back: this one does the work.
        if (!row) {
          if (await claimKey(db, k, requestHash, at)) return remember(db, k, res, next);
          continue;
        }
        if (row.requestHash !== requestHash)
          return refuse(res, 422, 'This Idempotency-Key was already used for a different request');
        if (row.status > 0)
          return void res
            .status(row.status)
            .set('Idempotent-Replayed', 'true')
            .type('application/json')
            .send(row.body ?? '');
        if (Date.now() > deadline)
          return refuse(res, 409, 'The first request with this Idempotency-Key is still being handled: try again');
        await new Promise((r) => setTimeout(r, POLL_MS));
      }
    } catch (err) {
      next(err);
    }
  };
}

/** Let the request through and keep its answer under the claimed key (or free the key when it fails). */
function remember(db: Db, k: KeyOf, res: Response, next: () => void): void {
  let body: string | undefined;
  const send = res.send.bind(res);
  res.send = (chunk?: unknown) => {
    if (typeof chunk === 'string') body = chunk;
    else if (Buffer.isBuffer(chunk)) body = chunk.toString('utf8');
    else if (chunk !== undefined && chunk !== null && typeof chunk === 'object') body = JSON.stringify(chunk);
    return send(chunk);
  };
  let settled = false;
  const settle = (answered: boolean) => {
    if (settled) return;
    settled = true;
    const done = answered && res.statusCode < 500 ? keepAnswer(db, k, res.statusCode, body ?? '') : freeKey(db, k);
    done.catch(() => {}); // a key left "under way" is freed by the 48-hour sweep
  };
  res.on('finish', () => settle(true));
  res.on('close', () => settle(res.writableFinished));
  next();
}
