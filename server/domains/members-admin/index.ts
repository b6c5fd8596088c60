/**
 * The back office's member management (会員管理): search, one member whole, point adjustments and
 * unlocking, for operators and owners. It builds on `points`, `auth` and `audit` through their faces.
 */

export {
  /** `/v1/admin/members*`: search, a member, points and unlock. */
  memberAdminRoutes,
} from './members.routes';
