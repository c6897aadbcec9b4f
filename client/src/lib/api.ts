import { displayLang } from '@pachmarhi/common/i18n/lang';
import { resolveImageUrl } from '@pachmarhi/common/images';
import type { ValidationIssue } from '@pachmarhi/common/i18n/validation-codes';
import { clearSession, getSession } from './auth';
import { noteAnswer, noteNoAnswer } from './offline/network';

/** API host: '' (same origin, the default) or VITE_BACKEND_URL when the API lives elsewhere. */
export const API_BASE = (import.meta.env.VITE_BACKEND_URL ?? '').replace(/\/+$/, '');

let fetchBase = API_BASE;

/**
 * On the server only: where the page renderer's calls go ('http://127.0.0.1:3000'), since a server
 * has no page origin for relative URLs (client/src/entry-server.tsx).
 */
export function setServerApiOrigin(origin: string): void {
  fetchBase = API_BASE || origin.replace(/\/+$/, '');
}

/** An API answer as the server process gives it to its own page render: status and JSON text. */
export interface ServerAnswer {
  status: number;
  body: string;
}

/**
 * On the server only: the page render's GET calls answered by the server process itself, through
 * its modules, without HTTP (client/src/entry-server.tsx). Undefined for a path it does not
 * answer (that call goes over HTTP to `setServerApiOrigin`'s origin).
 */
export type ServerData = (path: string) => Promise<ServerAnswer | undefined>;

let serverData: () => ServerData | undefined = () => undefined;

/** On the server only: where a render's GET calls are answered in process (the current render's source). */
export function setServerData(source: () => ServerData | undefined): void {
  serverData = source;
}

/**
 * A non-2xx answer from the API, with its `message` and field `errors` (ARCHITECTURE: error shape);
 * a field error the API sent a code for (`errorCodes`) is in the display language.
 */
export class ApiRequestError extends Error {
  constructor(
    public status: number,
    message: string,
    public errors: Record<string, string> = {},
  ) {
    super(message);
  }
}

type Listener = () => void;
const expiredListeners = new Set<Listener>();
/** Called when an authenticated call gets 401: the session has ended (the app redirects to login). */
export function onSessionExpired(l: Listener): () => void {
  expiredListeners.add(l);
  return () => expiredListeners.delete(l);
}

export interface ApiOptions {
  method?: string;
  /** JSON body. */
  json?: unknown;
  /** Multipart body. */
  form?: FormData;
  /** Send the stored Bearer token; a 401 then ends the session. */
  auth?: boolean;
  signal?: AbortSignal;
  /** Sent as `Idempotency-Key`: a write retried with it is done once (lib/offline/outbox.ts). */
  idempotencyKey?: string;
}

async function parse<T>(status: number, text: string): Promise<T> {
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (status >= 200 && status < 300) return body as T;
  const b = (body ?? {}) as {
    message?: string;
    errors?: Record<string, string>;
    errorCodes?: Record<string, ValidationIssue>;
  };
  const codes = b.errorCodes ?? {};
  // The wording of coded field errors (and its message catalogue) loads with the first such error.
  const wordOf = Object.keys(codes).length ? (await import('@/i18n/validation')).validationText : undefined;
  const errors = Object.fromEntries(
    Object.entries(b.errors ?? {}).map(([field, text]) => [
      field,
      codes[field] && wordOf ? wordOf(codes[field]) : text,
    ]),
  );
  throw new ApiRequestError(status, b.message || `Request failed (${status})`, errors);
}

function authHeader(auth?: boolean): Record<string, string> {
  const token = auth ? getSession()?.accessToken : undefined;
  return token ? { Authorization: `Bearer ${token}` } : {};
}

function handleUnauthorized(err: unknown, auth?: boolean): never {
  if (auth && err instanceof ApiRequestError && err.status === 401) {
    clearSession();
    expiredListeners.forEach((l) => l());
  }
  throw err;
}

/**
 * Call the API and return its parsed JSON.
 * @throws ApiRequestError on a non-2xx status (network failures throw TypeError)
 */
export async function api<T = unknown>(path: string, opts: ApiOptions = {}): Promise<T> {
  const inProcess =
    import.meta.env.SSR && !opts.form && opts.json === undefined && !opts.method ? serverData() : undefined;
  const answer = inProcess && (await inProcess(path));
  if (answer) return parse<T>(answer.status, answer.body);
  // The server writes its validation messages in the site's language, not the browser's.
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': displayLang(),
    ...authHeader(opts.auth),
    ...(opts.idempotencyKey && { 'Idempotency-Key': opts.idempotencyKey }),
  };
  let body: BodyInit | undefined;
  if (opts.form) body = opts.form;
  else if (opts.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.json);
  }
  const res = await fetch(`${fetchBase}${path}`, {
    method: opts.method ?? (body ? 'POST' : 'GET'),
    headers,
    body,
    signal: opts.signal,
  }).catch((e: unknown) => {
    // No answer (not an abort): the back office shows itself offline until the server answers again.
    if (!import.meta.env.SSR && !opts.signal?.aborted) noteNoAnswer();
    throw e;
  });
  if (!import.meta.env.SSR) noteAnswer();
  return parse<T>(res.status, await res.text()).catch((e) => handleUnauthorized(e, opts.auth));
}

/**
 * Download a file the API sends (e.g. a CSV export) with the admin token and save it under the
 * name of its Content-Disposition (or `fallbackName`).
 * @throws ApiRequestError on a non-2xx status; TypeError on a network failure
 */
export async function apiDownload(path: string, fallbackName: string): Promise<void> {
  const res = await fetch(`${API_BASE}${path}`, { headers: authHeader(true) });
  if (!res.ok) await parse(res.status, await res.text()).catch((e) => handleUnauthorized(e, true));
  const name = /filename="?([^";]+)"?/.exec(res.headers.get('Content-Disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await res.blob());
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Multipart upload with progress (fetch cannot report upload progress, XMLHttpRequest can).
 * @param onProgress receives 0–100
 * @throws ApiRequestError on a non-2xx status; TypeError on a network failure
 */
export function apiUpload<T = unknown>(
  path: string,
  form: FormData,
  opts: { method?: string; onProgress?: (pct: number) => void } = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(opts.method ?? 'POST', `${API_BASE}${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [k, v] of Object.entries(authHeader(true))) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => e.lengthComputable && opts.onProgress?.(Math.round((e.loaded / e.total) * 100));
    xhr.onerror = () => reject(new TypeError('Network error'));
    xhr.onload = () =>
      parse<T>(xhr.status, xhr.responseText).then(resolve, (e) => {
        try {
          handleUnauthorized(e, true);
        } catch (err) {
          reject(err);
        }
      });
    xhr.send(form);
  });
}

/** A stored image path as a loadable URL ('' when none; show the 'No Image' placeholder then). */
export const imageUrl = (path: string | null | undefined): string => resolveImageUrl(path, API_BASE);
