/**
 * The identity context's face to the process: the routes the app mounts, the jobs the worker runs
 * and what start-up wires (only server/app.ts, server/main.ts and server/jobs/ import it).
 */

/** `account`: Registration, member info, withdrawal, form layouts, school codes. */
export {
  accountRoutes,
  formLayoutRoutes,
  memberMailAddress,
  schoolRoutes,
} from './account/index';
/** `addresses`: Address book (お届け先), CSV import and export. */
export { addressRoutes, EXPORT_JOB, exportAddressesJob } from './addresses/index';
/** `auth`: Login, tokens, refresh, login codes, password change, mail errors. */
export { authRoutes } from './auth/index';
/** `benefit`: Shareholder-benefit vouchers and login (株主優待). */
export { benefitRoutes, findSession } from './benefit/index';
/** `members-admin`: The back office's member management: search, a member whole, point adjustments, unlocking. */
export { memberAdminRoutes } from './members-admin/index';
/** `oidc`: Social login over OpenID Connect: providers, redirect and callback, linking identities. */
export { type OidcProvider, oidcRoutes } from './oidc/index';
/** `points`: Points an order earns and spends, balances and history, expiry. */
export { expirePoints, POINTS_EXPIRY_JOB } from './points/index';
/** `reminder`: Password and user-name reminder: mail, security question, reset. */
export { reminderRoutes } from './reminder/index';
