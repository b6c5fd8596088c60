import type { Hono } from 'hono';
import type { AppEnv } from '../../../http/types';

/** A reply as the catalogue tests read it. */
export type Reply<T> = { status: number; headers: Headers; text: string; body: T };

/** Sends a JSON request, with a bearer token when given. */
export async function req<T = unknown>(
  app: Hono<AppEnv>,
  method: string,
  path: string,
  opts: { body?: unknown; token?: string; channel?: string } = {},
): Promise<Reply<T>> {
  const headers: Record<string, string> = {};
  if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
  if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
  if (opts.channel) headers['X-Channel-Id'] = opts.channel;
  const body = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  const res = await app.request(path, { method, headers, body });
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, body: json as T };
}

/** Logs a seeded member in through the API and returns the access token. */
export async function memberToken(
  app: Hono<AppEnv>,
  login_id = 'taro@example.jp',
  password = 'Taro-pass-2026',
): Promise<string> {
  const res = await req<{ access_token: string }>(app, 'POST', '/v1/auth/login', {
    body: { login_id, password },
  });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.text}`);
  return res.body.access_token;
}
