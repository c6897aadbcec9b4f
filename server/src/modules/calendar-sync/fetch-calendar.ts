/**
 * Fetching a channel's calendar safely (docs/decisions/020-calendar-sync.md): http and https only,
 * at most MAX_REDIRECTS redirects, FETCH_TIMEOUT_MS for the whole exchange, MAX_CALENDAR_BYTES of
 * (decompressed) body, a conditional GET with the last answer's validators, and no private,
 * loopback, link-local or other non-public address (request-filtering-agent: every address is
 * checked after DNS resolution, in the lookup the connection itself uses, on the first request and
 * on every redirect; unless private hosts are allowed: tests, self-hosted calendars).
 */
import http from 'node:http';
import https from 'node:https';
import zlib from 'node:zlib';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';

export const FETCH_TIMEOUT_MS = 10_000;
export const MAX_CALENDAR_BYTES = 5 * 1024 * 1024;
export const MAX_REDIRECTS = 3;

/** A fetch that failed; `message` is the sentence the owner sees ("The address answered 404"). */
export class FetchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FetchError';
  }
}

export interface FetchOptions {
  /** ICAL_ALLOW_PRIVATE_HOSTS: let private, loopback and link-local addresses through. */
  allowPrivateHosts: boolean;
  /** The last good answer's validators (conditional GET). */
  etag?: string | null;
  lastModified?: string | null;
  /** Overrides for tests: the limits above, and addresses fetched although not public (a test's stand-in for a public host). */
  timeoutMs?: number;
  maxBytes?: number;
  allowAddresses?: string[];
}

export type FetchResult =
  { changed: false } | { changed: true; text: string; etag: string | null; lastModified: string | null };

const PRIVATE_MESSAGE = 'The address is on a private network, which this site does not fetch';

/** request-filtering-agent's refusal of an address ('DNS lookup 127.0.0.1(…) is not allowed. Because, …'). */
const REFUSED_ADDRESS = /^DNS lookup .* is not allowed\b/;

/** The owner's sentence for a network error. */
function sentenceOf(err: NodeJS.ErrnoException): string {
  if (err instanceof FetchError) return err.message;
  if (REFUSED_ADDRESS.test(err.message)) return PRIVATE_MESSAGE;
  switch (err.code) {
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'The address could not be found (check the link)';
    case 'ECONNREFUSED':
      return 'The address refused the connection';
    case 'ECONNRESET':
    case 'EPIPE':
      return 'The connection was cut before the calendar arrived';
    default:
      return /certificate|SSL|TLS/i.test(`${err.code} ${err.message}`)
        ? "The address's secure connection could not be trusted"
        : 'The address could not be reached';
  }
}

/**
 * GET a calendar.
 * @returns `{ changed: false }` on 304 Not Modified; otherwise the body as UTF-8 text and the new validators
 * @throws FetchError with the owner's sentence: not http(s), a private address, too many redirects,
 *   no answer within the time limit, a body over the size limit, a status other than 2xx/304
 */
export async function fetchCalendar(url: string, opts: FetchOptions): Promise<FetchResult> {
  const deadline = Date.now() + (opts.timeoutMs ?? FETCH_TIMEOUT_MS);
  let current = url;
  for (let redirects = 0; ; redirects++) {
    const answer = await getOnce(current, opts, deadline);
    if (answer.kind !== 'redirect') return answer.result;
    if (redirects >= MAX_REDIRECTS) throw new FetchError(`The address redirected more than ${MAX_REDIRECTS} times`);
    current = answer.location;
  }
}

type Answer = { kind: 'done'; result: FetchResult } | { kind: 'redirect'; location: string };

function getOnce(url: string, opts: FetchOptions, deadline: number): Promise<Answer> {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return Promise.reject(new FetchError('This is not a web address'));
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:')
    return Promise.reject(new FetchError('Only http and https addresses can be imported'));
  // Only public (unicast) addresses, by name or literal, unless private hosts are allowed.
  const filter = { allowIPAddressList: opts.allowAddresses ?? [] };
  const agent = opts.allowPrivateHosts
    ? undefined
    : target.protocol === 'https:'
      ? new RequestFilteringHttpsAgent(filter)
      : new RequestFilteringHttpAgent(filter);
  const maxBytes = opts.maxBytes ?? MAX_CALENDAR_BYTES;
  const timeoutMs = Math.max(0, deadline - Date.now());
  const timeoutSentence = `The address did not answer within ${Math.round((opts.timeoutMs ?? FETCH_TIMEOUT_MS) / 1000)} seconds`;
  const tooLarge = `The calendar is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`;

  return new Promise<Answer>((settle, reject) => {
    const deadlineTimer: { id?: NodeJS.Timeout } = {};
    const resolve = (a: Answer) => {
      clearTimeout(deadlineTimer.id);
      settle(a);
    };
    const fail = (e: Error) => {
      clearTimeout(deadlineTimer.id);
      reject(e instanceof FetchError ? e : new FetchError(sentenceOf(e)));
    };
    const req = (target.protocol === 'https:' ? https : http).request(
      target,
      {
        method: 'GET',
        headers: {
          'User-Agent': 'PachmarhiStays-CalendarSync/1.0',
          Accept: 'text/calendar, text/plain;q=0.9, */*;q=0.5',
          'Accept-Encoding': 'gzip, deflate',
          ...(opts.etag ? { 'If-None-Match': opts.etag } : {}),
          ...(opts.lastModified ? { 'If-Modified-Since': opts.lastModified } : {}),
        },
        agent,
      },
      (res) => {
        const status = res.statusCode ?? 0;
        if (status >= 300 && status < 400 && status !== 304) {
          res.resume();
          const location = res.headers.location;
          if (!location) return fail(new FetchError(`The address answered ${status} without saying where to go`));
          return resolve({ kind: 'redirect', location: new URL(location, target).toString() });
        }
        if (status === 304) {
          res.resume();
          return resolve({ kind: 'done', result: { changed: false } });
        }
        if (status < 200 || status >= 300) {
          res.resume();
          return fail(new FetchError(`The address answered ${status}`));
        }
        if (Number(res.headers['content-length'] ?? 0) > maxBytes && !res.headers['content-encoding']) {
          fail(new FetchError(tooLarge));
          return res.destroy();
        }
        const encoding = String(res.headers['content-encoding'] ?? '').toLowerCase();
        const body =
          encoding === 'gzip'
            ? res.pipe(zlib.createGunzip())
            : encoding === 'deflate'
              ? res.pipe(zlib.createInflate())
              : res;
        const chunks: Buffer[] = [];
        let size = 0;
        body.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            fail(new FetchError(tooLarge));
            res.destroy();
            body.destroy();
          } else chunks.push(chunk);
        });
        body.on('error', fail);
        body.on('end', () =>
          resolve({
            kind: 'done',
            result: {
              changed: true,
              text: Buffer.concat(chunks).toString('utf8'),
              etag: typeof res.headers.etag === 'string' ? res.headers.etag : null,
              lastModified: res.headers['last-modified'] ?? null,
            },
          }),
        );
        res.on('error', fail);
      },
    );
    deadlineTimer.id = setTimeout(() => {
      fail(new FetchError(timeoutSentence));
      req.destroy();
    }, timeoutMs);
    req.on('error', fail);
    req.end();
  });
}
