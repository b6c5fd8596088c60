import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { staff } from '../../../db/schema/index';
import { DEMO_OWNER_TOTP_SECRET } from '../../../db/seed/staff';
import type { TestApi } from '../../../testing/api';
import { currentCode } from './totp';

/** A browser's back-office state: its cookies and the session's CSRF token. */
export type StaffBrowser = { cookies: Map<string, string>; csrf: string };

/** A fresh browser with no cookies. */
export const newBrowser = (): StaffBrowser => ({ cookies: new Map(), csrf: '' });

/** Sends a back-office request as `browser` (cookies, CSRF header on writes unless `csrf: false`). */
export async function staffCall<T = unknown>(
  api: TestApi,
  browser: StaffBrowser,
  method: string,
  path: string,
  opts: {
    body?: unknown;
    /** A body sent as it is (a CSV file), with its content type. */
    raw?: { body: string | Uint8Array<ArrayBuffer>; type: string };
    csrf?: string | false;
    headers?: Record<string, string>;
  } = {},
) {
  const headers: Record<string, string> = { Host: 'admin.localhost', ...opts.headers };
  if (browser.cookies.size) {
    headers.Cookie = [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  const csrf = opts.csrf === undefined ? browser.csrf : opts.csrf;
  if (csrf && method !== 'GET') headers['X-CSRF-Token'] = csrf;
  let body: string | Uint8Array<ArrayBuffer> | undefined;
  if (opts.raw) {
    headers['Content-Type'] = opts.raw.type;
    body = opts.raw.body;
  } else if (opts.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  const res = await api.app.request(`http://admin.localhost${path}`, { method, headers, body });
  for (const line of res.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const [name = '', value = ''] = pair.split('=');
    if (/max-age=0/i.test(line) || value === '') browser.cookies.delete(name);
    else browser.cookies.set(name, value);
  }
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, body: json as T };
}

/** The demo staff's passwords (FIXTURES). */
export const DEMO_PASSWORDS = {
  'owner@example.jp': 'Owner-pass-2026',
  'editor@example.jp': 'Editor-pass-2026',
  'operator@example.jp': 'Operator-pass-2026',
} as const;

/** Signs a demo staff member in (the owner with their TOTP code) and answers the browser. */
export async function signedInAs(
  api: TestApi,
  email: keyof typeof DEMO_PASSWORDS,
  now = new Date(),
): Promise<StaffBrowser> {
  const browser = newBrowser();
  const body = { email, password: DEMO_PASSWORDS[email] };
  let res = await staffCall<{ csrf_token?: string; totp_required?: boolean }>(
    api,
    browser,
    'POST',
    '/v1/admin/session',
    { body },
  );
  expect(res.status).toBe(200);
  if (res.body.totp_required) {
    // A code is accepted once per 30 s step; tests sign the owner in many times within one.
    await api.database.db.update(staff).set({ totpLastStep: null }).where(eq(staff.email, email));
    const code = await currentCode(DEMO_OWNER_TOTP_SECRET, now);
    res = await staffCall(api, browser, 'POST', '/v1/admin/session/totp', { body: { code } });
    expect(res.status).toBe(200);
  }
  browser.csrf = res.body.csrf_token ?? '';
  return browser;
}
