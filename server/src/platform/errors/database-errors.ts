import { AppError, badRequest, conflict, databaseUnavailable, serverBusy } from './app-error';

type ErrorLike = { code?: unknown; message?: unknown; cause?: unknown } | undefined;

// Connection-level failures (not bad SQL): the database is down, restarting, refusing connections
// or every pooled connection is busy. PostgreSQL SQLSTATEs: 08xxx connection exceptions,
// 53300 too many connections, 55000 object not in prerequisite state (e.g. a standby not yet
// accepting connections), 57P01-57P03 admin shutdown, crash shutdown, cannot connect now,
// 57014 statement cancelled by DB_STATEMENT_TIMEOUT_MS (an overloaded or stuck server: retry later).
const DOWN_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EPIPE',
  'EHOSTUNREACH',
  '53300',
  '55000',
  '57P01',
  '57P02',
  '57P03',
  '57014',
]);
// The same failures as node-postgres words them when it has no code (pool wait, dropped socket).
const DOWN_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|connect ECONNREFUSED|Client has encountered a connection error|Query read timeout/i;

// SQLSTATEs that only bad input causes: 23514 check violation, 22P02 invalid text representation,
// 22007/22008 bad or out-of-range date, 22001 value too long, 22003 number out of range,
// 22021 invalid byte sequence (e.g. a NUL in text), 22P05 untranslatable character.
const BAD_INPUT_CODES = new Set(['23514', '22P02', '22007', '22008', '22001', '22003', '22021', '22P05']);

/** The error and its causes (drizzle wraps the driver's error), outermost first. */
function* chain(err: unknown): Generator<NonNullable<ErrorLike>> {
  let e = err as ErrorLike;
  for (let depth = 0; e && typeof e === 'object' && depth < 4; depth++, e = e.cause as ErrorLike) yield e;
}

/** Whether `err` (or a cause) says the database cannot be reached, rather than that the query was wrong. */
export function isDatabaseDown(err: unknown): boolean {
  for (const e of chain(err)) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (DOWN_CODES.has(code) || code.startsWith('08')) return true;
    if (typeof e.message === 'string' && DOWN_MESSAGE.test(e.message)) return true;
  }
  return false;
}

/**
 * The AppError for a database failure: 503 unreachable (or, for reads, busy), 409 duplicate, 400 bad input.
 * @returns undefined when `err` is no database failure we can name (the caller answers 500)
 */
export function fromDatabaseError(err: unknown): AppError | undefined {
  // Reads found no connection in their share of the pool (platform/db/write-reserve.ts): busy, not down.
  for (const e of chain(err)) if (e.code === 'READS_BUSY') return serverBusy(err);
  if (isDatabaseDown(err)) return databaseUnavailable(err);
  for (const e of chain(err)) {
    if (e.code === '23505') return conflict('That record already exists');
    // 23503 foreign key violation, 23001 restrict violation: e.g. deleting a reservation an invoice refers to.
    if (e.code === '23503' || e.code === '23001')
      return conflict('Other records refer to this one (an invoice); it cannot be deleted');
    if (typeof e.code === 'string' && BAD_INPUT_CODES.has(e.code)) return badRequest('Invalid value');
  }
  return undefined;
}
