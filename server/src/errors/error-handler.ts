import type { ErrorRequestHandler, RequestHandler } from 'express';
import multer from 'multer';
import { MAX_IMAGES_MESSAGE } from '@pachmarhi/common/constants';
import { discardRequestUploads } from '../uploads/upload-files';
import { AppError, badRequest, conflict, databaseUnavailable } from './app-error';

// Connection-level failures (not bad SQL): the database is down or unreachable.
const DB_DOWN_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EPIPE', '57P01', '57P02', '57P03', '53300']);
function isDatabaseDown(err: unknown): boolean {
  for (let e = err as { code?: string; message?: string; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth++) {
    if (e.code && (DB_DOWN_CODES.has(e.code) || e.code.startsWith('08'))) return true;
    if (e.message && /Connection terminated|timeout exceeded when trying to connect|connect ECONNREFUSED/i.test(e.message)) return true;
  }
  return false;
}
const pgCode = (err: unknown): string | undefined => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.cause?.code ?? e?.code;
};

function fromMulter(err: multer.MulterError): AppError {
  switch (err.code) {
    case 'LIMIT_FILE_SIZE':
      return new AppError(413, 'Image is too large');
    case 'LIMIT_FILE_COUNT':
      return badRequest(MAX_IMAGES_MESSAGE);
    case 'LIMIT_UNEXPECTED_FILE':
      return badRequest(`Unexpected file field '${err.field ?? ''}'`);
    default:
      return badRequest(err.message);
  }
}

/** Any thrown value as the AppError the client sees: body-parser, multer and Postgres errors mapped, the rest 500. */
function toAppError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof multer.MulterError) return fromMulter(err);
  const e = err as { type?: string; status?: number; message?: string };
  if (e?.type === 'entity.parse.failed') return badRequest('Malformed JSON body');
  if (e?.type === 'entity.too.large' || e?.status === 413) return new AppError(413, 'Request body is too large');
  if (typeof e?.status === 'number' && e.status >= 400 && e.status < 500) return new AppError(e.status, e.message || 'Bad request');
  if (isDatabaseDown(err)) return databaseUnavailable();
  const code = pgCode(err);
  if (code === '23505') return conflict('That record already exists');
  if (code === '23514' || code === '22P02' || code === '22007' || code === '22008') return badRequest('Invalid value');
  return new AppError(500, 'Something went wrong');
}

/**
 * The one error middleware: body {success: false, message, errors?}, the request's uploaded files
 * removed, no stack traces to clients (unexpected errors are logged).
 */
export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  void _next;
  const appErr = toAppError(err);
  if (appErr.status >= 500 && appErr.status !== 503) console.error(`[error] ${req.method} ${req.originalUrl}`, err);
  discardRequestUploads(req).finally(() => {
    if (res.headersSent) return;
    res.status(appErr.status).json({ success: false, message: appErr.message, ...(appErr.errors ? { errors: appErr.errors } : {}) });
  });
};

/** 404 for unknown /api paths. */
export const apiNotFound: RequestHandler = (req, _res, next) => next(new AppError(404, `No API route ${req.method} ${req.path}`));
