/**
 * The back office's member management (会員管理): search, one member whole, point adjustments and
 * unlocking, for operators and owners. It builds on `points`, `auth` and `audit` through their faces.
 */

/** A member's business standing as stored, and the one write that changes it (approval calls in `admin`). */
export { type BusinessRow, updateBusiness } from './business.queries';
/** One member whole, as the back office's member record (a workflow) shows it from the parts it gathers. */
export { toAdminMember } from './members.model';
/** A registered member by id, and what identity holds of the record: the address book and point movements. */
export { memberById, memberParts } from './members.queries';
export {
  /** `/v1/admin/members*`: search, points and unlock. */
  memberAdminRoutes,
} from './members.routes';
