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

/** 401 `auth.unauthorized` unless a valid bearer access token; sets `userId` and `authFamilyId`. */
export const requireMember = createMiddleware<MemberEnv>(async (c, next) => {
  const session = await resolve(c as unknown as Context<AppEnv>);
  if (!session) throw new ApiException(401, ERROR_CODES.unauthorized);
  c.set('userId', session.userId);
  c.set('authFamilyId', session.familyId);
  await next();
});

/** Sets `userId` when a valid bearer token is present; otherwise the request goes on as a guest. */
export const optionalMember = createMiddleware<OptionalMemberEnv>(async (c, next) => {
  const session = await resolve(c as unknown as Context<AppEnv>);
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
