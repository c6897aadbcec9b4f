import { ADMIN } from './stack';

/** Sign in through the API (`body`: email, password and any extra fields) and return the token and user. */
export async function apiLogin<U = unknown>(
  baseUrl: string,
  body: Record<string, unknown>,
): Promise<{ token: string; user: U }> {
  const res = await fetch(`${baseUrl}/api/v1/users/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status}`);
  return ((await res.json()) as { data: { token: string; user: U } }).data;
}

/** An admin JWT from the API (for arranging data: booking holds, weekend pricing, reading messages). */
export async function adminToken(baseUrl: string): Promise<string> {
  return (await apiLogin(baseUrl, { ...ADMIN, role: 1 })).token;
}

/** GET a JSON endpoint of the API. */
export async function getJson<T>(baseUrl: string, path: string, token?: string): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!res.ok) throw new Error(`GET ${path}: ${res.status}`);
  return (await res.json()) as T;
}

/** Send a JSON request with the admin token. */
export async function adminCall(
  baseUrl: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<Response> {
  return fetch(`${baseUrl}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/**
 * Register a user through the API, answering a fresh captcha. The answer comes from the captcha
 * response itself, which carries it only because the e2e server runs with NODE_ENV=test.
 */
export async function apiRegister(baseUrl: string, body: Record<string, unknown>): Promise<Response> {
  const { data } = (await (await fetch(`${baseUrl}/api/v1/users/captcha`)).json()) as {
    data: { token: string; answer?: string };
  };
  if (!data.answer) throw new Error('the e2e server did not send the captcha answer (is NODE_ENV=test?)');
  return fetch(`${baseUrl}/api/v1/users/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...body, captcha: data.answer, captchaToken: data.token }),
  });
}
