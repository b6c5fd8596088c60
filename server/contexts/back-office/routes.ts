/**
 * The back-office context's face to the process: the routes the app mounts, the jobs the worker runs
 * and what start-up wires (only server/app.ts, server/main.ts and server/jobs/ import it).
 */

/** `admin`: The admin calls: business approval, bounced mail, rebuild state and start, jobs run now. */
export {
  type AdminOptions,
  adminJobRoutes,
  adminRoutes,
  createRebuilder,
  type JobRunner,
  type Rebuilder,
} from './admin/index';
/** `staff`: Back-office staff: sign-in with lockout and TOTP, sessions, the owners' staff calls. */
export { findStaffSession, staffRoutes, staffSessionRoutes } from './staff/index';
