/** Sign-in: sessions, login challenges, mailed tokens, login history, linked social accounts. */
import { index, integer, jsonb, pgTable, smallint, text, unique } from 'drizzle-orm/pg-core';
import { idColumn, tstz } from '../../../db/schema/columns';
import { users } from './account';

const userRef = () =>
  integer()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * One issued access/refresh token pair. Tokens are random and stored only as SHA-256 hashes;
 * a refresh rotates to a new row of the same family, and reusing a rotated refresh token
 * revokes the whole family.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: idColumn(),
    userId: userRef(),
    familyId: text().notNull(),
    accessTokenHash: text().notNull().unique(),
    accessExpiresAt: tstz().notNull(),
    refreshTokenHash: text().notNull().unique(),
    refreshExpiresAt: tstz().notNull(),
    /** End of the family's life: refreshes never extend past it. */
    familyExpiresAt: tstz().notNull(),
    rotatedAt: tstz(),
    revokedAt: tstz(),
    createdAt: tstz().notNull().defaultNow(),
  },
  (t) => [index().on(t.userId), index().on(t.familyId)],
);

/** A login waiting for the emailed 6-digit code; tied to one attempt by its hashed attempt id. */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    id: idColumn(),
    userId: userRef(),
    attemptHash: text().notNull().unique(),
    codeHash: text().notNull(),
    expiresAt: tstz().notNull(),
    usedAt: tstz(),
    failedCount: integer().notNull().default(0),
    createdAt: tstz().notNull().defaultNow(),
  },
  (t) => [index().on(t.userId)],
);

/** Single-use mailed tokens: email verification, password and user-name reminders, unlock. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: idColumn(),
    userId: userRef(),
    purpose: text({
      enum: ['email_verify', 'password_reset', 'username_reset', 'unlock'],
    }).notNull(),
    tokenHash: text().notNull().unique(),
    expiresAt: tstz().notNull(),
    usedAt: tstz(),
    createdAt: tstz().notNull().defaultNow(),
  },
  (t) => [index().on(t.userId, t.purpose)],
);

/** Every login attempt on a known account: time, IP, user agent and result. */
export const loginHistories = pgTable(
  'login_histories',
  {
    id: idColumn(),
    userId: userRef(),
    ip: text().notNull().default(''),
    userAgent: text().notNull().default(''),
    result: text({ enum: ['success', 'failure', 'locked', 'code_sent', 'code_failure'] }).notNull(),
    createdAt: tstz().notNull().defaultNow(),
  },
  (t) => [index().on(t.userId, t.createdAt)],
);

/** Account security and the user-form fields the members table does not hold. */
export const userAccounts = pgTable('user_accounts', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Security question 1-4 (spec §3); null when none is set. */
  questionCt: smallint(),
  /** argon2id hash of the normalised answer. */
  answerHash: text(),
  failedLoginCount: integer().notNull().default(0),
  lockedUntil: tstz(),
  /** Extra user-form fields: job, fax, orderer_name, contact_phone_number, school. */
  profile: jsonb().$type<Record<string, string>>().notNull().default({}),
});

/** A social-login identity (OpenID Connect issuer + subject) linked to a member. */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: idColumn(),
    userId: userRef(),
    provider: text().notNull(),
    subject: text().notNull(),
    createdAt: tstz().notNull().defaultNow(),
  },
  (t) => [unique().on(t.provider, t.subject), index().on(t.userId)],
);

/**
 * Bounced mails per address (recorded by the shop's mail system through the admin call). Keyed by
 * the lower-cased address, so a member who changes their e-mail starts again from nothing.
 */
export const mailErrors = pgTable('mail_errors', {
  email: text().primaryKey(),
  mailErrorCount: integer().notNull().default(0),
  lastErrorAt: tstz().notNull().defaultNow(),
});

/**
 * A social login started and not yet completed (10 minutes): looked up by the SHA-256 of its
 * state, completed once (deleted as it is read), only in the browser whose binding cookie hashes
 * to `bindingHash`.
 */
export const oidcPending = pgTable('oidc_pending', {
  stateHash: text().primaryKey(),
  provider: text().notNull(),
  verifier: text().notNull(),
  nonce: text().notNull(),
  bindingHash: text().notNull(),
  expiresAt: tstz().notNull(),
});
