/** Members' rows and the mail base and public links every member mail uses. */
export {
  type AccountRow,
  accountOf,
  findByEmail,
  findUser,
  mailBase,
  publicLink,
  type UserRow,
} from './accounts.queries';
/** Login, refresh, logout and login codes (`/v1/auth/*`). */
export { authRoutes } from './auth.routes';
/** Normalising a security answer before it is hashed or compared. */
export { normaliseAnswer } from './credentials.model';
/** Counting a bounced mail against a member's address. */
export { recordMailError } from './mail-errors.commands';
/** Setting a new password: sessions ended, mail sent, a fresh token pair. */
export { setPassword } from './password.commands';
/** The rate limits of login and mail calls. */
export { limitersFor } from './rate-limits';
/** The password reminder (`/v1/reminder/*`). */
export { reminderRoutes } from './reminder.routes';
/** Who made a request, and the HttpOnly refresh cookie. */
export { clearAuthCookie, REFRESH_COOKIE, requestMeta } from './request';
/** Starting a session: the refresh cookie and the login reply. */
export { startSession, startSessionWith } from './session.commands';
/** What a session may do (password or voucher login), read from its family id. */
export { scopeOfFamily } from './session-scope.model';
/** Access tokens: finding, issuing and revoking them. */
export { findAccess, issueTokens, revokeFamily } from './tokens.commands';
/** One-use tokens mailed to members (verification, reminder). */
export { consumeUserToken, createUserToken } from './user-tokens.commands';
