import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { ERROR_CODES } from '../../contract/shared/error.schema';
import { bearerToken } from './auth';
import { ApiException } from './errors';
import { requestOrigin } from './proxy';
import type { Actor, AppEnv, StaffPrincipal } from './types';

/** HttpOnly cookie of a back-office session (host-only: no Domain attribute). */
export const STAFF_SESSION_COOKIE = 'bo_session';
/** Header the back office echoes the session's CSRF token in on every write. */
export const CSRF_HEADER = 'x-csrf-token';

/** A staff role, or `token` for the shared admin token of scripts and CI. */
export type StaffRoleOrToken = StaffPrincipal['role'] | 'token';

/** Variables a back-office route can read after `requireStaff`. */
export type StaffEnv = {
  Variables: AppEnv['Variables'] & { actor: Actor; staff: StaffPrincipal | undefined };
};

/** What a back-office call allows. */
export type StaffGuardOptions = {
  /** Who may call: these roles (owners always may), and `token` for `adminToken`. */
  allow: readonly StaffRoleOrToken[] | 'any-staff';
  /** The admin token (ADMIN_TOKEN); unset: no token is accepted. */
  adminToken?: string;
  /** The calls an owner without two-factor may still make (session, enrolment). */
  beforeEnrolment?: boolean;
};

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Compares two secrets in constant time (digests first, so lengths leak nothing). */
export function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/** A write must come from this host's own pages: a foreign Origin or a cross-site fetch is refused. */
function crossSite(c: Context): boolean {
  if (c.req.header('sec-fetch-site') === 'cross-site') return true;
  const origin = c.req.header('origin');
  if (!origin) return false;
  try {
    return new URL(origin).host !== (c.req.header('host') ?? new URL(c.req.url).host);
  } catch {
    return true;
  }
}

function checkCsrf(c: Context, staff: StaffPrincipal): void {
  if (!WRITES.has(c.req.method)) return;
  const sent = c.req.header(CSRF_HEADER) ?? '';
  if (crossSite(c) || !sent || !sameSecret(sent, staff.csrfToken)) {
    throw new ApiException(403, ERROR_CODES.csrfInvalid);
  }
}

function allows(options: StaffGuardOptions, role: StaffRoleOrToken): boolean {
  if (options.allow === 'any-staff') return role !== 'token';
  return role === 'owner' || options.allow.includes(role);
}

/** The staff session of the request's cookie, found by the app's finder (null: none or not live). */
export async function staffOfRequest(c: Context<AppEnv>): Promise<StaffPrincipal | null> {
  const token = getCookie(c, STAFF_SESSION_COOKIE);
  if (!token) return null;
  return c.get('findStaffSession')(c.get('database').db, token, new Date());
}

/**
 * The back office's guard, on every `/v1/admin/*` call. A bearer is the admin token (role
 * `token`) or nothing: a member's bearer answers 401, as does a missing or dead session. A staff
 * session's writes need the CSRF header and a same-site origin (403). An owner without two-factor
 * may only enrol (403 otherwise); a role the call does not allow answers 403. Sets `actor`.
 */
export function requireStaff(options: StaffGuardOptions) {
  return createMiddleware<StaffEnv>(async (c, next) => {
    const ip = requestOrigin(c).clientIp;
    const bearer = bearerToken(c);
    if (bearer) {
      if (!options.adminToken || !sameSecret(bearer, options.adminToken)) {
        throw new ApiException(401, ERROR_CODES.unauthorized);
      }
      if (!allows(options, 'token')) throw new ApiException(403, ERROR_CODES.forbidden);
      c.set('actor', { kind: 'token', ip });
      c.set('staff', undefined);
      return next();
    }
    const staff = await staffOfRequest(c as unknown as Context<AppEnv>);
    if (!staff) throw new ApiException(401, ERROR_CODES.unauthorized);
    checkCsrf(c, staff);
    if (staff.role === 'owner' && !staff.totpEnabled && !options.beforeEnrolment) {
      throw new ApiException(403, ERROR_CODES.totpEnrolmentRequired);
    }
    if (!allows(options, staff.role)) throw new ApiException(403, ERROR_CODES.forbidden);
    const { staffId, email, role } = staff;
    c.set('actor', { kind: 'staff', staffId, email, role, ip });
    c.set('staff', staff);
    await next();
  });
}

/** The staff member behind a request that passed `requireStaff` with a session (401 otherwise). */
export function signedInStaff(c: Context): StaffPrincipal {
  const staff = c.get('staff') as StaffPrincipal | undefined;
  if (!staff) throw new ApiException(401, ERROR_CODES.unauthorized);
  return staff;
}
