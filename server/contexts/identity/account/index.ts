/** Member info, registration, e-mail verification, password and login history (`/v1/me/…`). */
export { accountRoutes } from './account.routes';
/** The registration and member-info form layouts (`/v1/pages/front/layout/{matter}`). */
export { formLayoutRoutes } from './form-layout.routes';
/** A member's card for other contexts: contact, names, business credit and point balance. */
export { findMember, type MemberCard, type MemberKey } from './member-card.queries';
/** School-code checks for the school shop (`/v1/schools/check`). */
export { schoolRoutes } from './schools.routes';
