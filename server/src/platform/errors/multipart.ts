import type { RequestHandler } from 'express';
import multer from 'multer';
import { badRequest } from './app-error';

export const MALFORMED_UPLOAD_MESSAGE = 'Malformed upload';

/**
 * Wrap a multer middleware so a body that is not valid multipart (truncated, no boundary, bad part
 * headers: busboy's plain Errors such as 'Unexpected end of form') is a 400 'Malformed upload'
 * rather than a 500. Multer's own limit errors (mapped by the error handler) and system errors
 * (disk full: a real 500) pass through unchanged. Multer has removed the files it finished by then.
 */
export function guardMultipart(parse: RequestHandler): RequestHandler {
  return (req, res, next) =>
    parse(req, res, (err?: unknown) => {
      if (!err || err instanceof multer.MulterError || (err as { syscall?: unknown }).syscall) return next(err);
      next(badRequest(MALFORMED_UPLOAD_MESSAGE));
    });
}
