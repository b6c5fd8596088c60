import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { requestOrigin } from '../../../http/proxy';
import { STAFF_SESSION_COOKIE } from '../../../http/staff-guard';

/** HttpOnly cookie between a right password and the second factor (the login calls only). */
export const STAFF_PENDING_COOKIE = 'bo_pending';
const PENDING_PATH = '/v1/admin/session';

/** A back-office session lasts 12 hours, then the staff member signs in again. */
export const STAFF_SESSION_TTL_S = 12 * 60 * 60;
/** The second factor must follow the password within 5 minutes. */
export const STAFF_PENDING_TTL_S = 5 * 60;

function cookieOptions(c: Context, path: string, maxAgeS: number) {
  // No Domain attribute: the cookie belongs to the back office's host alone, never the shop's.
  return {
    path,
    httpOnly: true,
    sameSite: 'Strict' as const,
    secure: requestOrigin(c).https,
    maxAge: maxAgeS,
  };
}

/** Sets the back-office session cookie. */
export function setSessionCookie(c: Context, token: string): void {
  setCookie(c, STAFF_SESSION_COOKIE, token, cookieOptions(c, '/', STAFF_SESSION_TTL_S));
}

/** The back-office session cookie's token, if any. */
export function sessionCookie(c: Context): string | undefined {
  return getCookie(c, STAFF_SESSION_COOKIE) || undefined;
}

/** Removes the back-office session cookie. */
export function clearSessionCookie(c: Context): void {
  deleteCookie(c, STAFF_SESSION_COOKIE, { path: '/' });
}

/** Sets the cookie of a login waiting for its second factor. */
export function setPendingCookie(c: Context, token: string): void {
  setCookie(c, STAFF_PENDING_COOKIE, token, cookieOptions(c, PENDING_PATH, STAFF_PENDING_TTL_S));
}

/** The pending login's token, if any. */
export function pendingCookie(c: Context): string | undefined {
  return getCookie(c, STAFF_PENDING_COOKIE) || undefined;
}

/** Removes the pending login's cookie. */
export function clearPendingCookie(c: Context): void {
  deleteCookie(c, STAFF_PENDING_COOKIE, { path: PENDING_PATH });
}
