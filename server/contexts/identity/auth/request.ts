import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { requestOrigin } from '../../../http/proxy';

/** Who made a request: the socket's address (a forwarded one only behind TRUST_PROXY) and the user agent. */
export type RequestMeta = { ip: string; userAgent: string };

/** IP and user agent of a request; `unknown` when there is no socket (in-process tests). */
export function requestMeta(c: Context): RequestMeta {
  return {
    ip: requestOrigin(c).clientIp,
    userAgent: (c.req.header('user-agent') ?? '').slice(0, 400),
  };
}

/** HttpOnly cookie holding the refresh token; scoped to the auth calls only. */
export const REFRESH_COOKIE = 'refresh_token';
/** HttpOnly cookie tying an emailed login code to the attempt that asked for it. */
export const ATTEMPT_COOKIE = 'login_attempt';
/** HttpOnly cookie tying a social-login callback to the browser that started it. */
export const OIDC_BINDING_COOKIE = 'oidc_binding';
const COOKIE_PATH = '/v1/auth';

/** Sets an HttpOnly, SameSite=Strict cookie on the auth path (Secure over https, proxied or not). */
export function setAuthCookie(c: Context, name: string, value: string, maxAgeS: number): void {
  setCookie(c, name, value, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'Strict',
    secure: requestOrigin(c).https,
    maxAge: Math.max(0, Math.floor(maxAgeS)),
  });
}

/** Reads an auth cookie. */
export function getAuthCookie(c: Context, name: string): string | undefined {
  return getCookie(c, name) || undefined;
}

/** Removes an auth cookie. */
export function clearAuthCookie(c: Context, name: string): void {
  deleteCookie(c, name, { path: COOKIE_PATH });
}
