import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { ERROR_CODES } from '../../src/lib/shared/error.schema';
import { findAccess } from '../domains/auth/tokens.commands';
import { ApiException } from './errors';
import type { AppEnv } from './types';

/** Variables a member route can read after `requireMember`. */
export type MemberEnv = {
  Variables: AppEnv['Variables'] & { userId: number; authFamilyId: string };
};
/** Variables after `optionalMember`: the user id only when a valid token came. */
export type OptionalMemberEnv = {
  Variables: AppEnv['Variables'] & { userId: number | undefined; authFamilyId?: string };
};

/** The bearer token of a request, or null. */
export function bearerToken(c: Context): string | null {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

async function resolve(c: Context<AppEnv>) {
  const token = bearerToken(c);
  if (!token) return null;
  return findAccess(c.get('database').db, token, new Date());
}

/** A registered member's session of the request (spec §6: a non-registered member is a guest). */
async function resolveMember(c: Context<AppEnv>) {
  const session = await resolve(c);
  return session?.registered ? session : null;
}

/** A guard that needs a session of `find`'s kind: 401 `auth.unauthorized` otherwise. */
function requireSession(find: typeof resolve) {
  return createMiddleware<MemberEnv>(async (c, next) => {
    const session = await find(c as unknown as Context<AppEnv>);
    if (!session) throw new ApiException(401, ERROR_CODES.unauthorized);
    c.set('userId', session.userId);
    c.set('authFamilyId', session.familyId);
    await next();
  });
}

/**
 * 401 `auth.unauthorized` unless a valid bearer access token of a registered member (one whose
 * first-login e-mail verification is still pending answers as a guest); sets `userId` and
 * `authFamilyId`.
 */
export const requireMember = requireSession(resolveMember);

/** Like `requireMember`, but also lets a member whose e-mail is not verified yet (the verification calls). */
export const requireAccount = requireSession(resolve);

/** Sets `userId` when a registered member's valid bearer token is present; otherwise a guest. */
export const optionalMember = createMiddleware<OptionalMemberEnv>(async (c, next) => {
  const session = await resolveMember(c as unknown as Context<AppEnv>);
  c.set('userId', session?.userId);
  if (session) c.set('authFamilyId', session.familyId);
  await next();
});

/** The member id of a request that passed `requireMember` (401 when it is missing). */
export function memberId(c: Context): number {
  const id = c.get('userId') as number | undefined;
  if (typeof id !== 'number') throw new ApiException(401, ERROR_CODES.unauthorized);
  return id;
}
