/** Editors' product changes (`/v1/admin/products/{key}`). */

/** The back office's catalogue calls: list, whole product, versioned saves, versions, reference lists. */
export { backOfficeProductRoutes } from './back-office-products.routes';
/** The product CSV (商品CSV): the streamed export, and the import mounted apart from /v1's body limit. */
export { productCsvExportRoutes, productCsvImportRoutes } from './product-csv.routes';
export { adminProductRoutes } from './products-admin.routes';
