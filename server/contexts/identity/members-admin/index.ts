/**
 * The back office's member management (会員管理): search, one member whole, point adjustments and
 * unlocking, for operators and owners. It builds on `points`, `auth` and `audit` through their faces.
 */

/** A member's business standing as stored, and the one write that changes it (approval calls in `admin`). */
export { type BusinessRow, updateBusiness } from './business.queries';
export {
  /** `/v1/admin/members*`: search, a member, points and unlock. */
  memberAdminRoutes,
} from './members.routes';
