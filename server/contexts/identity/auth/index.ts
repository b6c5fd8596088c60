/** Members' rows and the mail base and public links every member mail uses. */
export {
  type AccountRow,
  accountOf,
  findByEmail,
  findUser,
  mailBase,
  publicLink,
  recordLogin,
  type UserRow,
} from './accounts.queries';
/** Japanese copy of the auth domain (how mail and records name a member who gave no name). */
export { AUTH_MESSAGES } from './auth.messages';
/** Counting a bounced mail against a member's address. */
export { recordMailError } from './auth.queries';
/** Login, refresh, logout and login codes (`/v1/auth/*`). */
export { authRoutes } from './auth.routes';
/** Normalising a security answer before it is hashed or compared. */
export { normaliseAnswer } from './credentials.model';
/** The lockout members have (failures in a row, minutes), and the hash an unknown login is checked against. */
export { lockoutFrom, unknownAccountHash } from './login.commands';
/** Clears a member's failed-password count and lock (the back office's unlock). */
export { clearFailures } from './login.queries';
/** Setting a new password: sessions ended, mail sent, a fresh token pair. */
export { setPassword } from './password.commands';
/** The rate limits of login and mail calls. */
export { limitersFor } from './rate-limits';
/** Who made a request, and the HttpOnly refresh cookie. */
export {
  clearAuthCookie,
  OIDC_BINDING_COOKIE,
  REFRESH_COOKIE,
  requestMeta,
  setAuthCookie,
} from './request';
/** Starting a session: the refresh cookie and the login reply. */
export { startSession, startSessionWith } from './session.commands';
/** What a session may do (password or voucher login), read from its family id. */
export { scopeOfFamily } from './session-scope.model';
/** Access tokens: finding, issuing and revoking them. */
export {
  findAccess,
  issueTokens,
  revokeFamily,
  revokeUserSessions,
} from './tokens.queries';
/** One-use tokens mailed to members (verification, reminder). */
export { consumeUserToken, createUserToken, peekUserToken } from './user-tokens.queries';
