/** Editors' product changes (`/v1/admin/products/{key}`). */

/** The back office's catalogue calls: list, whole product, versioned saves, versions, reference lists. */
export { backOfficeProductRoutes } from './back-office-products.routes';
/** The back office's product create, duplicate, delete and undelete calls. */
export { productCatalogueRoutes } from './product-catalogue.routes';
/** The list's filters as SQL (the CSV export reads the same products the list shows). */
export { productListFilters } from './product-list.queries';
/** A product as the back office shows it, and its snapshot kept in the versions. */
export { type ProductParts, snapshotOf, toAdminProduct } from './product-record.model';
/** A product row by key (optionally locked), and the parts the back office shows with it. */
export { productByKey, productParts } from './product-record.queries';
/** One versioned save inside the caller's transaction (a scheduled change applies through it). */
export { saveProductIn } from './product-save.tx';
/** The job that rebuilds a product's channels at a boundary of its publish window, and its handler. */
export { productWindowJob } from './product-window.commands';
/** The name of that job, and the hourly catch-up that books every product's future boundaries. */
export { bookProductBoundaries, PRODUCT_WINDOW_JOB } from './product-window.tx';
/** The older token call that changes five fields (`PATCH /v1/admin/products/{key}`). */
export { adminProductRoutes } from './products-admin.routes';
