/** Editors' product changes (`/v1/admin/products/{key}`). */

/** The back office's catalogue calls: list, whole product, versioned saves, versions, reference lists. */
export { backOfficeProductRoutes } from './back-office-products.routes';
export { adminProductRoutes } from './products-admin.routes';
