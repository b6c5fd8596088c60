/** Member info, registration, e-mail verification, password and login history (`/v1/me/…`). */
export { accountRoutes } from './account.routes';
/** The registration and member-info form layouts (`/v1/pages/front/layout/{matter}`). */
export { formLayoutRoutes } from './form-layout.routes';
/** School-code checks for the school shop (`/v1/schools/check`). */
export { schoolRoutes } from './schools.routes';
