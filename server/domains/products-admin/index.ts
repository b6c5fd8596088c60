/** Editors' product changes (`/v1/admin/products/{key}`). */

/** The back office's catalogue calls: list, whole product, versioned saves, versions, reference lists. */
export { backOfficeProductRoutes } from './back-office-products.routes';
/** The back office's product create, duplicate, delete and undelete calls. */
export { productCatalogueRoutes } from './product-catalogue.routes';
export { adminProductRoutes } from './products-admin.routes';
