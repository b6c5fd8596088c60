import type { Database, Db } from '../db/client';
import type { channels } from '../db/schema/index';
import type { CardProvider } from '../services/card-provider';
import type { BotVerifier } from '../services/recaptcha';

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

/** A signed-in staff member's live back-office session, as the staff guard reads it. */
export type StaffPrincipal = {
  sessionId: number;
  staffId: number;
  email: string;
  role: 'owner' | 'editor' | 'operator';
  csrfToken: string;
  totpEnabled: boolean;
};

/** Finds the live, second-factor-complete staff session of a cookie token (null: none). */
export type StaffSessionFinder = (
  db: Db,
  token: string,
  now: Date,
) => Promise<StaffPrincipal | null>;

/**
 * Who made a back-office write, for the audit log: a staff member, or the shared admin token of
 * scripts and CI. `ip` is the client address the rate limits use.
 */
export type Actor =
  | { kind: 'staff'; staffId: number; email: string; role: StaffPrincipal['role']; ip: string }
  | { kind: 'token'; ip: string }
  /** A command run on the server itself (`npm run staff:add`). */
  | { kind: 'script'; ip: string };

/** When a login calls for a password change or a new e-mail address (0 turns a rule off). */
export type SessionPolicy = { passwordMaxAgeDays: number; mailErrorLimit: number };

/**
 * What the app is started with besides its database and providers, read from the environment
 * once (`settingsFromEnv`) unless the caller passes its own (tests): never changed while it runs.
 */
export type RequestSettings = {
  /** The bot challenge's verifier (RECAPTCHA_SECRET_KEY); none: the form limits alone apply. */
  botVerifier?: BotVerifier;
  /** When a login warns (PASSWORD_MAX_AGE_DAYS, MAIL_ERROR_LIMIT). */
  sessionPolicy: SessionPolicy;
  /** The card provider's callback secret (SBPAYMENT_CALLBACK_SECRET); none: callbacks answer 503. */
  paymentCallbackSecret?: string;
};

/**
 * Hono environment of every `/v1` handler: the database, the request's channel, how the member
 * and staff guards find a session, the card provider and the settings chosen at start-up (the app
 * gives them, so this layer needs no domain).
 */
export type AppEnv = {
  Variables: {
    database: Database;
    channel: Channel;
    findSession: SessionFinder;
    cards: CardProvider;
    findStaffSession: StaffSessionFinder;
    settings: RequestSettings;
  };
};
