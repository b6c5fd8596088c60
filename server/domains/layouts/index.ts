/** Page layouts and colour schemes as the storefront reads them (`/v1/layouts`…). */

/** When a channel's content last changed. */
export { contentUpdatedAt } from './layouts.queries';
export { layoutRoutes } from './layouts.routes';
/** Editors' layout and colour-scheme changes (`/v1/admin/layouts`, `/v1/admin/colorschemes`). */
export { adminLayoutRoutes } from './layouts-admin.routes';
