import type { Hono } from 'hono';
import type { AppEnv } from '../../../http/types';

/** A reply as the auth tests read it, with the cookies the server set. */
export type Reply<T> = { status: number; body: T; text: string; cookies: Record<string, string> };

/** Sends a request with optional bearer, cookies and JSON body; parses Set-Cookie. */
export async function send<T = Record<string, unknown>>(
  app: Hono<AppEnv>,
  method: string,
  path: string,
  opts: { body?: unknown; token?: string; cookies?: Record<string, string>; ua?: string } = {},
): Promise<Reply<T>> {
  const headers: Record<string, string> = {};
  if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
  if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
  if (opts.ua) headers['User-Agent'] = opts.ua;
  const jar = Object.entries(opts.cookies ?? {});
  if (jar.length) headers.Cookie = jar.map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await app.request(path, {
    method,
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const text = await res.text();
  const cookies: Record<string, string> = {};
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const at = pair?.indexOf('=') ?? -1;
    if (pair && at > 0) cookies[pair.slice(0, at)] = pair.slice(at + 1);
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: res.status, body: body as T, text, cookies };
}

/** Logs in and returns the access token and refresh cookie. */
export async function loginAs(app: Hono<AppEnv>, loginId: string, password: string) {
  const res = await send<{ access_token: string }>(app, 'POST', '/v1/auth/login', {
    body: { login_id: loginId, password },
  });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.text}`);
  return { token: res.body.access_token, refresh: res.cookies.refresh_token ?? '' };
}
