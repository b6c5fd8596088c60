/** Page layouts and colour schemes as the storefront reads them (`/v1/layouts`…). */

export { layoutRoutes } from './layouts.routes';
/** Editors' layout and colour-scheme changes (`/v1/admin/layouts`, `/v1/admin/colorschemes`). */
export { adminLayoutRoutes } from './layouts-admin.routes';
