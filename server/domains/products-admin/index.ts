/** Editors' product changes (`/v1/admin/products/{key}`). */

/** The back office's catalogue calls: list, whole product, versioned saves, versions, reference lists. */
export { backOfficeProductRoutes } from './back-office-products.routes';
/** The back office's product create, duplicate, delete and undelete calls. */
export { productCatalogueRoutes } from './product-catalogue.routes';
/** The product CSV (商品CSV): the streamed export, and the import mounted apart from /v1's body limit. */
export { productCsvExportRoutes, productCsvImportRoutes } from './product-csv.routes';
/** The job handler: applies a scheduled change once, then queues the rebuild. */
export { applyScheduledChange } from './product-schedule.commands';
/** The job that applies a scheduled change at its time. */
export { SCHEDULE_JOB } from './product-schedule.model';
/** Scheduled product changes (予約): list, schedule with an optional revert, cancel. */
export { productScheduleRoutes } from './product-schedule.routes';
export { adminProductRoutes } from './products-admin.routes';
