/** The back-office sign-in, session and TOTP enrolment calls (`/v1/admin/session`, `/v1/admin/me/totp`). */

/** Creating a staff member (the owners' call and `npm run staff:add`). */
export { createStaff } from './staff.commands';
/** A staff member's e-mail lookup (the staff:add script refuses a taken address); who may still edit. */
export { staffByEmail, staffMayEdit } from './staff.queries';
/** The owners' staff calls (`/v1/admin/staff`). */
export { staffRoutes } from './staff.routes';
/** Who an inquiry may be handed to, and staff names for the screens that show who acted. */
export { inquiryAssignee, inquiryAssignees, staffNames } from './staff-directory.queries';
export { staffSessionRoutes } from './staff-session.routes';
/** Finding a back-office session from its cookie (the app hands it to the staff guard). */
export { findStaffSession } from './staff-sessions.commands';
/** TOTP secrets, otpauth URLs and codes (otplib). */
export { currentCode, newTotpSecret, otpauthUrl } from './totp';
