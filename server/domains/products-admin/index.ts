/** Editors' product changes (`/v1/admin/products/{key}`). */
export { adminProductRoutes } from './products-admin.routes';
