import type { ErrorRequestHandler, RequestHandler } from 'express';
import multer from 'multer';
import { MAX_IMAGES_MESSAGE } from '@pachmarhi/common/constants';
import { localizeFieldErrors, localizeMessage } from '@pachmarhi/common/i18n/validation';
import { fieldCodes } from '@pachmarhi/common/i18n/validation-codes';
import { requestLang } from '../http/http';
import { logWithRequest } from '../logging/logger';
import { discardRequestUploads } from '../http/upload-files';
import { AppError, badRequest, DATABASE_UNAVAILABLE_MESSAGE } from './app-error';
import { fromDatabaseError } from './database-errors';
import type { DatabaseOutageLog } from './database-outage';

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

/**
 * Any thrown value as the AppError the client sees: body-parser, multer and PostgreSQL errors
 * mapped (connection failures 503, duplicates 409, bad input 400), the rest 500.
 */
export function toAppError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof multer.MulterError) return fromMulter(err);
  const e = err as { type?: string; status?: number; message?: string };
  if (e?.type === 'entity.parse.failed') return badRequest('Malformed JSON body');
  if (e?.type === 'entity.too.large' || e?.status === 413) return new AppError(413, 'Request body is too large');
  if (e?.status === 404) return new AppError(404, 'Not found');
  if (typeof e?.status === 'number' && e.status >= 400 && e.status < 500)
    return new AppError(e.status, e.message || 'Bad request');
  return fromDatabaseError(err) ?? new AppError(500, 'Something went wrong');
}

/**
 * The one error middleware: body {success: false, message, errors?, errorCodes?} in the request's language
 * (`?lang=` or Accept-Language: validation messages in Hindi for 'hi'; `errorCodes` has the code and
 * parameters of each field error a shared rule worded, common/src/i18n/validation-codes.ts), the request's uploaded files
 * removed, no stack traces to clients. Unexpected errors are logged with their request; an unreachable
 * database is logged once per outage by `outage`. A 503 (database unavailable, or reads busy under
 * load) carries Retry-After.
 */
export function errorHandler(outage: DatabaseOutageLog): ErrorRequestHandler {
  return (err, req, res, _next) => {
    void _next;
    const appErr = toAppError(err);
    const unavailable = appErr.status === 503 && appErr.message === DATABASE_UNAVAILABLE_MESSAGE;
    if (unavailable) outage.failed(appErr.cause ?? err);
    // The request line (platform/logging/logger.ts) carries it, with its stack, at level 'error'.
    else if (appErr.status >= 500) logWithRequest(res, err instanceof Error ? err : new Error(String(err)));
    discardRequestUploads(req).finally(() => {
      if (res.headersSent) return;
      const lang = requestLang(req);
      const errors = appErr.errors && localizeFieldErrors(appErr.errors, lang);
      const errorCodes = appErr.errors && fieldCodes(appErr.errors);
      if (appErr.status === 503) res.set('Retry-After', unavailable ? '30' : '5');
      res.status(appErr.status).json({
        success: false,
        message: localizeMessage(appErr.message, lang),
        ...(errors ? { errors } : {}),
        ...(errorCodes && Object.keys(errorCodes).length ? { errorCodes } : {}),
      });
    });
  };
}

/** 404 for unknown /api paths. */
export const apiNotFound: RequestHandler = (req, _res, next) =>
  next(new AppError(404, `No API route ${req.method} ${req.path}`));

/** 404 for a missing file under /uploads or /assets, without echoing any server path. */
export const staticNotFound: RequestHandler = (_req, _res, next) => next(new AppError(404, 'Not found'));
