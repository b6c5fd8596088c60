import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { loginHistories, userAccounts, users } from '../../../db/schema/index';
import { env, publicOrigin } from '../../../env';
import type { Channel } from '../../../http/types';
import type { MailBase } from '../../../services/mail/templates';
import { AUTH_MESSAGES } from './auth.messages';
import type { RequestMeta } from './request';

/** A members row. */
export type UserRow = typeof users.$inferSelect;
/** A user_accounts row. */
export type AccountRow = typeof userAccounts.$inferSelect;

/** A member found by login id, with the lock their account is under (null when none). */
export type LoginAccount = { user: UserRow; lockedUntil: Date | null };

/** Finds a member and their lock by email address (any case) or user name, in one query. */
export async function findLoginAccount(db: Db, loginId: string): Promise<LoginAccount | null> {
  const id = loginId.trim();
  const [row] = await db
    .select({ user: users, lockedUntil: userAccounts.lockedUntil })
    .from(users)
    .leftJoin(userAccounts, eq(userAccounts.userId, users.id))
    .where(or(sql`lower(${users.email}) = ${id.toLowerCase()}`, eq(users.username, id)))
    .limit(1);
  return row ?? null;
}

/** Finds a user by email address (any case). */
export async function findByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

/** A user by id. */
export async function findUser(db: Db, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** The account row of a user, created on first need. */
export async function accountOf(db: Db, userId: number): Promise<AccountRow> {
  await db.insert(userAccounts).values({ userId }).onConflictDoNothing();
  const [row] = await db.select().from(userAccounts).where(eq(userAccounts.userId, userId));
  if (!row) throw new Error('user account row missing');
  return row;
}

/** Records one login attempt on a known account. */
export async function recordLogin(
  db: Db,
  userId: number,
  meta: RequestMeta,
  result: (typeof loginHistories.$inferInsert)['result'],
): Promise<void> {
  await db
    .insert(loginHistories)
    .values({ userId, ip: meta.ip, userAgent: meta.userAgent, result });
}

/** Mail addressee and shop name for a user on a channel. */
export function mailBase(user: UserRow, channel: Channel): MailBase {
  const name = `${user.lastName} ${user.firstName}`.trim() || AUTH_MESSAGES.customer;
  return { to: user.email, shopName: channel.siteName, name };
}

/** An absolute storefront link built from the configured public origin (never the Host header). */
export function publicLink(path: string, query: Record<string, string> = {}): string {
  const url = new URL(path, `${publicOrigin(env)}/`);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
}

/** Stores a member's new password hash and when it changed. */
export async function storePasswordHash(db: Db, userId: number, hash: string, now: Date) {
  await db
    .update(users)
    .set({ passwordHash: hash, passwordChangedAt: now, updatedAt: now })
    .where(eq(users.id, userId));
}

/** Ties a member to a channel (the one they last logged in on). */
export async function setMemberChannel(db: Db, userId: number, channelId: string, now: Date) {
  await db.update(users).set({ channelId, updatedAt: now }).where(eq(users.id, userId));
}
