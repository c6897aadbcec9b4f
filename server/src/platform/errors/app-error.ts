import { z } from 'zod';
import { ruleMessage } from '@pachmarhi/common/i18n/validation-codes';
import { fieldErrors } from '@pachmarhi/common/schemas/fields';

/** An error with an HTTP status and a message safe to show; the one error type handlers throw. */
export class AppError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    /** Per-field messages {field: message}, sent as `errors` with 400s. */
    public readonly errors?: Record<string, string>,
    /** The underlying failure, for the logs only (never sent). */
    cause?: unknown,
  ) {
    super(message, cause === undefined ? undefined : { cause });
  }
}

/** The one text of every 503: the database is down or unreachable. */
export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is unavailable. Please try again shortly.';

export const badRequest = (message: string, errors?: Record<string, string>) => new AppError(400, message, errors);
export const notFound = (what: string) => new AppError(404, `${what} not found`);
export const conflict = (message: string) => new AppError(409, message);
export const forbidden = (message: string) => new AppError(403, message);
/** @param cause the connection failure behind it, logged once per outage */
export const databaseUnavailable = (cause?: unknown) =>
  new AppError(503, DATABASE_UNAVAILABLE_MESSAGE, undefined, cause);

/** The text of a 503 for overload while the database is fine: every connection open to reads was busy. */
export const SERVER_BUSY_MESSAGE = 'The server is busy. Please try again in a few seconds.';
/** @param cause the wait that ran out (not an outage: not logged as one) */
export const serverBusy = (cause?: unknown) => new AppError(503, SERVER_BUSY_MESSAGE, undefined, cause);

/**
 * Validate `input` with a zod schema.
 * @returns the parsed (trimmed, defaulted) value
 * @throws AppError 400 with the first field's message and `errors` {field: message}
 */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const r = schema.safeParse(input);
  if (!r.success) {
    const errors = fieldErrors(r.error);
    throw badRequest(Object.values(errors)[0] ?? ruleMessage('validationFailed'), errors);
  }
  return r.data;
}
