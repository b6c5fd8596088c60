/**
 * The back-office context's narrow API: the only names other contexts and the platform code beside
 * the contexts may import from it. Everything else in the context can change freely.
 */

/** `admin`: The admin calls: business approval, bounced mail, rebuild state and start, jobs run now. */
export { type EditorRouteOptions, isAdmin, readRebuild } from './admin/index';
/**
 * `staff`: Whether a staff member may still edit (a preview link dies with its maker's right); who an
 * inquiry may be handed to; staff names for the screens that show who acted.
 */
export { inquiryAssignee, inquiryAssignees, staffMayEdit, staffNames } from './staff/index';
