import { eq } from 'drizzle-orm';
import { users } from '../../../db/schema/index';
import type { TestApi } from '../../../testing/api';
import { issueTokens } from '../../identity/auth/tokens.queries';

/** A valid access token of a seeded member (by email). */
export async function memberToken(api: TestApi, email: string): Promise<string> {
  const { db } = api.database;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no member ${email}`);
  return (await issueTokens(db, user.id, new Date())).accessToken;
}

/** Sends a request with an optional bearer token and JSON body. */
export async function request<T = unknown>(
  api: TestApi,
  method: string,
  path: string,
  opts: { token?: string; body?: unknown; rawBody?: string } = {},
) {
  const headers: Record<string, string> = {};
  if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
  let body: string | undefined;
  if (opts.body !== undefined || opts.rawBody !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = opts.rawBody ?? JSON.stringify(opts.body);
  }
  const res = await api.app.request(path, { method, headers, body });
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, body: json as T };
}
