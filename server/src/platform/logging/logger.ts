import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pino, type DestinationStream, type Level, type Logger } from 'pino';
import { pinoHttp, type HttpLogger } from 'pino-http';

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
  return pino(options);
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

/**
 * Express middleware writing one line per finished request: request id (the client's
 * `X-Request-Id` when sane, else a new UUID; echoed in the response header), method, path (no
 * query string: it may carry feed tokens), status and duration (ms, `durationMs`). 5xx responses
 * are logged at 'error' with the error and its stack (`res.err`, set by the error handler).
 * The request logger is on `req.log`.
 */
export function requestLogger(log: Logger): HttpLogger {
  return pinoHttp({
    logger: log,
    genReqId(req: IncomingMessage, res: ServerResponse) {
      const given = req.headers['x-request-id'];
      const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    customAttributeKeys: { responseTime: 'durationMs' },
    customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : 'info'),
    customSuccessMessage: (req, res) => `${req.method} ${pathOf(req)} ${res.statusCode}`,
    customErrorMessage: (req, res) => `${req.method} ${pathOf(req)} ${res.statusCode}`,
    serializers: {
      req: (req: { id: unknown; method: string; raw: IncomingMessage; remoteAddress?: string }) => ({
        id: req.id,
        method: req.method,
        path: pathOf(req.raw),
        ip: (req.raw as { ip?: string }).ip ?? req.remoteAddress,
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
}

/** The request's path without its query string (Express's originalUrl when mounted). */
function pathOf(req: IncomingMessage): string {
  const url = (req as { originalUrl?: string }).originalUrl ?? req.url ?? '';
  return url.split('?')[0];
}
