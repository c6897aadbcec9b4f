import type { RequestHandler } from 'express';
import { withWritePriority } from '../db/write-reserve';

/**
 * Requests that may write (every method but GET, HEAD and OPTIONS) run with write priority for the
 * database pool: their reads too skip the visitors' reads (platform/db/write-reserve.ts).
 */
export const writeRequestPriority: RequestHandler = (req, _res, next) => {
  if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next();
  withWritePriority(next);
};
