import type { Database, Db } from '../db/client';
import type { channels } from '../db/schema/index';
import type { CardProvider } from '../services/card-provider';

/** A channel row as the middleware loads it. */
export type Channel = typeof channels.$inferSelect;

/**
 * What a login family may do. A password (or code, or social) login is `full`; a login with a
 * shareholder voucher is `voucher`: the benefit shop only, for as long as that voucher is usable.
 */
export type SessionScope = { kind: 'full' } | { kind: 'voucher'; voucherId: number };

/** A live session behind an access token, as the member guard reads it. */
export type Session = {
  userId: number;
  familyId: string;
  registered: boolean;
  scope: SessionScope;
};

/** Finds the live session of an access token (null: none, expired, revoked or no longer allowed). */
export type SessionFinder = (db: Db, accessToken: string, now: Date) => Promise<Session | null>;

/**
 * Hono environment of every `/v1` handler: the database, the request's channel, how the member
 * guard finds a session, and the card provider chosen at start-up (the app gives both, so this
 * layer needs no domain).
 */
export type AppEnv = {
  Variables: {
    database: Database;
    channel: Channel;
    findSession: SessionFinder;
    cards: CardProvider;
  };
};
