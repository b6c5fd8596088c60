/** Back-office staff, their sessions, and the append-only audit log. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { idColumn, timestamps, tstz } from '../../../db/schema/columns';

/** People who run the shop (not members): one row each, signed in on the back-office host. */
export const staff = pgTable(
  'staff',
  {
    id: idColumn(),
    /** Lower-cased e-mail, the login id. */
    email: text().notNull(),
    name: text().notNull(),
    /** owner | editor | operator. */
    role: text().notNull(),
    /** argon2id PHC string. */
    passwordHash: text().notNull(),
    /** Base32 TOTP secret once enrolment is confirmed. */
    totpSecret: text(),
    /** Secret offered at enrolment, waiting for its first code. */
    totpPendingSecret: text(),
    /** Time step of the last accepted code: a code is never accepted twice. */
    totpLastStep: bigint({ mode: 'number' }),
    isDisabled: boolean().notNull().default(false),
    failedLoginCount: integer().notNull().default(0),
    lockedUntil: tstz(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('staff_email_key').on(t.email),
    check('staff_role_check', sql`${t.role} in ('owner', 'editor', 'operator')`),
  ],
);

/**
 * A staff member's back-office session: the cookie's token is stored hashed. `stage` is `totp`
 * between a right password and the second factor, `active` after.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: idColumn(),
    tokenHash: text().notNull(),
    staffId: integer()
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    stage: text().notNull(),
    /** Sent to the screens and echoed in `X-CSRF-Token` on every write. */
    csrfToken: text().notNull(),
    ip: text().notNull().default(''),
    createdAt: tstz().notNull().defaultNow(),
    expiresAt: tstz().notNull(),
  },
  (t) => [
    uniqueIndex('staff_sessions_token_hash_key').on(t.tokenHash),
    index('staff_sessions_staff_idx').on(t.staffId),
  ],
);
