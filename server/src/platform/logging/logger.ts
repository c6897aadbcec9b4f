import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pino, type DestinationStream, type Level, type Logger } from 'pino';

export type { Logger } from 'pino';

/** Log levels LOG_LEVEL accepts. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = Level | 'silent';

/** Keys never written to a log line, wherever an object logged carries them. */
const REDACTED = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'password',
  '*.password',
  '*.*.password',
  'passwordHash',
  '*.passwordHash',
  'token',
  '*.token',
];

export interface LoggerOptions {
  level: LogLevel;
  /** Human-readable lines (development); otherwise one JSON object per line. */
  pretty?: boolean;
}

/**
 * A pino logger: JSON lines on stdout (or `destination`), or pretty lines when `opts.pretty`;
 * passwords, tokens and the Authorization/Cookie headers are written as "[redacted]".
 */
export function createLogger(opts: LoggerOptions, destination?: DestinationStream): Logger {
  const options = { level: opts.level, redact: { paths: REDACTED, censor: '[redacted]' } };
  if (destination) return pino(options, destination);
  if (opts.pretty)
    return pino({
      ...options,
      transport: {
        target: 'pino-pretty',
        options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', singleLine: true },
      },
    });
  // Written by a worker-free asynchronous stream: lines written while a write is in flight go out
  // together (one system call, not one per request); what is pending is flushed when the process exits.
  return pino(options, pino.destination({ dest: 1, sync: false }));
}

/** The level when LOG_LEVEL is unset: 'silent' under NODE_ENV=test, else 'info'. */
export const defaultLogLevel = (nodeEnv: string | undefined): LogLevel => (nodeEnv === 'test' ? 'silent' : 'info');

/**
 * The process's logger. Starts from the environment as it is at import (LOG_LEVEL, NODE_ENV);
 * `configureLogging` replaces it once the configuration (with .env) is read.
 */
export let logger: Logger = createLogger({
  level: (LOG_LEVELS as readonly string[]).includes(process.env.LOG_LEVEL ?? '')
    ? (process.env.LOG_LEVEL as LogLevel)
    : defaultLogLevel(process.env.NODE_ENV),
});

/** Replace the process's logger (main.ts, after reading the configuration). */
export function configureLogging(opts: LoggerOptions): Logger {
  logger = createLogger(opts);
  return logger;
}

/** An X-Request-Id a client or proxy may set: short, printable, no spaces. */
const REQUEST_ID = /^[\w.:@/+=-]{1,128}$/;

/** The unexpected error a response ended with, for its request line (set by `logWithRequest`). */
const responseErrors = new WeakMap<ServerResponse, Error>();

/** Have the request line of `res` written at level 'error' with `err` and its stack (the error handler). */
export function logWithRequest(res: ServerResponse, err: Error): void {
  responseErrors.set(res, err);
}

/**
 * Express middleware writing one JSON line per finished request: `req` {id (the client's
 * `X-Request-Id` when sane, else a new UUID; echoed in the response header), method, path (no
 * query string: it may carry feed tokens), ip}, `res` {statusCode}, `durationMs` (ms) and the message
 * "GET /path 200". 5xx responses are logged at 'error' with the error and its stack (`logWithRequest`,
 * called by the error handler). One listener and one log call per request, nothing built per request
 * beyond the line: pino-http made a child logger and ran its serializers for every request, a
 * tenth of the CPU of the cached API lists (docs/decisions/018-fast-pages.md).
 */
export function requestLogger(log: Logger) {
  return (req: IncomingMessage & { ip?: string }, res: ServerResponse, next: () => void): void => {
    const started = performance.now();
    const given = req.headers['x-request-id'];
    const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    res.setHeader('X-Request-Id', id);
    res.once('finish', () => {
      const line = {
        req: { id, method: req.method, path: pathOf(req), ip: req.ip ?? req.socket.remoteAddress },
        res: { statusCode: res.statusCode },
        durationMs: Math.round(performance.now() - started),
      };
      const msg = `${req.method} ${line.req.path} ${res.statusCode}`;
      const err = responseErrors.get(res);
      if (err || res.statusCode >= 500) log.error({ ...line, err }, msg);
      else log.info(line, msg);
    });
    next();
  };
}

/** The request's path without its query string (Express's originalUrl when mounted). */
function pathOf(req: IncomingMessage): string {
  const url = (req as { originalUrl?: string }).originalUrl ?? req.url ?? '';
  return url.split('?')[0];
}
