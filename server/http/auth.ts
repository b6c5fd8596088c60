import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { ERROR_CODES } from '../../contract/shared/error.schema';
import { ApiException } from './errors';
import type { AppEnv, SessionScope } from './types';

/** Variables a member route can read after `requireMember`. */
export type MemberEnv = {
  Variables: AppEnv['Variables'] & {
    userId: number;
    authFamilyId: string;
    sessionScope: SessionScope;
  };
};
/** Variables after `optionalMember`: the user id only when a valid token came. */
export type OptionalMemberEnv = {
  Variables: AppEnv['Variables'] & {
    userId: number | undefined;
    authFamilyId?: string;
    sessionScope?: SessionScope;
  };
};

/** The bearer token of a request, or null. */
export function bearerToken(c: Context): string | null {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** The session of the request's bearer token, found by the app's finder (null: none or not live). */
async function resolve(c: Context<AppEnv>) {
  const token = bearerToken(c);
  if (!token) return null;
  const findSession = c.get('findSession');
  if (!findSession) throw new Error('the member guard runs only inside createApp (no findSession)');
  return findSession(c.get('database').db, token, new Date());
}

/**
 * What a voucher login may not do (a password login may): saved cards, past orders (names and
 * addresses, receipts, memos, cancellation), the address book, inquiries, memorial days, the
 * login history, and changing, moving or closing the account. Checked by the member guard, so
 * a route under these paths is covered the day it is added.
 */
const PASSWORD_ONLY: { methods?: string[]; path: RegExp }[] = [
  { path: /^\/v1\/me\/user-cards(\/|$)/ },
  { path: /^\/v1\/me\/orders(\/|$)/ },
  { path: /^\/v1\/memos(\/|$)/ },
  { path: /^\/v1\/me\/inquiry-orders$/ },
  { path: /^\/v1\/me\/inquiries(\/|$)/ },
  { path: /^\/v1\/me\/user-memorials(\/|$)/ },
  { path: /^\/v1\/auth\/login-sync-channel$/ },
  { path: /^\/v1\/me\/user-addresses/ },
  { path: /^\/v1\/me\/login-histories$/ },
  { path: /^\/v1\/me\/password$/ },
  { methods: ['PUT', 'PATCH', 'DELETE'], path: /^\/v1\/me\/user$/ },
];

/** Whether a request needs a password login (a voucher session answers 403 to it). */
export function needsPasswordLogin(method: string, path: string): boolean {
  return PASSWORD_ONLY.some(
    (rule) => rule.path.test(path) && (!rule.methods || rule.methods.includes(method)),
  );
}

/** 403 `auth.password_login_required` in Japanese. */
export function passwordLoginRequired(): ApiException {
  return new ApiException(403, ERROR_CODES.passwordLoginRequired);
}

/** A registered member's session of the request (spec §6: a non-registered member is a guest). */
async function resolveMember(c: Context<AppEnv>) {
  const session = await resolve(c);
  return session?.registered ? session : null;
}

/**
 * A guard that needs a session of `find`'s kind: 401 `auth.unauthorized` otherwise, 403 when a
 * voucher session asks for what needs a password login.
 */
function requireSession(find: typeof resolve) {
  return createMiddleware<MemberEnv>(async (c, next) => {
    const session = await find(c as unknown as Context<AppEnv>);
    if (!session) throw new ApiException(401, ERROR_CODES.unauthorized);
    if (session.scope.kind === 'voucher' && needsPasswordLogin(c.req.method, c.req.path)) {
      throw passwordLoginRequired();
    }
    c.set('userId', session.userId);
    c.set('authFamilyId', session.familyId);
    c.set('sessionScope', session.scope);
    await next();
  });
}

/**
 * 401 `auth.unauthorized` unless a valid bearer access token of a registered member (one whose
 * first-login e-mail verification is still pending answers as a guest); sets `userId`,
 * `authFamilyId` and `sessionScope`.
 */
export const requireMember = requireSession(resolveMember);

/** Like `requireMember`, but also lets a member whose e-mail is not verified yet (the verification calls). */
export const requireAccount = requireSession(resolve);

/** Sets `userId` when a registered member's valid bearer token is present; otherwise a guest. */
export const optionalMember = createMiddleware<OptionalMemberEnv>(async (c, next) => {
  const session = await resolveMember(c as unknown as Context<AppEnv>);
  c.set('userId', session?.userId);
  if (session) {
    c.set('authFamilyId', session.familyId);
    c.set('sessionScope', session.scope);
  }
  await next();
});

/** The member id of a request that passed `requireMember` (401 when it is missing). */
export function memberId(c: Context): number {
  const id = c.get('userId') as number | undefined;
  if (typeof id !== 'number') throw new ApiException(401, ERROR_CODES.unauthorized);
  return id;
}
